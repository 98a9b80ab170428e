import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PackageCheckIcon, TruckIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { type OrderBulkAction, type OrderExportInput, OrderStatus } from '@backoffice/shared';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@backoffice/ui';

import { serverReasonText, useConfirm, useFeedback } from '../../components/feedback';
import { useTRPC } from '../../lib/trpc';
import { orderStatusLabelId } from './order-badges';
import { type BulkMoveOutcome } from './order-types';
import { ExportMenu } from './queue-export';

/** A selected order: its uuid and the number the queue shows. */
export interface SelectedOrder {
  uuid: string;
  id: number;
}

const MOVES: ReadonlyArray<{
  action: OrderBulkAction;
  to: number;
  labelId: 'orders.action.toProgress' | 'orders.action.toDelivery';
  icon: typeof TruckIcon;
}> = [
  {
    action: 'to-progress',
    to: OrderStatus.InProcess,
    labelId: 'orders.action.toProgress',
    icon: PackageCheckIcon,
  },
  { action: 'to-delivery', to: OrderStatus.InDelivery, labelId: 'orders.action.toDelivery', icon: TruckIcon },
];

/**
 * The selection's bar: how many orders are selected and what can be done to all of them (a status
 * move, an export). A move is
 * confirmed first, then each order goes through the transition table on the server and the dialog
 * lists which moved and why the others did not.
 */
export function BulkBar({
  selected,
  onClear,
  exportList,
}: {
  selected: readonly SelectedOrder[];
  onClear: () => void;
  /** The queue's export request; the selection's export narrows it to the selected orders. */
  exportList: Omit<OrderExportInput, 'format' | 'order_uuids'>;
}) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [ask, confirmDialog] = useConfirm();
  const [outcomes, setOutcomes] = useState<BulkMoveOutcome[] | null>(null);
  const statusName = (status: number) => {
    const id = orderStatusLabelId(status);
    return id ? intl.formatMessage({ id }) : String(status);
  };
  const move = useMutation(
    trpc.orders.bulkMove.mutationOptions({
      onSuccess: (answer) => {
        setOutcomes(answer.outcomes);
        if (answer.outcomes.some((outcome) => outcome.moved)) onClear();
        void queryClient.invalidateQueries({ queryKey: trpc.orders.deskList.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.orders.getNewOrdersLength.pathKey() });
      },
      onError: (error) =>
        void feedback.showRequestError(error, { title: intl.formatMessage({ id: 'msg.titleError' }) }),
    }),
  );
  if (selected.length === 0 && outcomes === null) return null;

  const start = async (action: OrderBulkAction, to: number) => {
    const confirmed = await ask({
      title: intl.formatMessage(
        { id: 'desk.bulk.confirm' },
        { count: selected.length, status: statusName(to) },
      ),
      description: intl.formatMessage({ id: 'desk.bulk.confirmHelp' }),
    });
    if (confirmed) move.mutate({ order_uuids: selected.map((order) => order.uuid), action });
  };
  const moved = outcomes?.filter((outcome) => outcome.moved).length ?? 0;

  return (
    <>
      {selected.length > 0 ? (
        <div
          role="region"
          aria-label={intl.formatMessage({ id: 'desk.selected' }, { count: selected.length })}
          className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm"
        >
          <span className="font-medium">
            <FormattedMessage id="desk.selected" values={{ count: selected.length }} />
          </span>
          {MOVES.map(({ action, to, labelId, icon: Icon }) => (
            <Button
              key={action}
              type="button"
              size="sm"
              variant="outline"
              loading={move.isPending && move.variables?.action === action}
              disabled={move.isPending}
              onClick={() => void start(action, to)}
            >
              <Icon aria-hidden="true" />
              <FormattedMessage id={labelId} />
            </Button>
          ))}
          <ExportMenu
            labelId="desk.export.selection"
            request={() => ({ ...exportList, order_uuids: selected.map((order) => order.uuid) })}
          />
          <Button type="button" size="sm" variant="ghost" onClick={onClear}>
            <XIcon aria-hidden="true" />
            <FormattedMessage id="desk.bulk.clear" />
          </Button>
        </div>
      ) : null}
      <Dialog open={outcomes !== null} onOpenChange={(open) => !open && setOutcomes(null)}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            // The moved orders left the selection and its bar: the queue's first row takes the focus.
            const firstRow = document.querySelector<HTMLElement>(
              '[data-slot="data-table"] tbody [data-row-id] a[href]',
            );
            if (selected.length > 0 || !firstRow) return;
            event.preventDefault();
            firstRow.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id="desk.bulk.resultTitle" />
            </DialogTitle>
            <DialogDescription>
              <FormattedMessage
                id="desk.bulk.summary"
                values={{ moved, refused: (outcomes?.length ?? 0) - moved }}
              />
            </DialogDescription>
          </DialogHeader>
          <ul className="grid max-h-80 gap-1 overflow-auto text-sm">
            {(outcomes ?? []).map((outcome) => (
              <li key={outcome.order_uuid} className={outcome.moved ? undefined : 'text-destructive'}>
                {outcome.moved ? (
                  <FormattedMessage
                    id="desk.bulk.moved"
                    values={{ id: outcome.id, from: statusName(outcome.from), to: statusName(outcome.to) }}
                  />
                ) : (
                  <FormattedMessage
                    id="desk.bulk.refused"
                    values={{ id: outcome.id ?? '—', reason: serverReasonText(intl, outcome.reason) }}
                  />
                )}
              </li>
            ))}
          </ul>
          <DialogFooter>
            <Button type="button" onClick={() => setOutcomes(null)}>
              <FormattedMessage id="common.ok" />
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {confirmDialog}
    </>
  );
}
