import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellDotIcon } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';

import { ORDER_DESK_POLL_MS, type OrderListQueryInput, type OrderWindowBound } from '@backoffice/shared';
import { Button } from '@backoffice/ui';

import { useTRPC } from '../../lib/trpc';
import { type OrderDeskRow } from './order-types';

interface DeskPage {
  data: OrderDeskRow[];
  newest_id: number;
}

const NOTHING_CHANGED = { changed: [], new_orders: 0 };

/**
 * Keeps the queue live: every ORDER_DESK_POLL_MS it asks what changed since the page was read. Rows
 * already shown take their new status, payment and tracking in place; new orders are only counted,
 * for the bar that offers them, so nothing moves under the agent's cursor.
 */
export function useLiveQueue(
  list: OrderListQueryInput,
  openBounds: readonly OrderWindowBound[],
  page: DeskPage | undefined,
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Compared by its text: the input object is built anew on every render.
  const listKey = JSON.stringify(trpc.orders.deskList.queryKey({ list, open_bounds: [...openBounds] }));
  const shown = [...new Map((page?.data ?? []).map((row) => [row.uuid, row.version])).entries()].map(
    ([uuid, version]) => ({ uuid, version }),
  );
  const changes = useQuery({
    ...trpc.orders.deskChanges.queryOptions({
      list,
      open_bounds: [...openBounds],
      after_id: page?.newest_id ?? 0,
      shown,
    }),
    enabled: page !== undefined,
    // A page just read has nothing changed yet: the first question waits one interval, so opening
    // the queue costs one call, not two.
    initialData: NOTHING_CHANGED,
    staleTime: ORDER_DESK_POLL_MS,
    refetchInterval: ORDER_DESK_POLL_MS,
  });
  const changed = changes.data?.changed;
  useEffect(() => {
    if (!changed || changed.length === 0) return;
    const byUuid = new Map(changed.map((row) => [row.uuid, row]));
    queryClient.setQueryData<DeskPage>(JSON.parse(listKey) as unknown[], (old) =>
      old ? { ...old, data: old.data.map((row) => ({ ...row, ...byUuid.get(row.uuid) })) } : old,
    );
  }, [changed, queryClient, listKey]);
  return { newOrders: changes.data?.new_orders ?? 0 };
}

/** "3 new orders — Show": a quiet bar; the queue takes them in only when asked. */
export function NewOrdersBar({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div role="status" aria-live="polite" className="min-h-0">
      {count > 0 ? (
        <div className="flex items-center justify-between gap-3 rounded-md border border-sky-300 bg-sky-50 px-3 py-1.5 text-sm text-sky-950">
          <span className="inline-flex items-center gap-2">
            <BellDotIcon aria-hidden="true" className="size-4" />
            <FormattedMessage id="desk.newOrders" values={{ count }} />
          </span>
          <Button type="button" size="sm" variant="outline" onClick={onShow}>
            <FormattedMessage id="desk.showNew" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
