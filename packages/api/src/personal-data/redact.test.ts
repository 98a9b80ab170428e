import { describe, expect, it } from 'vitest';

import { ERASED, redactorOf } from './redact';

const redactor = redactorOf({
  emails: ['giulia.b@example.test'],
  phones: ['3451112222'],
  fiscal_codes: ['BNCGLI80A41F205X'],
  names: ['Giulia Di Bianchi'],
});

describe('redacting a person out of texts and JSON', () => {
  it('removes their address in any case, their fiscal code, and their phone however written', () => {
    expect(
      redactor.text(
        'Mail GIULIA.B@example.test, CF bncgli80a41f205x, tel +39 345 111-2222, or 0039 (345) 1112222, or 3451112222.',
      ),
    ).toBe(`Mail ${ERASED}, CF ${ERASED}, tel ${ERASED}, or ${ERASED}, or ${ERASED}.`);
  });

  it('removes their name whole and its words of three letters or more, not parts of other words', () => {
    expect(redactor.text('Giulia Di Bianchi called; Bianchi again; Giuliana di Roma')).toBe(
      `${ERASED} called; ${ERASED} again; Giuliana di Roma`,
    );
  });

  it('leaves longer numbers and other people alone', () => {
    expect(redactor.text('Order 934511122221 for mario@example.test')).toBe(
      'Order 934511122221 for mario@example.test',
    );
  });

  it("erases a customer's keys whole in JSON, and redacts the other strings", () => {
    expect(
      redactor.json({
        email: { from: 'old@example.test', to: 'new@example.test' },
        delivery_street_name: 'Via Roma',
        firstName: 'Anna',
        status: { from: 1, to: 2 },
        note: null,
        comment: 'Asked by Bianchi',
        rows: [{ msisdn: '3900000001', phone: '' }],
      }),
    ).toEqual({
      email: { from: ERASED, to: ERASED },
      delivery_street_name: ERASED,
      firstName: ERASED,
      status: { from: 1, to: 2 },
      note: null,
      comment: `Asked by ${ERASED}`,
      rows: [{ msisdn: '3900000001', phone: '' }],
    });
  });

  it('changes nothing for a person known by nothing', () => {
    const nobody = redactorOf({ emails: [], phones: [], fiscal_codes: [], names: [] });
    expect(nobody.text('Giulia 3451112222')).toBe('Giulia 3451112222');
  });
});
