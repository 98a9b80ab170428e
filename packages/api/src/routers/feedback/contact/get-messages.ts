import { type Prisma } from '@backoffice/db';

import { listOrder } from '../../../services/list-order';
import { everyWordInOneOf } from '../../../services/list-search';
import { adminProcedure } from '../../../trpc';
import {
  contactMessageRowSchema,
  feedbackListInput,
  feedbackListOutput,
  paging,
  readWhere,
  toContactMessageRow,
} from '../shapes';

const SORT_COLUMNS = {
  create_at: 'createdAt',
  topic: 'topic',
  name: 'name',
  mail: 'mail',
  phone: 'phone',
} as const;

export const getContactMessagesInput = feedbackListInput(['create_at', 'topic', 'name', 'mail', 'phone']);

/** Contact-us messages, newest first; every row without `page`, else one page. */
export const getMessages = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/feedback/contact/get-messages',
      tags: ['feedback'],
      summary: 'List contact-us messages (whole list, or paged with page/pageSize; read filter)',
    },
  })
  .input(getContactMessagesInput)
  .output(feedbackListOutput(contactMessageRowSchema))
  .query(async ({ ctx, input }) => {
    const where: Prisma.ContactMessageWhereInput = {
      ...readWhere(input.read),
      AND: everyWordInOneOf<Prisma.ContactMessageWhereInput>(input.search, [
        'topic',
        'name',
        'mail',
        'phone',
        'message',
      ]),
    };
    const orderBy = listOrder<Prisma.ContactMessageOrderByWithRelationInput>(SORT_COLUMNS, input, [
      { createdAt: input.direction ?? 'desc' },
    ]);
    const [rows, total, unread] = await Promise.all([
      ctx.prisma.contactMessage.findMany({ where, orderBy, ...paging(input) }),
      ctx.prisma.contactMessage.count({ where }),
      ctx.prisma.contactMessage.count({ where: { readAt: null } }),
    ]);
    return { data: rows.map(toContactMessageRow), total, unread };
  });
