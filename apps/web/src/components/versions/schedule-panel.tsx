import {
  moneySchema,
  parseRomeDateTime,
  type ScheduleAction,
  type ScheduleRow,
  type VersionedEntityType,
} from '@backoffice/shared';
import {
  Badge,
  type BadgeVariant,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
} from '@backoffice/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClockIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';

import { type AppMessageId } from '../../i18n';
import { useTRPC } from '../../lib/trpc';
import { ConfirmDialog, useSpecFeedback, useSuccessToast } from '../feedback';
import { Form, SelectField, SubmitButton, TextField, useZodForm } from '../form';
import { formatMoment, romeWallTime } from './moment';

const STATUS_TONE: Record<ScheduleRow['status'], BadgeVariant> = {
  pending: 'info',
  done: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

export const scheduleActionLabelId = (action: ScheduleAction) => `schedules.action.${action}` as AppMessageId;

/** One scheduled change: what, when, by whom, its state, and Cancel while it waits. */
export function ScheduleItem({
  schedule,
  onCancel,
  showRecord = false,
}: {
  schedule: ScheduleRow;
  onCancel: () => void;
  showRecord?: boolean;
}) {
  const intl = useIntl();
  const when = formatMoment(intl, schedule.run_at);
  return (
    <li className="grid gap-0.5 border-b pb-2 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          {intl.formatMessage({ id: scheduleActionLabelId(schedule.action) })}
          {schedule.price ? ` · ${schedule.price} €` : ''}
        </span>
        <Badge variant={STATUS_TONE[schedule.status]}>
          <FormattedMessage id={`schedules.status.${schedule.status}` as AppMessageId} />
        </Badge>
      </div>
      {showRecord ? <span>{schedule.record_title}</span> : null}
      <span className="text-muted-foreground">
        {when}
        {schedule.created_by_email ? (
          <>
            {' · '}
            <FormattedMessage id="schedules.by" values={{ email: schedule.created_by_email }} />
          </>
        ) : null}
      </span>
      {schedule.error ? <span className="text-destructive">{schedule.error}</span> : null}
      {schedule.status === 'pending' ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-1 justify-self-start"
          aria-label={intl.formatMessage({ id: 'schedules.cancelLabel' }, { date: when })}
          onClick={onCancel}
        >
          <XIcon aria-hidden="true" />
          <FormattedMessage id="schedules.cancel" />
        </Button>
      ) : null}
    </li>
  );
}

/** Cancel a pending schedule, asked first; answers the dialog and the function that opens it. */
export function useCancelSchedule() {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const succeeded = useSuccessToast();
  const cancel = useMutation(trpc.content.cancelSchedule.mutationOptions());
  const [cancelling, setCancelling] = useState<string | null>(null);
  const dialog = (
    <ConfirmDialog
      open={cancelling !== null}
      onOpenChange={(open) => (open ? undefined : setCancelling(null))}
      destructive
      title={intl.formatMessage({ id: 'schedules.cancelTitle' })}
      description={intl.formatMessage({ id: 'schedules.cancelText' })}
      cancelLabel={intl.formatMessage({ id: 'schedules.keep' })}
      confirmLabel={intl.formatMessage({ id: 'schedules.cancel' })}
      onConfirm={async () => {
        if (cancelling === null) return;
        try {
          await cancel.mutateAsync({ uuid: cancelling });
          await queryClient.invalidateQueries({ queryKey: trpc.content.listSchedules.pathKey() });
          succeeded('schedules.cancelled');
        } catch (error) {
          void report.failed(error);
        }
        setCancelling(null);
      }}
    />
  );
  return { dialog, ask: setCancelling };
}

/**
 * A record's scheduled changes and the form to add one: publish or unpublish (records with a switch),
 * or a new price (offers), at a Rome date and time; the server's refusals show under their fields.
 */
export function SchedulePanel({
  entityType,
  entityId,
  publishes,
  priced,
}: {
  entityType: VersionedEntityType;
  entityId: string;
  /** The record has a publish switch. */
  publishes: boolean;
  /** A schedule may change its price. */
  priced: boolean;
}) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const succeeded = useSuccessToast();
  const record = { entity_type: entityType, entity_id: entityId };
  const schedules = useQuery(trpc.content.listSchedules.queryOptions(record));
  const create = useMutation(trpc.content.createSchedule.mutationOptions());
  const cancel = useCancelSchedule();
  const actions: ScheduleAction[] = [
    ...(publishes ? (['publish', 'unpublish'] as const) : []),
    ...(priced ? (['price'] as const) : []),
  ];
  const form = useZodForm({
    schema: z
      .object({
        action: z.enum(['publish', 'unpublish', 'price']),
        run_at: z.string().min(1, 'fieldRequired'),
        price: z.string(),
      })
      .superRefine((values, context) => {
        if (values.action === 'price' && !moneySchema.safeParse(values.price).success)
          context.addIssue({ code: 'custom', path: ['price'], message: 'invalidValue', input: values.price });
      }),
    initialValues: { action: actions[0] ?? 'publish', run_at: '', price: '' },
    guardUnsaved: false,
    onSubmit: async (values) => {
      try {
        await create.mutateAsync({
          ...record,
          action: values.action,
          run_at: romeWallTime(values.run_at),
          ...(values.action === 'price' ? { price: values.price } : {}),
        });
        await queryClient.invalidateQueries({ queryKey: trpc.content.listSchedules.pathKey() });
        succeeded('schedules.added', {
          date: formatMoment(intl, parseRomeDateTime(romeWallTime(values.run_at))),
        });
        form.reset({ ...values, run_at: '', price: '' });
      } catch (error) {
        if (!form.setServerErrors(error)) void report.failed(error);
      }
    },
  });
  const chosen: unknown = useWatch({ control: form.control, name: 'action' });
  if (actions.length === 0) return null;
  const title = intl.formatMessage({ id: 'schedules.title' });
  const rows = schedules.data?.data ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <CalendarClockIcon aria-hidden="true" className="size-4" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {schedules.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground">
            <FormattedMessage id="schedules.empty" />
          </p>
        ) : (
          <ol aria-label={title} className="grid gap-2">
            {rows.map((schedule) => (
              <ScheduleItem
                key={schedule.uuid}
                schedule={schedule}
                onCancel={() => cancel.ask(schedule.uuid)}
              />
            ))}
          </ol>
        )}
        <Form form={form} className="grid gap-3 border-t pt-3">
          <SelectField
            form={form}
            name="action"
            label={intl.formatMessage({ id: 'schedules.action' })}
            options={actions.map((action) => ({
              value: action,
              label: intl.formatMessage({ id: scheduleActionLabelId(action) }),
            }))}
          />
          <TextField
            form={form}
            name="run_at"
            type="datetime-local"
            required
            label={intl.formatMessage({ id: 'schedules.runAt' })}
            description={intl.formatMessage({ id: 'versions.romeTime' })}
          />
          {chosen === 'price' ? (
            <TextField
              form={form}
              name="price"
              inputMode="decimal"
              required
              label={intl.formatMessage({ id: 'schedules.price' })}
            />
          ) : null}
          <SubmitButton form={form} className="justify-self-start">
            <FormattedMessage id="schedules.add" />
          </SubmitButton>
        </Form>
      </CardContent>
      {cancel.dialog}
    </Card>
  );
}
