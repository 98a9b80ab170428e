import { rawQueryOf } from '@backoffice/db';
import { ORDER_PRESENCE_TTL_MS, OrderHistoryType } from '@backoffice/shared';

import { type Caller } from '../../auth/caller';
import { type Context } from '../../context';
import { notFound } from '../../errors';
import { lastOrderChange } from './locked-order';
import { escapeLike } from './list-sql';

/** The order desk's work around an order: comments, who has it open, the customer's other orders. */

type DeskContext = Pick<Context, 'prisma'> & { caller: Caller };

async function orderIdOf(ctx: Pick<Context, 'prisma'>, orderUuid: string) {
  const order = await ctx.prisma.order.findUnique({
    where: { uuid: orderUuid },
    select: { id: true, version: true, updatedAt: true, email: true, phone: true },
  });
  if (!order) throw notFound('Order');
  return order;
}

/**
 * A staff comment, kept with the order as a history row of type Comment (its text in `to`), so the
 * timeline and the REST history show it among the changes. A comment is not a change of the order:
 * its version stays, and nobody's open page goes stale.
 */
export async function addOrderComment(ctx: DeskContext, orderUuid: string, text: string) {
  const order = await orderIdOf(ctx, orderUuid);
  const row = await ctx.prisma.orderHistory.create({
    data: {
      orderId: order.id,
      type: OrderHistoryType.Comment,
      to: text,
      email: ctx.caller.account.email,
      actorUserId: ctx.caller.account.id,
    },
    select: { id: true, createdAt: true },
  });
  return { uuid: row.id, create_at: row.createdAt.toISOString() };
}

/**
 * The open order page's beat: records (or, leaving, removes) the signed-in viewer and answers the
 * other staff members who have the order open, with the order's version and its last change, so a
 * page made stale by someone else says so before its next action is refused.
 */
export async function reportOrderViewer(ctx: DeskContext, orderUuid: string, leaving: boolean) {
  const order = await orderIdOf(ctx, orderUuid);
  const key = { orderId: order.id, userId: ctx.caller.account.id };
  const now = new Date();
  if (leaving) {
    await ctx.prisma.orderViewer.deleteMany({ where: key });
  } else {
    await ctx.prisma.orderViewer.upsert({
      where: { orderId_userId: key },
      create: { ...key, seenAt: now },
      update: { seenAt: now },
    });
  }
  const [viewers, change] = await Promise.all([
    ctx.prisma.orderViewer.findMany({
      where: {
        orderId: order.id,
        userId: { not: ctx.caller.account.id },
        seenAt: { gt: new Date(now.getTime() - ORDER_PRESENCE_TTL_MS) },
      },
      select: { user: { select: { email: true, firstName: true, lastName: true } } },
      orderBy: { seenAt: 'desc' },
    }),
    lastOrderChange(ctx.prisma, order),
  ]);
  return {
    version: change.version,
    changed_by: change.changedBy,
    changed_at: change.changedAt,
    viewers: viewers.map(({ user }) => ({
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim() || user.email,
    })),
  };
}

/** Other orders of a customer shown beside an order. */
const CUSTOMER_ORDERS_SHOWN = 20;

/**
 * The customer's other orders: the same email (in any case) or the same phone, newest first, with
 * how many there are in all. The email is compared by ILIKE without wildcards, which its trigram
 * index serves.
 */
export async function customerOrders(ctx: Pick<Context, 'prisma'>, orderUuid: string) {
  const order = await orderIdOf(ctx, orderUuid);
  const params: unknown[] = [order.id];
  const matches: string[] = [];
  if (order.email) {
    params.push(escapeLike(order.email));
    matches.push(`email ILIKE $${params.length}::text`);
  }
  if (order.phone) {
    params.push(order.phone);
    matches.push(`phone = $${params.length}::text`);
  }
  if (matches.length === 0) return { total: 0, data: [] };
  const run = rawQueryOf(ctx.prisma);
  const where = `id <> $1::int AND (${matches.join(' OR ')})`;
  const [rows, counted] = await Promise.all([
    run<{
      id: number;
      uuid: string;
      status: number;
      payment_status: number;
      amount: string;
      create_at: string;
    }>(
      `SELECT id, uuid::text AS uuid, status::int AS status, payment_status::int AS payment_status,
         amount::text AS amount,
         to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS create_at
       FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${CUSTOMER_ORDERS_SHOWN}`,
      params,
    ),
    run<{ total: number }>(`SELECT count(*)::int AS total FROM orders WHERE ${where}`, params),
  ]);
  return { total: counted[0]?.total ?? 0, data: rows };
}
