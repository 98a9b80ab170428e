import { router } from '../../../trpc';
import { getActiveOffers } from './get-active-offers';
import { previewBssOffers, updateBssOffers } from './update-bss-offers';

/** The billing system (BSS) as the catalogue uses it. */
export const bssRouter = router({ getActiveOffers, previewBssOffers, updateBssOffers });
