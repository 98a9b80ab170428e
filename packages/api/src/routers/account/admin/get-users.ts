import { type Prisma } from '@backoffice/db';
import {
  listQuerySchema,
  numericEnumSchema,
  systemRoleSchema,
  USER_STATUSES,
  UserStatus,
} from '@backoffice/shared';

import { pagedResponse } from '../../../contract';
import { listOrder } from '../../../services/list-order';
import { everyWordInOneOf } from '../../../services/list-search';
import { adminProcedure } from '../../../trpc';
import { adminUserSchema, adminUserSelect, toAdminUser } from './admin-user';

const SORT_FIELDS = ['first_name', 'last_name', 'system_role', 'status', 'email'] as const;
type SortField = (typeof SORT_FIELDS)[number];

const listQuery = listQuerySchema(SORT_FIELDS);

/** The shared list query (page/pageSize or limit/offset, sort, direction, search) plus the two filters. */
export const getUsersInput = listQuery.in
  .extend({
    role: systemRoleSchema.optional(),
    status: numericEnumSchema(USER_STATUSES).optional(),
  })
  .transform(({ role, status, ...query }) => ({ ...listQuery.out.parse(query), role, status }));

export const getUsersOutput = pagedResponse(adminUserSchema);

const SORT_COLUMNS: Record<SortField, keyof Prisma.UserOrderByWithRelationInput> = {
  first_name: 'firstName',
  last_name: 'lastName',
  system_role: 'systemRole',
  status: 'status',
  email: 'email',
};

/** Every word of the search must appear in the first name, the last name or the email. */
export const userSearchWhere = (search: string) =>
  everyWordInOneOf<Prisma.UserWhereInput>(search, ['firstName', 'lastName', 'email']);

/** Server-side paged users table; deleted users appear only when the status filter asks for them. */
export const getUsers = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/admin/get-users',
      tags: ['admin'],
      summary: 'List users (paged, searchable, sortable)',
    },
  })
  .input(getUsersInput)
  .output(getUsersOutput)
  .query(async ({ ctx, input }) => {
    const where: Prisma.UserWhereInput = {
      status: input.status ?? { not: UserStatus.Deleted },
      ownKey: { is: null },
      ...(input.role !== undefined ? { systemRole: input.role } : {}),
      AND: userSearchWhere(input.search),
    };
    const orderBy = listOrder<Prisma.UserOrderByWithRelationInput>(SORT_COLUMNS, input, [
      { lastName: input.direction },
      { firstName: input.direction },
    ]);
    const [rows, total] = await Promise.all([
      ctx.prisma.user.findMany({
        where,
        orderBy,
        skip: input.offset,
        take: input.limit,
        select: adminUserSelect,
      }),
      ctx.prisma.user.count({ where }),
    ]);
    return { data: rows.map(toAdminUser), total };
  });
