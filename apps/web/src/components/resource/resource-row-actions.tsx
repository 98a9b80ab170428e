import { useMutation, type UseMutationOptions, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';

import { Button } from '@backoffice/ui';

import { useTRPC } from '../../lib/trpc';
import { RowLink } from '../data-table/row-link';
import { ConfirmDialog, useSpecFeedback, useSuccessToast } from '../feedback';
import { type ResourcePageDefinition, type ResourceRowAction } from './resource-definition';
import { useResourceProcedures } from './use-resource-api';

export type CallAction<TRow> = Extract<ResourceRowAction<TRow>, { kind: 'call' }>;

/** A row's action button: the link to its sub-screen, or the button that asks before its call. */
export function RowActionButton<TRow>({
  action,
  row,
  name,
  onCall,
}: {
  action: ResourceRowAction<TRow>;
  row: TRow;
  /** The row's title, in the button's accessible name. */
  name: string;
  onCall: (action: CallAction<TRow>) => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: action.labelId }, { name });
  const Icon = action.icon;
  if (action.kind === 'link')
    return (
      <RowLink
        href={action.href(row)}
        icon={action.icon}
        text={<FormattedMessage id={action.textId} />}
        label={label}
      />
    );
  if (action.shownFor && !action.shownFor(row)) return null;
  return (
    <Button variant="outline" size="sm" aria-label={label} onClick={() => onCall(action)}>
      <Icon aria-hidden="true" />
      <FormattedMessage id={action.textId} />
    </Button>
  );
}

/**
 * The question before a row's call, open while `row` is set (kept mounted so that closing gives the
 * focus back to the row's button): the call runs on confirm, the resource's lists refresh, and the
 * toast names the row; a refusal shows the server's reply.
 */
export function RowCallConfirm<TRow>({
  definition,
  action,
  row,
  onClose,
}: {
  definition: ResourcePageDefinition<TRow>;
  action: CallAction<TRow>;
  row: TRow | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const toastSuccess = useSuccessToast();
  const procedures = useResourceProcedures(definition);
  const procedure = action.procedure(trpc) as {
    mutationOptions: () => UseMutationOptions<unknown, unknown, Record<string, unknown>>;
  };
  const call = useMutation(procedure.mutationOptions());
  const name = row === null ? '' : definition.rowTitle(row);
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      destructive
      title={<FormattedMessage id={action.confirm.titleId} values={{ name }} />}
      description={<FormattedMessage id={action.confirm.textId} values={{ name }} />}
      confirmLabel={<FormattedMessage id={action.confirm.confirmId} />}
      cancelLabel={<FormattedMessage id="msg.cancel" />}
      onConfirm={async () => {
        if (row === null) return;
        try {
          await call.mutateAsync(action.input(row));
        } catch (error) {
          void report.failed(error, 'msg.titleError');
          return;
        }
        await queryClient.invalidateQueries({ queryKey: procedures.pathKey() });
        toastSuccess(action.doneId, { name });
      }}
    />
  );
}
