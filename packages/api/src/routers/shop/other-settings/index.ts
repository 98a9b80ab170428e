import { z } from 'zod';

import { type ShopSettings } from '@backoffice/db';
import {
  publishFlagSchema,
  shopSettingsInputSchema,
  shopSettingsRowSchema,
  type ShopSettingsRow,
} from '@backoffice/shared';

import { dataResponse, responseOf, updated, updatedResponse } from '../../../contract';
import { sanitizeRichText } from '../../../rich-text';
import { editShopSettings, readShopSettings } from '../../../services/shop/shop-settings';
import { router, staffProcedure } from '../../../trpc';

/*
 * Other settings (spec 002, 2.6): one row of shop-wide settings (id 1), read and changed by every
 * active staff role. Prices are Decimals, answered as decimal text with two places.
 */

const money = (value: { toFixed(places: number): string }) => value.toFixed(2);

function toRow(settings: ShopSettings): ShopSettingsRow {
  return {
    uuid: settings.uuid,
    eshopPrice: money(settings.eshopPrice),
    esimPrice: money(settings.esimPrice),
    esimReplacementPrice: money(settings.esimReplacementPrice),
    esimMnpPrice: money(settings.esimMnpPrice),
    SIMPrice: money(settings.simPrice),
    publish: settings.publish ? 1 : 0,
    overview: settings.overview,
    note: settings.note,
    title: settings.title,
    description: settings.description,
    keywords: settings.keywords,
    url: settings.url,
    promoIsActive: settings.promoIsActive ? 1 : 0,
  };
}

export const getOtherSettings = staffProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/shop/other-settings/get',
      tags: ['other-settings'],
      summary: 'Read the shop-wide settings',
    },
  })
  .input(z.void())
  .output(dataResponse(shopSettingsRowSchema))
  .query(async ({ ctx }) => ({ data: toRow(await readShopSettings(ctx.prisma)) }));

export const editOtherSettings = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/shop/other-settings/edit',
      tags: ['other-settings'],
      summary: 'Change the shop-wide settings (the promo flag is read-only here)',
    },
  })
  // uuid and promoIsActive travel with the form; the row is the one row, the promo flag read-only.
  .input(
    shopSettingsInputSchema.extend({
      uuid: z.string().optional(),
      promoIsActive: publishFlagSchema.optional().describe('Read-only here: ignored'),
    }),
  )
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    const data = {
      eshopPrice: input.eshopPrice,
      esimPrice: input.esimPrice,
      esimReplacementPrice: input.esimReplacementPrice,
      esimMnpPrice: input.esimMnpPrice,
      simPrice: input.SIMPrice,
      publish: input.publish === 1,
      overview: sanitizeRichText(input.overview),
      note: sanitizeRichText(input.note),
      title: input.title,
      description: input.description,
      keywords: input.keywords,
      url: input.url,
    };
    await editShopSettings(ctx, data);
    return updated;
  });

export const getPromoData = staffProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/web-api/get-promo-data',
      tags: ['other-settings'],
      summary: 'The promo flag, as JSON text with IsActive',
    },
  })
  .input(z.void())
  .output(responseOf(z.string().describe('JSON text: {"IsActive": boolean}')))
  .query(async ({ ctx }) => {
    const settings = await readShopSettings(ctx.prisma);
    return { response: JSON.stringify({ IsActive: settings.promoIsActive }) };
  });

export const otherSettingsRouter = router({
  get: getOtherSettings,
  edit: editOtherSettings,
  promoData: getPromoData,
});
