import { type Prisma, type PrismaClient } from '@backoffice/db';

import { type Actor, impersonatorOf } from './auth/caller';
import { type Context } from './context';

type AuditClient = Pick<PrismaClient, 'auditLog'> | Prisma.TransactionClient;

/**
 * Records audited by hand-written services rather than a resource definition, whose edit screens show
 * their history: with the resources' entity types, what the audit history answers for.
 */
export const SERVICE_HISTORY_ENTITY_TYPES = ['User', 'Company'] as const;

const REDACTED_FIELDS = new Set(['passwordHash', 'password', 'tokenHash', 'secret', 'secretHash']);

/** A value with its secrets redacted at any depth (a nested create of a related record holds them too). */
function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  // Only plain objects are walked: a Decimal or a Date is recorded as it serialises.
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  return Object.fromEntries(
    Object.entries(value).map(([field, inner]) => [
      field,
      REDACTED_FIELDS.has(field) ? '[redacted]' : redacted(inner),
    ]),
  );
}

/** Field-by-field difference of two records, secrets redacted, for the audit log. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, value] of Object.entries(after)) {
    const previous = before?.[field];
    const same =
      previous instanceof Date && value instanceof Date
        ? previous.getTime() === value.getTime()
        : JSON.stringify(previous) === JSON.stringify(value);
    if (same) continue;
    changes[field] = REDACTED_FIELDS.has(field)
      ? { from: '[redacted]', to: '[redacted]' }
      : { from: redacted(previous ?? null), to: redacted(value ?? null) };
  }
  return changes;
}

/** Records who did what to which record; call inside the write's transaction. */
export async function recordAudit(
  db: AuditClient,
  ctx: { caller: Actor | null; request: Pick<Context['request'], 'ip'> },
  entry: { action: string; entityType: string; entityId: string; changes?: Record<string, unknown> },
) {
  await db.auditLog.create({
    data: {
      actorUserId: ctx.caller?.account.id ?? null,
      // Signed in as the actor by an administrator: the row names the administrator too.
      impersonatorUserId: impersonatorOf(ctx.caller),
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      changes: (entry.changes ?? {}) as Prisma.InputJsonValue,
      ip: ctx.request.ip,
    },
  });
}
