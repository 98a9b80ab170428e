import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants';
import { FIELD_LIMITS } from './limits';
import { integerSchema, requiredOr, textSchema } from './primitives';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface ListQuery<F extends string> {
  offset: number;
  limit: number;
  sort: F | undefined;
  direction: SortDirection;
  search: string;
}

/**
 * Paging, sorting and search of a list call. Paging is either page (from 1) with pageSize, or
 * limit/offset as the admin companies call sends them ('100', '0'); limit/offset win when both are
 * given. The result is normalised to offset/limit.
 */
export function listQuerySchema<const F extends string>(sortFields: readonly [F, ...F[]]) {
  return z
    .object({
      page: integerSchema({ min: 1 }).optional(),
      pageSize: integerSchema({ min: 1, max: MAX_PAGE_SIZE }).default(PAGE_SIZE),
      limit: integerSchema({ min: 1, max: MAX_PAGE_SIZE }).optional(),
      offset: integerSchema({ min: 0 }).optional(),
      sort: z.enum(sortFields, { error: requiredOr('invalidValue') }).optional(),
      direction: z.enum(SORT_DIRECTIONS, { error: requiredOr('invalidValue') }).default('asc'),
      search: textSchema().trim().max(FIELD_LIMITS.searchMax, 'tooLong').default(''),
    })
    .transform((query): ListQuery<F> => {
      const usesLimitOffset = query.limit !== undefined || query.offset !== undefined;
      const limit = usesLimitOffset ? (query.limit ?? query.pageSize) : query.pageSize;
      const offset = usesLimitOffset ? (query.offset ?? 0) : ((query.page ?? 1) - 1) * query.pageSize;
      return { offset, limit, sort: query.sort, direction: query.direction, search: query.search };
    });
}
