import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@backoffice/ui';

import { useSpecFeedback } from '../../components/feedback';
import { useTRPC } from '../../lib/trpc';

/**
 * 'Update BSS offers': first reads what the refresh would change (new, changed and withdrawn plans,
 * refreshed offers) and shows it; offers that would be marked withdrawn are named and the update asks
 * for them explicitly. Then it refreshes plans, offer details and matched offers and says what changed.
 * A BSS that is down answers 502/503 with the spec's 'The offers could not be read from the BSS',
 * shown in the error dialog; the page stays as it was.
 */
export function UpdateBssOffersButton() {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const preview = useMutation(trpc.shop.bss.previewBssOffers.mutationOptions());
  const refresh = useMutation(trpc.shop.bss.updateBssOffers.mutationOptions());
  const shown = preview.data;
  const withdrawing = shown?.offers_to_withdraw ?? [];
  const { plans: _onSale, ...changes } = shown?.counts ?? { plans: 0 };
  const anything = Object.values(changes).some((count) => count > 0);
  const failed = (error: unknown) => void report.failedWithServerText(error, 'msg.titleError');
  const busy = preview.isPending || refresh.isPending;

  const apply = () =>
    refresh.mutate(undefined, {
      onSuccess: ({ response }) => {
        preview.reset();
        toast.success(intl.formatMessage({ id: 'shop.bss.updated' }), {
          description: intl.formatMessage({ id: 'shop.bss.counts' }, response),
        });
        void queryClient.invalidateQueries({ queryKey: trpc.shop.pathKey() });
      },
      onError: (error) => {
        preview.reset();
        failed(error);
      },
    });

  return (
    <>
      {/* aria-disabled, not disabled, while it works: the button keeps the focus, which the question
          gives back to it when it closes. */}
      <Button
        variant="outline"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) preview.mutate(undefined, { onError: failed });
        }}
      >
        <RefreshCwIcon aria-hidden="true" className={busy ? 'animate-spin' : undefined} />
        <FormattedMessage id="shop.bss.update" />
      </Button>
      <Dialog open={shown !== undefined} onOpenChange={(open) => !open && preview.reset()}>
        <DialogContent closeLabel={intl.formatMessage({ id: 'common.close' })}>
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id="shop.bss.previewTitle" />
            </DialogTitle>
            <DialogDescription>
              {anything && shown ? (
                <FormattedMessage id="shop.bss.counts" values={shown.counts} />
              ) : (
                <FormattedMessage id="shop.bss.upToDate" />
              )}
            </DialogDescription>
          </DialogHeader>
          {withdrawing.length > 0 ? (
            <div role="alert" className="grid gap-2 text-sm">
              <p className="font-medium text-destructive">
                <FormattedMessage id="shop.bss.withdrawWarning" values={{ count: withdrawing.length }} />
              </p>
              <ul className="grid max-h-48 list-disc gap-1 overflow-auto pl-5">
                {withdrawing.map((offer) => (
                  <li key={offer.uuid}>{offer.name}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => preview.reset()}>
              <FormattedMessage id={anything ? 'msg.cancel' : 'common.close'} />
            </Button>
            {anything ? (
              <Button
                type="button"
                variant={withdrawing.length > 0 ? 'destructive' : 'default'}
                loading={refresh.isPending}
                onClick={apply}
              >
                <FormattedMessage
                  id={withdrawing.length > 0 ? 'shop.bss.applyWithdrawing' : 'shop.bss.apply'}
                  values={{ count: withdrawing.length }}
                />
              </Button>
            ) : null}
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
