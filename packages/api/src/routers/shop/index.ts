import { router } from '../../trpc';
import { bssRouter } from './bss';

/** E-shop management (spec 002): the catalogue's procedures join here by area. */
export const shopRouter = router({ bss: bssRouter });
