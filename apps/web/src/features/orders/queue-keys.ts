import { useEffect, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';

import { type OrderDeskRow } from './order-types';
import { orderViewPath } from './paths';
import { type SelectedOrder } from './queue-bulk';
import { keepMarkedOrder, keptMarkedOrder } from './queue-state';

/** The queue's selected orders (a row is one order), kept across paging and refreshes. */
export function useOrderSelection(rows: readonly OrderDeskRow[] | undefined) {
  const [orders, setOrders] = useState<ReadonlyMap<string, SelectedOrder>>(new Map());
  const pageRows = useMemo(() => rows ?? [], [rows]);
  const rowIds = useMemo(
    () => new Set(pageRows.filter((row) => orders.has(row.uuid)).map((row) => row.uuid)),
    [pageRows, orders],
  );
  const change = (next: ReadonlySet<string>) => {
    const updated = new Map(orders);
    for (const row of pageRows) {
      if (next.has(row.uuid)) updated.set(row.uuid, { uuid: row.uuid, id: row.id });
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
 * field, a dialog or a menu are theirs. The marker is kept by order: coming back to the queue, it is
 * on the order last marked or opened. Answers the marked row's id.
 */
export function useQueueKeys(rows: readonly OrderDeskRow[] | undefined): string | undefined {
  const [markedUuid, setMarkedUuid] = useState(keptMarkedOrder);
  const count = rows?.length ?? 0;
  const index = rows?.findIndex((row) => row.uuid === markedUuid) ?? -1;
  const marked = index >= 0 ? rows?.[index] : undefined;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || count === 0) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      if (event.key === 'j' || event.key === 'k') {
        event.preventDefault();
        const step = event.key === 'j' ? 1 : -1;
        const next = index < 0 ? 0 : Math.max(0, Math.min(count - 1, index + step));
        const nextRow = rows?.[next];
        if (!nextRow) return;
        const uuid = nextRow.uuid;
        keepMarkedOrder(uuid);
        setMarkedUuid(uuid);
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
  }, [count, index, marked, rows]);
  return marked?.uuid;
}
