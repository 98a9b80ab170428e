import { type SortDirection } from '@backoffice/shared';

/**
 * The order of a paged list, the same on every one: the column the caller sorts by, else the list's own
 * order, then always the id, so that pages neither overlap nor skip a row.
 */
export function listOrder<TOrder extends { id?: unknown }>(
  sortColumns: Readonly<Record<string, keyof TOrder & string>>,
  query: { sort?: string; direction?: SortDirection },
  unsorted: readonly TOrder[],
  /** The direction of a chosen column when the caller names none. */
  defaultDirection: SortDirection = 'asc',
): TOrder[] {
  const column = query.sort === undefined ? undefined : sortColumns[query.sort];
  // A computed key cannot be typed as one of the model's order fields: `sortColumns` is.
  const chosen = column ? [{ [column]: query.direction ?? defaultDirection } as TOrder] : unsorted;
  return [...chosen, { id: 'asc' } as TOrder];
}
