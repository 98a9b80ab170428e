import { z } from 'zod';

import { router, staffProcedure } from '../../trpc';
import { SEARCH_PROVIDERS } from '../../services/search/providers';

export { type SearchHit, type SearchProvider, SEARCH_PROVIDERS } from '../../services/search/providers';

const searchHitSchema = z.object({
  kind: z.string(),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  href: z.string(),
});

/**
 * The command palette's one search call (tRPC only, no REST path: it is the back office's own
 * extension). Each provider the caller's role may use answers up to `limit` hits.
 */
export const searchRouter = router({
  global: staffProcedure
    .input(
      z.object({ q: z.string().trim().min(2).max(64), limit: z.number().int().min(1).max(10).default(5) }),
    )
    .output(z.object({ data: z.array(searchHitSchema) }))
    .query(async ({ ctx, input }) => {
      const providers = SEARCH_PROVIDERS.filter((provider) => provider.allowed(ctx.caller));
      const groups = await Promise.all(
        providers.map((provider) => provider.search(ctx.prisma, input.q, input.limit)),
      );
      return { data: groups.flat() };
    }),
});
