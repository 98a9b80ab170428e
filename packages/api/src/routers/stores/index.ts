import { router } from '../../trpc';
import { getGeocodeAddress } from './get-geocode-address';
import { getImportProgress } from './get-import-progress';
import { getImportRejected } from './get-import-rejected';

/** Store import and geocoding calls; the stores list and form come with the resource layer. */
export const storesImportRouter = router({ getGeocodeAddress, getImportProgress, getImportRejected });
