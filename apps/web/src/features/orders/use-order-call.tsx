import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';

import { formatDate, type OrderFieldChange } from '@backoffice/shared';
import { toast } from '@backoffice/ui';

import { serverReasonText, useFeedback } from '../../components/feedback';
import { type AppMessageId } from '../../i18n';
import { orderFieldChangesOf, staleOrderOf } from '../../lib/api-error';
import { ORDER_PRESENCE_KEY, STALE_RELOAD_ID } from './order-desk-panels';
import { useTRPC } from '../../lib/trpc';

export interface OrderCallReport {
  /** The success toast's text ('SIM cancelled', 'Order cancelled', ...). */
  successId: AppMessageId;
  /**
   * A fixed failure text ('The data could not be changed', 'The refund failed'), with the server's reason
   * under it; without it the failure shows the request-error text.
   */
  failureId?: AppMessageId;
  /** Read the order again after a failure too (a resend writes each product's outcome either way). */
  reloadOnFailure?: boolean;
  /**
   * Takes an edit's refusal for fields someone else changed meanwhile, instead of the error dialog:
   * the edit's dialog stays open with what changed.
   */
  onFieldChanges?: (changes: OrderFieldChange[]) => void;
}

/**
 * Runs a call on the order and reports it with the spec's texts: after a success every view of the
 * order (the page, its histories, the queue, the New-orders badge) is read again and a Success
 * toast shows; after a failure an 'Error' dialog shows and nothing is read again (spec 002 §4: the
 * page keeps the state it had). Answers whether the call went through.
 */
export function useOrderCall() {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const reload = () =>
    Promise.all(
      [
        trpc.orders.get.pathKey(),
        trpc.orders.getHistory.pathKey(),
        trpc.orders.getRefundHistory.pathKey(),
        // An order action may send emails (a template named after its event), shown in the timeline.
        trpc.channels.emails.ofOrder.pathKey(),
        trpc.orders.getList.pathKey(),
        trpc.orders.deskList.pathKey(),
        trpc.orders.otherOrders.pathKey(),
        trpc.orders.getNewOrdersLength.pathKey(),
        ORDER_PRESENCE_KEY,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  return async (
    call: () => Promise<unknown>,
    { successId, failureId, reloadOnFailure = false, onFieldChanges }: OrderCallReport,
  ): Promise<boolean> => {
    try {
      await call();
    } catch (error) {
      const fieldChanges = orderFieldChangesOf(error);
      if (fieldChanges && onFieldChanges) {
        onFieldChanges(fieldChanges);
        return false;
      }
      const stale = staleOrderOf(error);
      if (reloadOnFailure) void reload();
      // The page's presence beat learns of the change now, and its notice offers the reload.
      if (stale) void queryClient.invalidateQueries({ queryKey: ORDER_PRESENCE_KEY });
      // The failure may be an outside service's pause: the desk's notice shows it at once.
      void queryClient.invalidateQueries({ queryKey: trpc.orders.outsideServices.pathKey() });
      const title = intl.formatMessage({ id: 'msg.titleError' });
      if (stale) {
        // Someone changed the order since this page read it: say who and when.
        const time = formatDate(stale.changedAt, 'DD.MM.YYYY HH:mm:ss');
        void feedback.showError({
          title,
          text: stale.changedBy
            ? intl.formatMessage({ id: 'desk.stale' }, { who: stale.changedBy, time })
            : intl.formatMessage({ id: 'desk.stale.system' }, { time }),
          focusAfter: () => document.getElementById(STALE_RELOAD_ID),
        });
      } else if (failureId) {
        const message = error instanceof Error && error.message ? error.message : undefined;
        const reason = message && serverReasonText(intl, message);
        void feedback.showError({
          title,
          text: (
            <>
              {intl.formatMessage({ id: failureId })}
              {reason ? <span className="mt-1 block text-muted-foreground">{reason}</span> : null}
            </>
          ),
        });
      } else void feedback.showRequestError(error, { title });
      return false;
    }
    await reload();
    toast.success(intl.formatMessage({ id: 'msg.titleSuccess' }), {
      description: intl.formatMessage({ id: successId }),
    });
    return true;
  };
}
