import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithIntl } from '../../test/render';
import { useTimelineWords } from './order-desk-panels';
import { type OrderHistoryRow } from './order-types';

const row = (change: Partial<OrderHistoryRow>): OrderHistoryRow => ({
  uuid: crypto.randomUUID(),
  type: 'ChangeValue',
  field: null,
  from: null,
  to: null,
  email: 'agent@example.test',
  create_at: '2026-11-29T10:00:00.000Z',
  ...change,
});

function Words({ rows }: { rows: OrderHistoryRow[] }) {
  const words = useTimelineWords();
  return (
    <ul>
      {rows.map((entry) => (
        <li key={entry.uuid}>{words.history(entry)}</li>
      ))}
    </ul>
  );
}

describe('the timeline in words', () => {
  const rows = [
    row({ field: 'is_send_bss', from: '0', to: '1' }),
    row({ field: 'bss_cancel_status', from: null, to: 'pending' }),
    row({ field: 'bss_cancel_status', from: 'pending', to: 'done' }),
    row({ field: 'bss_cancel_status', from: 'pending', to: 'refused' }),
    row({ field: 'unpaid_service_reason', from: null, to: 'Paid at the store' }),
    row({ field: 'payment_sum', from: '0.00', to: '30.30' }),
    row({ type: 'PaymentStatus', from: '0', to: '1' }),
  ];

  it.each([
    [
      'en' as const,
      [
        'Sent to the billing system',
        'Cancellation asked of the billing system',
        'The billing system confirmed the cancellation',
        'The billing system refused the cancellation',
        'Reason to serve unpaid set to Paid at the store',
        /^Paid amount: 0[.,]00\s€ → 30[.,]30\s€$/,
        'Payment: Not paid → Paid',
      ],
    ],
    [
      'it' as const,
      [
        'Inviato al sistema di fatturazione',
        'Annullamento chiesto al sistema di fatturazione',
        'Il sistema di fatturazione ha confermato l’annullamento',
        'Il sistema di fatturazione ha rifiutato l’annullamento',
        'Motivo del servizio senza pagamento impostato a Paid at the store',
        /^Importo pagato: 0,00\s€ → 30,30\s€$/,
        /^Pagamento: .+ → Pagato$/,
      ],
    ],
  ])('tells the billing system and the payment in words, never as codes (%s)', (locale, expected) => {
    renderWithIntl(<Words rows={rows} />, { locale });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(expected.length);
    expected.forEach((wanted, index) => {
      const text = items[index];
      if (typeof wanted === 'string') expect(text).toBe(wanted);
      else expect(text).toMatch(wanted);
    });
    for (const text of items) expect(text).not.toMatch(/\b[01] → [01]\b|(→|to) (pending|done|refused)$/);
  });
});
