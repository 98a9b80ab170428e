import { router } from '../../trpc';
import { getAuditLog } from './get-audit-log';

/** Reading the audit log (every write records into it through audit.ts). */
export const auditRouter = router({ getAuditLog });
