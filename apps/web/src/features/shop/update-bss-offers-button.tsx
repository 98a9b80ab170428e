import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

import { Button, toast } from '@backoffice/ui';

import { useSpecFeedback } from '../../components/feedback';
import { useTRPC } from '../../lib/trpc';

/**
 * 'Update BSS offers': refreshes plans, offer details and matched offers from the BSS and shows what
 * changed. A BSS that is down answers 502/503 with the spec's 'The offers could not be read from the BSS', shown
 * in the error dialog; the page stays as it was.
 */
export function UpdateBssOffersButton() {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const refresh = useMutation(trpc.shop.bss.updateBssOffers.mutationOptions());
  return (
    <Button
      variant="outline"
      disabled={refresh.isPending}
      onClick={() =>
        refresh.mutate(undefined, {
          onSuccess: ({ response }) => {
            toast.success(intl.formatMessage({ id: 'shop.bss.updated' }), {
              description: intl.formatMessage({ id: 'shop.bss.counts' }, response),
            });
            void queryClient.invalidateQueries({ queryKey: trpc.shop.pathKey() });
          },
          onError: (error) => void report.failedWithServerText(error, 'msg.titleError'),
        })
      }
    >
      <RefreshCwIcon aria-hidden="true" className={refresh.isPending ? 'animate-spin' : undefined} />
      <FormattedMessage id="shop.bss.update" />
    </Button>
  );
}
