import { router } from '../../trpc';
import { getToken } from './get-token';

/** Helpers of third-party widgets the screens embed (`/api/web-api/integration/...`). */
export const integrationRouter = router({ ckeditor: router({ getToken }) });
