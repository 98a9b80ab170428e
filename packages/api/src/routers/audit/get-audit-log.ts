import { z } from 'zod';

import { integerSchema, timestampRow, uuidSchema } from '@backoffice/shared';

import { SERVICE_HISTORY_ENTITY_TYPES } from '../../audit';
import { dataResponse } from '../../contract';
import { allResources } from '../../resources/all';
import { resourceEntityType } from '../../resources/define-resource';
import { adminProcedure } from '../../trpc';

/** Records whose history the edit screens show: users, companies and every resource. */
export const AUDIT_ENTITY_TYPES = [
  ...SERVICE_HISTORY_ENTITY_TYPES,
  ...allResources.map(resourceEntityType),
] as [string, ...string[]];

export const getAuditLogInput = z.object({
  entity_type: z.enum(AUDIT_ENTITY_TYPES, { error: 'invalidValue' }),
  entity_id: uuidSchema,
  limit: integerSchema({ min: 1, max: 100 }).default(20),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actor_email: z.string().nullable(),
  changes: z
    .record(z.string(), z.unknown())
    .describe(
      'Each changed field as { from, to }, or what the action records of itself ({ rows } of an import)',
    ),
  create_at: timestampRow,
});

export const getAuditLogOutput = dataResponse(z.array(auditEntrySchema));

interface AuditRow {
  id: bigint | number | string;
  action: string;
  /** A JSON object; some drivers hand JSON columns over as text. */
  changes: Record<string, unknown> | string | null;
  created_at: Date | string;
  actor_email: string | null;
}

/**
 * Recent history of one user or company for the admin edit screens, newest first. One query: the
 * audit table has no relation to users (the actor may be deleted later), so the join is written out.
 */
export const getAuditLog = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/admin/get-audit-log',
      tags: ['admin'],
      summary: 'Recent changes of a user or company',
    },
  })
  .input(getAuditLogInput)
  .output(getAuditLogOutput)
  .query(async ({ ctx, input }) => {
    const rows = await ctx.prisma.$queryRaw<AuditRow[]>`
      SELECT a.id, a.action, a.changes, a.created_at, u.email AS actor_email
      FROM audit_logs a
      LEFT JOIN users u ON u.id = a.actor_user_id
      WHERE a.entity_type = ${input.entity_type} AND a.entity_id = ${input.entity_id.toLowerCase()}
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT ${input.limit}`;
    return {
      data: rows.map((row) => ({
        id: String(row.id),
        action: row.action,
        actor_email: row.actor_email,
        changes:
          typeof row.changes === 'string'
            ? (JSON.parse(row.changes) as Record<string, unknown>)
            : (row.changes ?? {}),
        create_at: new Date(row.created_at).toISOString(),
      })),
    };
  });
