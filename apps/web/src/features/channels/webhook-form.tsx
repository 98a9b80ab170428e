import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DomainEventType,
  FIELD_LIMITS,
  isDomainEventType,
  webhookEndpointInputSchema,
} from '@backoffice/shared';
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormDescription,
  FormMessage,
  joinIds,
  Label,
} from '@backoffice/ui';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useSpecFeedback } from '../../components/feedback';
import {
  Form,
  SubmitButton,
  SwitchField,
  TextField,
  useFormField,
  useZodForm,
  type ZodForm,
} from '../../components/form';
import { useTRPC } from '../../lib/trpc';
import { type EndpointRow } from './channel-types';
import { WEBHOOK_EVENT_CHOICES } from './labels';

export interface EndpointValues {
  url: string;
  events: DomainEventType[];
  enabled: boolean;
}

/** The events as checkboxes, each with its meaning; the field holds the chosen names. */
export function EventsField({ form }: { form: ZodForm<EndpointValues> }) {
  const intl = useIntl();
  const id = `events-${useId()}`;
  const label = intl.formatMessage({ id: 'channels.webhooks.events' });
  const field = useFormField(form, 'events', label);
  const chosen = new Set<string>(Array.isArray(field.value) ? (field.value as string[]) : []);
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={field.error ? `${id}-error` : undefined}
      aria-invalid={field.error ? true : undefined}
    >
      <legend className="mb-2 text-sm leading-none font-medium">
        {label}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {WEBHOOK_EVENT_CHOICES.map((choice, index) => {
          const boxId = `${id}-${choice.value}`;
          return (
            <div key={choice.value} className="flex items-start gap-2">
              <Checkbox
                id={boxId}
                className="mt-0.5"
                // react-hook-form focuses the first invalid field through the first box.
                ref={index === 0 ? (element) => field.ref(element) : undefined}
                checked={chosen.has(choice.value)}
                aria-describedby={joinIds(`${boxId}-meaning`)}
                onCheckedChange={(checked) => {
                  const next = WEBHOOK_EVENT_CHOICES.map((option) => option.value).filter((value) =>
                    value === choice.value ? checked === true : chosen.has(value),
                  );
                  field.change(next);
                  field.blur();
                }}
              />
              <div className="grid min-w-0 gap-0.5">
                <Label htmlFor={boxId} className="font-mono text-xs font-normal break-all">
                  {choice.value}
                </Label>
                <FormDescription id={`${boxId}-meaning`}>
                  <FormattedMessage id={choice.meaningId} />
                </FormDescription>
              </div>
            </div>
          );
        })}
      </div>
      <FormMessage id={`${id}-error`}>{field.error}</FormMessage>
    </fieldset>
  );
}

/**
 * Create or edit a webhook endpoint in a dialog (mounted while open, so each opening starts afresh):
 * the URL, its events and the switch. The server's refusals (a private address, a host that does not
 * resolve) show under their field; closing with unsaved changes asks first.
 */
export function WebhookDialog({
  endpoint,
  onSaved,
  onCancel,
}: {
  endpoint?: EndpointRow;
  /** After a save; a new endpoint's signing secret comes with it. */
  onSaved: (secret?: string) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const create = useMutation(trpc.channels.webhooks.create.mutationOptions());
  const update = useMutation(trpc.channels.webhooks.update.mutationOptions());
  const form = useZodForm({
    schema: webhookEndpointInputSchema,
    initialValues: {
      url: endpoint?.url ?? '',
      events: (endpoint?.events ?? []).filter(isDomainEventType),
      enabled: endpoint?.enabled ?? true,
    } satisfies EndpointValues,
    requireChange: Boolean(endpoint),
    onSubmit: async (values) => {
      let secret: string | undefined;
      try {
        if (endpoint) await update.mutateAsync({ uuid: endpoint.uuid, ...values });
        else secret = (await create.mutateAsync(values)).response.secret;
      } catch (error) {
        if (!form.setServerErrors(error)) void report.failed(error, 'msg.titleError');
        return;
      }
      await queryClient.invalidateQueries({ queryKey: trpc.channels.webhooks.list.queryKey() });
      form.allowNavigation(() => onSaved(secret));
    },
  });
  const typed = form as unknown as ZodForm<EndpointValues>;
  const intl = useIntl();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : form.confirmLeave(onCancel))}>
      <DialogContent className="sm:max-w-2xl" closeLabel={intl.formatMessage({ id: 'msg.cancel' })}>
        <Form form={form}>
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage
                id={endpoint ? 'channels.webhooks.editTitle' : 'channels.webhooks.createTitle'}
              />
            </DialogTitle>
            <DialogDescription>
              <FormattedMessage id="channels.webhooks.formText" />
            </DialogDescription>
          </DialogHeader>
          <TextField
            form={typed}
            name="url"
            type="url"
            required
            autoFocus
            autoComplete="off"
            inputMode="url"
            maxLength={FIELD_LIMITS.linkMax}
            placeholder="https://"
            label={<FormattedMessage id="channels.webhooks.url" />}
            description={<FormattedMessage id="channels.webhooks.urlHint" />}
          />
          <EventsField form={typed} />
          <SwitchField
            form={typed}
            name="enabled"
            label={<FormattedMessage id="channels.webhooks.enabled" />}
            description={<FormattedMessage id="channels.webhooks.enabledHint" />}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={form.isSubmitting}
              onClick={() => form.confirmLeave(onCancel)}
            >
              <FormattedMessage id="msg.cancel" />
            </Button>
            <SubmitButton form={form}>
              <FormattedMessage id="common.save" />
            </SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
