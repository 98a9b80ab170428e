import { resourcesByRouter } from '../../resources/all';
import { router } from '../../trpc';
import { getGeocodeAddress } from './get-geocode-address';
import { getImportProgress } from './get-import-progress';
import { getImportRejected } from './get-import-rejected';
import { getMapSettings } from './get-map-settings';

/** Store import and geocoding calls, and the stores resource (list, read, create, change, switch, delete). */
export const storesRouter = router({
  getGeocodeAddress,
  getImportProgress,
  getImportRejected,
  getMapSettings,
  ...resourcesByRouter.stores,
});
