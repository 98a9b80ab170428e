import {
  RETENTION_KINDS,
  RETENTION_MAX_MONTHS,
  type RetentionKind,
  type RetentionPeriods,
} from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod';

import { Form, SubmitRow, TextField, useChangeForm } from '../../components/form';
import { LoadError, PageHeader, PageLoading } from '../../components/page';
import { useDebounced } from '../../hooks/use-debounced';
import { trpcClient, useTRPC } from '../../lib/trpc';

/** Months as typed: empty keeps the kind; else a whole number the server checks. */
const monthsText = z.string().regex(/^\s*\d*\s*$/, 'invalidNumber');
const retentionFormSchema = z.object({
  contact_messages: monthsText,
  partner_requests: monthsText,
  email_log: monthsText,
  webhook_attempts: monthsText,
  closed_orders: monthsText,
});
type RetentionForm = z.infer<typeof retentionFormSchema>;

const periodsOf = (form: RetentionForm): RetentionPeriods =>
  Object.fromEntries(
    RETENTION_KINDS.map((kind) => [kind, form[kind].trim() === '' ? null : Number(form[kind])]),
  ) as RetentionPeriods;

const LABEL_IDS: Record<RetentionKind, `retention.kind.${RetentionKind}`> = {
  contact_messages: 'retention.kind.contact_messages',
  partner_requests: 'retention.kind.partner_requests',
  email_log: 'retention.kind.email_log',
  webhook_attempts: 'retention.kind.webhook_attempts',
  closed_orders: 'retention.kind.closed_orders',
};

/** The dry run of the periods typed: what they would remove now, asked once typing stops. */
function useDryRun(form: RetentionForm) {
  const periods = useDebounced(periodsOf(form), 400);
  const valid = RETENTION_KINDS.every((kind) => {
    const months = periods[kind];
    return months === null || (Number.isInteger(months) && months >= 1 && months <= RETENTION_MAX_MONTHS);
  });
  return useQuery({
    queryKey: ['retention-dry-run', periods],
    queryFn: async () => (await trpcClient.personalData.previewRetention.mutate(periods)).response,
    enabled: valid,
    staleTime: 10_000,
  });
}

function RetentionFormView({ periods }: { periods: RetentionPeriods }) {
  const trpc = useTRPC();
  const form = useChangeForm({
    schema: retentionFormSchema,
    initialValues: Object.fromEntries(
      RETENTION_KINDS.map((kind) => [kind, periods[kind] === null ? '' : String(periods[kind])]),
    ) as RetentionForm,
    save: (values) => trpcClient.personalData.changeRetention.mutate(periodsOf(values)),
    invalidate: [trpc.personalData.getRetention.queryKey()],
  });
  const typed = useWatch({ control: form.control }) as RetentionForm;
  const dryRun = useDryRun({ ...form.values, ...typed });
  return (
    <Form form={form} className="grid max-w-xl gap-4">
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="retention.intro" />
      </p>
      {RETENTION_KINDS.map((kind) => (
        <TextField
          key={kind}
          form={form}
          name={kind}
          inputMode="numeric"
          label={<FormattedMessage id={LABEL_IDS[kind]} />}
          description={
            dryRun.data ? (
              <FormattedMessage
                id={kind === 'closed_orders' ? 'retention.wouldAnonymise' : 'retention.wouldRemove'}
                values={{ count: dryRun.data[kind] }}
              />
            ) : (
              <FormattedMessage id="retention.keepHint" />
            )
          }
        />
      ))}
      <SubmitRow form={form}>
        <FormattedMessage id="common.save" />
      </SubmitRow>
    </Form>
  );
}

/**
 * /settings/retention: how long each kind of personal data is kept. The dry run says, under each
 * field, what the daily run would remove now with the period typed, before it is saved.
 */
export function RetentionPage() {
  const trpc = useTRPC();
  const current = useQuery(trpc.personalData.getRetention.queryOptions({}));
  return (
    <>
      <PageHeader />
      {current.isPending ? (
        <PageLoading />
      ) : current.isError ? (
        <LoadError error={current.error} />
      ) : (
        <RetentionFormView periods={current.data.response.periods} />
      )}
    </>
  );
}
