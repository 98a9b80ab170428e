import { resourcesByRouter } from '../../resources/all';
import { router } from '../../trpc';
import { bssRouter } from './bss';
import { changeDiscountCodeActive } from './discount-codes/change-active';
import { getDiscountOptionChoices } from './discount-codes/option-choices';
import { otherSettingsRouter } from './other-settings';

/** E-shop management (spec 002): the catalogue's procedures join here by area. */
export const shopRouter = router({
  ...resourcesByRouter.shop,
  bss: bssRouter,
  discountCodes: router({
    ...resourcesByRouter.shop.discountCodes,
    changeActive: changeDiscountCodeActive,
    optionChoices: getDiscountOptionChoices,
  }),
  otherSettings: otherSettingsRouter,
});
