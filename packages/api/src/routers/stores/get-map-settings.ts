import { z } from 'zod';

import { adminProcedure } from '../../trpc';

/**
 * The store map's settings, read by the form at run time: the tile URL comes from the server's
 * MAP_TILE_URL (default OpenStreetMap's), so one build serves any tile server. tRPC only.
 */
export const getMapSettings = adminProcedure
  .input(z.void())
  .output(z.object({ tileUrl: z.string() }))
  .query(({ ctx }) => ({ tileUrl: ctx.config.mapTileUrl }));
