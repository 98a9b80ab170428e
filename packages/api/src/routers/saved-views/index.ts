import { z } from 'zod';

import { type PrismaClient } from '@backoffice/db';
import {
  hiddenColumnsSchema,
  SAVED_VIEW_LIMITS,
  savedViewListKeySchema,
  savedViewNameSchema,
  uuidSchema,
} from '@backoffice/shared';

import { conflict, notFound } from '../../errors';
import { router, staffProcedure } from '../../trpc';

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

const viewSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  created_at: z.string(),
});

const querySchema = z.string().max(SAVED_VIEW_LIMITS.queryMax, 'tooLong');

/** The list's query string as a view keeps it: no leading '?', and no page (a view starts on page 1). */
export function viewQuery(raw: string): string {
  const params = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  params.delete('page');
  return params.toString();
}

const toView = (row: { id: string; name: string; query: string; createdAt: Date }) => ({
  id: row.id,
  name: row.name,
  query: row.query,
  created_at: row.createdAt.toISOString(),
});

const select = { id: true, name: true, query: true, createdAt: true } as const;

/**
 * Names are unique per user and list. Checked before the write for the message; the unique index
 * stays the guard against a concurrent request (mapped to 409 as well).
 */
async function assertNameFree(tx: Tx, userId: string, listKey: string, name: string, exceptId?: string) {
  const taken = await tx.savedView.findUnique({
    where: { userId_listKey_name: { userId, listKey, name } },
    select: { id: true },
  });
  if (taken && taken.id !== exceptId) throw conflict(`A view named "${name}" already exists on this list`);
}

/** One of the caller's own views; anybody else's is "not found", so ids of other users' views leak nothing. */
async function ownView(tx: Tx, userId: string, id: string) {
  const view = await tx.savedView.findFirst({ where: { id, userId }, select: { id: true, listKey: true } });
  if (!view) throw notFound('Saved view');
  return view;
}

/**
 * Saved views of the lists (issue 7 §5): a user's named filters, search and sort per list, and the
 * columns the user hid on a list, kept on the server so they follow the user to any browser and
 * session. tRPC only: no other channel has lists to save.
 */
export const savedViewsRouter = router({
  list: staffProcedure
    .input(z.object({ listKey: savedViewListKeySchema }))
    .output(z.object({ data: z.array(viewSchema) }))
    .query(async ({ ctx, input }) => {
      const rows = await ctx.prisma.savedView.findMany({
        where: { userId: ctx.caller.account.id, listKey: input.listKey },
        orderBy: { name: 'asc' },
        select,
      });
      return { data: rows.map(toView) };
    }),

  create: staffProcedure
    .input(z.object({ listKey: savedViewListKeySchema, name: savedViewNameSchema, query: querySchema }))
    .output(viewSchema)
    .mutation(async ({ ctx, input }) => {
      const userId = ctx.caller.account.id;
      const row = await ctx.prisma.$transaction(async (tx) => {
        // The user's row is locked so that two saves at once cannot both pass the per-list cap.
        await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
        const count = await tx.savedView.count({ where: { userId, listKey: input.listKey } });
        if (count >= SAVED_VIEW_LIMITS.perList) {
          throw conflict(
            `A list keeps at most ${SAVED_VIEW_LIMITS.perList} saved views; delete one before saving another`,
          );
        }
        await assertNameFree(tx, userId, input.listKey, input.name);
        return tx.savedView.create({
          data: { userId, listKey: input.listKey, name: input.name, query: viewQuery(input.query) },
          select,
        });
      });
      return toView(row);
    }),

  rename: staffProcedure
    .input(z.object({ id: uuidSchema, name: savedViewNameSchema }))
    .output(viewSchema)
    .mutation(async ({ ctx, input }) => {
      const userId = ctx.caller.account.id;
      const row = await ctx.prisma.$transaction(async (tx) => {
        const view = await ownView(tx, userId, input.id);
        await assertNameFree(tx, userId, view.listKey, input.name, view.id);
        return tx.savedView.update({ where: { id: view.id }, data: { name: input.name }, select });
      });
      return toView(row);
    }),

  /** The columns the user hid on a list (null: never chosen, the list's default applies). */
  columns: staffProcedure
    .input(z.object({ listKey: savedViewListKeySchema }))
    .output(z.object({ hidden: z.array(z.string()).nullable() }))
    .query(async ({ ctx, input }) => {
      const row = await ctx.prisma.listColumnChoice.findUnique({
        where: { userId_listKey: { userId: ctx.caller.account.id, listKey: input.listKey } },
        select: { hidden: true },
      });
      return { hidden: row?.hidden ?? null };
    }),

  /** Keeps the columns the user hid on a list, for every later session. */
  setColumns: staffProcedure
    .input(z.object({ listKey: savedViewListKeySchema, hidden: hiddenColumnsSchema }))
    .output(z.object({ hidden: z.array(z.string()) }))
    .mutation(async ({ ctx, input }) => {
      const userId = ctx.caller.account.id;
      const hidden = [...new Set(input.hidden)];
      await ctx.prisma.listColumnChoice.upsert({
        where: { userId_listKey: { userId, listKey: input.listKey } },
        create: { userId, listKey: input.listKey, hidden },
        update: { hidden },
      });
      return { hidden };
    }),

  delete: staffProcedure
    .input(z.object({ id: uuidSchema }))
    .output(z.object({ id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const { count } = await ctx.prisma.savedView.deleteMany({
        where: { id: input.id, userId: ctx.caller.account.id },
      });
      if (count === 0) throw notFound('Saved view');
      return { id: input.id };
    }),
});
