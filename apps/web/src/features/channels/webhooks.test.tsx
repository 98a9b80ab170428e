import { webhookEndpointInputSchema } from '@backoffice/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithIntl } from '../../test/render';
import { Form, SubmitButton, useZodForm, type ZodForm } from '../../components/form';
import { layoutFields, ResourceField } from '../../components/resource';
import { webhooksPage } from './webhooks';

const eventsField = layoutFields(webhooksPage.form.fields).find((field) => field.name === 'events')!;

function EventsForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useZodForm({
    schema: webhookEndpointInputSchema,
    initialValues: { url: 'https://example.com/hook', events: [], enabled: true },
    guardUnsaved: false,
    onSubmit,
  });
  return (
    <Form form={form}>
      <ResourceField
        form={form as unknown as ZodForm<Record<string, unknown>>}
        spec={eventsField}
        mode="create"
      />
      <SubmitButton form={form}>Save</SubmitButton>
    </Form>
  );
}

describe('the webhook form’s events', () => {
  it('holds the checked events in the shared order, each box described by its meaning', async () => {
    const onSubmit = vi.fn();
    renderWithIntl(<EventsForm onSubmit={onSubmit} />);
    const created = screen.getByRole('checkbox', { name: 'order.created' });
    expect(created).toHaveAccessibleDescription('An order was placed');
    fireEvent.click(screen.getByRole('checkbox', { name: 'order.paid' }));
    fireEvent.click(created);
    expect(created).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ events: ['order.created', 'order.paid'] }),
      ),
    );
  });

  it('says that one event at least is needed', async () => {
    renderWithIntl(<EventsForm onSubmit={vi.fn()} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'order.paid' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'order.paid' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Events' })).toHaveAccessibleDescription(/at least one/i),
    );
  });
});
