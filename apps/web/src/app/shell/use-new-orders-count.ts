import { NEW_ORDERS_POLL_MS } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';

import { useTRPC } from '../../lib/trpc';

/** Orders still in status New, refreshed every 60 s for the sidebar badge; undefined until known. */
export function useNewOrdersCount(): number | undefined {
  const trpc = useTRPC();
  const { data } = useQuery({
    ...trpc.orders.getNewOrdersLength.queryOptions(),
    refetchInterval: NEW_ORDERS_POLL_MS,
    select: (answer) => answer.data,
  });
  return data;
}
