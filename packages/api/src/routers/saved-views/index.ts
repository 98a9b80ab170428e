import { z } from 'zod';

import {
  hiddenColumnsSchema,
  SAVED_VIEW_LIMITS,
  savedViewListKeySchema,
  savedViewNameSchema,
  uuidSchema,
} from '@backoffice/shared';

import { deleteView } from '../../services/saved-views/delete-view';
import { renameView } from '../../services/saved-views/rename-view';
import { savedViewSelect } from '../../services/saved-views/rules';
import { saveView } from '../../services/saved-views/save-view';
import { setHiddenColumns } from '../../services/saved-views/set-hidden-columns';
import { router, staffProcedure } from '../../trpc';

const viewSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  created_at: z.string(),
});

const querySchema = z.string().max(SAVED_VIEW_LIMITS.queryMax, 'tooLong');

const toView = (row: { id: string; name: string; query: string; createdAt: Date }) => ({
  id: row.id,
  name: row.name,
  query: row.query,
  created_at: row.createdAt.toISOString(),
});

/**
 * Saved views of the lists: a user's named filters, search and sort per list, and the
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
        select: savedViewSelect,
      });
      return { data: rows.map(toView) };
    }),

  create: staffProcedure
    .input(z.object({ listKey: savedViewListKeySchema, name: savedViewNameSchema, query: querySchema }))
    .output(viewSchema)
    .mutation(async ({ ctx, input }) => toView(await saveView(ctx, ctx.caller.account.id, input))),

  rename: staffProcedure
    .input(z.object({ id: uuidSchema, name: savedViewNameSchema }))
    .output(viewSchema)
    .mutation(async ({ ctx, input }) => toView(await renameView(ctx, ctx.caller.account.id, input))),

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
    .mutation(async ({ ctx, input }) => ({
      hidden: await setHiddenColumns(ctx, ctx.caller.account.id, input),
    })),

  delete: staffProcedure
    .input(z.object({ id: uuidSchema }))
    .output(z.object({ id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await deleteView(ctx, ctx.caller.account.id, input.id);
      return { id: input.id };
    }),
});
