import { defined, webhookEndpointInputSchema } from '@backoffice/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithIntl } from '../../test/render';
import { Form, type ObjectSchema, SubmitButton, useZodForm } from '../../components/form';
import { layoutFields, ResourceField } from '../../components/resource';
import { webhooksPage } from './webhooks';

const eventsField = defined(
  layoutFields(webhooksPage.form.fields).find((field) => field.name === 'events'),
  'the events field',
);
/** Seen as a resource's schema is: ResourceField takes any resource's form. */
const schema: ObjectSchema = webhookEndpointInputSchema;

function EventsForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useZodForm({
    schema,
    initialValues: { url: 'https://example.com/hook', events: [], enabled: true },
    guardUnsaved: false,
    onSubmit,
  });
  return (
    <Form form={form}>
      <ResourceField form={form} spec={eventsField} mode="create" />
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
