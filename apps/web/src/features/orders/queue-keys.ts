import { useEffect, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';

import { type OrderDeskRow } from './order-types';
import { orderViewPath } from './paths';
import { type SelectedOrder } from './queue-bulk';

/**
 * The queue's selection is of orders (a row is one SIM): ticking one SIM row ticks its order's other
 * rows too, and the selection survives paging and refreshes.
 */
export function useOrderSelection(rows: readonly OrderDeskRow[] | undefined) {
  const [orders, setOrders] = useState<ReadonlyMap<string, SelectedOrder>>(new Map());
  const pageRows = useMemo(() => rows ?? [], [rows]);
  const rowIds = useMemo(
    () => new Set(pageRows.filter((row) => orders.has(row.uuid)).map((row) => row.product_uuid)),
    [pageRows, orders],
  );
  const change = (next: ReadonlySet<string>) => {
    const updated = new Map(orders);
    for (const row of pageRows) {
      const now = next.has(row.product_uuid);
      if (now === rowIds.has(row.product_uuid)) continue;
      if (now) updated.set(row.uuid, { uuid: row.uuid, id: row.id });
      else updated.delete(row.uuid);
    }
    setOrders(updated);
  };
  return {
    rowIds,
    change,
    orders: [...orders.values()],
    clear: () => setOrders(new Map()),
  };
}

/** Where a key press belongs to what has the focus, not to the list. */
const TYPING =
  'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="alertdialog"], [role="menu"]';

/**
 * j and k move a marker through the queue's rows, Enter opens the marked row's order; keys typed in a
 * field, a dialog or a menu are theirs. Answers the marked row's id.
 */
export function useQueueKeys(rows: readonly OrderDeskRow[] | undefined): string | undefined {
  const [index, setIndex] = useState<number | null>(null);
  const count = rows?.length ?? 0;
  const marked = index === null || count === 0 ? undefined : rows![Math.min(index, count - 1)];
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || count === 0) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      if (event.key === 'j' || event.key === 'k') {
        event.preventDefault();
        const step = event.key === 'j' ? 1 : -1;
        setIndex((current) =>
          current === null ? 0 : Math.max(0, Math.min(count - 1, Math.min(current, count - 1) + step)),
        );
      } else if (
        event.key === 'Enter' &&
        marked &&
        !(event.target instanceof HTMLButtonElement || event.target instanceof HTMLAnchorElement)
      ) {
        event.preventDefault();
        navigate(orderViewPath(marked.uuid));
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, marked]);
  return marked?.product_uuid;
}
