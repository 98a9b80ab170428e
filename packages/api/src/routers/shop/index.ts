import { discountCodes } from '../../resources/shop/discount-codes';
import { offerCategories } from '../../resources/shop/offer-categories';
import { offerDetails } from '../../resources/shop/offer-details';
import { offers } from '../../resources/shop/offers';
import { options } from '../../resources/shop/options';
import { router } from '../../trpc';
import { bssRouter } from './bss';
import { changeDiscountCodeActive } from './discount-codes/change-active';
import { getDiscountOptionChoices } from './discount-codes/option-choices';
import { otherSettingsRouter } from './other-settings';

/** E-shop management (spec 002): the catalogue's procedures join here by area. */
export const shopRouter = router({
  bss: bssRouter,
  offers: router(offers),
  offerCategories: router(offerCategories),
  offerDetails: router(offerDetails),
  options: router(options),
  discountCodes: router({
    ...discountCodes,
    changeActive: changeDiscountCodeActive,
    optionChoices: getDiscountOptionChoices,
  }),
  otherSettings: otherSettingsRouter,
});
