import { TRPCError } from '@trpc/server';
import { z } from 'zod';

import { dataResponse } from '../../contract';
import { GEOCODE_ERROR_MESSAGE, geocoderFor } from '../../geocoding';
import { adminProcedure } from '../../trpc';

export const getGeocodeAddressOutput = dataResponse(
  z.object({ latitude: z.number(), longitude: z.number(), label: z.string() }),
);

/** 'Get coordinates' of the store form: the address's comune (gazetteer) or Nominatim's first hit. */
export const getGeocodeAddress = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/admin/get-geocode-address',
      tags: ['stores'],
      summary: 'Coordinates of an address',
    },
    errors: ['NOT_FOUND', 'BAD_GATEWAY'],
  })
  .input(z.object({ address: z.string().trim().min(1, { error: 'required' }).max(500) }))
  .output(getGeocodeAddressOutput)
  .query(async ({ ctx, input }) => {
    let found;
    try {
      found = await geocoderFor(ctx.prisma, ctx.config.geocoder).geocode(input.address);
    } catch {
      // The HTTP geocoder is down or refused: the user can still try again or set the map by hand.
      throw new TRPCError({ code: 'BAD_GATEWAY', message: GEOCODE_ERROR_MESSAGE });
    }
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: GEOCODE_ERROR_MESSAGE });
    return { data: found };
  });
