import { type Prisma } from '@backoffice/db';

import { listOrder } from '../../../services/list-order';
import { everyWordInOneOf } from '../../../services/list-search';
import { adminProcedure } from '../../../trpc';
import {
  feedbackListInput,
  feedbackListOutput,
  paging,
  partnerRequestRowSchema,
  readWhere,
  toPartnerRequestRow,
} from '../shapes';

const SORT_COLUMNS = {
  create_at: 'createdAt',
  business_name: 'businessName',
  contact_name: 'contactName',
  region: 'region',
  email: 'email',
} as const;

export const getPartnerRequestsInput = feedbackListInput([
  'create_at',
  'business_name',
  'contact_name',
  'region',
  'email',
]);

/** Become-a-partner requests, newest first; every row without `page`, else one page. */
export const getMessages = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/feedback/become-a-partner/get-messages',
      tags: ['feedback'],
      summary: 'List become-a-partner requests (whole list, or paged with page/pageSize; read filter)',
    },
  })
  .input(getPartnerRequestsInput)
  .output(feedbackListOutput(partnerRequestRowSchema))
  .query(async ({ ctx, input }) => {
    const where: Prisma.PartnerRequestWhereInput = {
      ...readWhere(input.read),
      AND: everyWordInOneOf<Prisma.PartnerRequestWhereInput>(input.search, [
        'businessName',
        'contactName',
        'region',
        'province',
        'email',
        'phoneNumber',
        'vatNumber',
      ]),
    };
    const orderBy = listOrder<Prisma.PartnerRequestOrderByWithRelationInput>(SORT_COLUMNS, input, [
      { createdAt: input.direction ?? 'desc' },
    ]);
    const [rows, total, unread] = await Promise.all([
      ctx.prisma.partnerRequest.findMany({ where, orderBy, ...paging(input) }),
      ctx.prisma.partnerRequest.count({ where }),
      ctx.prisma.partnerRequest.count({ where: { readAt: null } }),
    ]);
    return { data: rows.map(toPartnerRequestRow), total, unread };
  });
