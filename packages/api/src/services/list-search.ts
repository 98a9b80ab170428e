/**
 * A list's search box, the same on every paged list: the words of the text (split on white space, at
 * most MAX_SEARCH_WORDS), each of which must appear in one of the list's searched columns.
 */

/** More words narrow a search no further in practice, and each costs an OR over the columns. */
export const MAX_SEARCH_WORDS = 5;

/** The words of a search text. */
export function searchWordsOf(search: string | undefined): string[] {
  return (search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** A searched column: matched in any case, or as written (`exact`: digits such as an INN). */
export type SearchedColumn = string | { column: string; exact: true };

/**
 * Prisma `AND` conditions for a search: for every word, one of the columns contains it (in any case,
 * unless the column is exact). An empty search gives no condition.
 */
export function everyWordInOneOf<Where>(
  search: string | undefined,
  columns: readonly SearchedColumn[],
): Where[] {
  return searchWordsOf(search).map(
    (word) =>
      ({
        OR: columns.map((entry) =>
          typeof entry === 'string'
            ? { [entry]: { contains: word, mode: 'insensitive' } }
            : { [entry.column]: { contains: word } },
        ),
      }) as Where,
  );
}
