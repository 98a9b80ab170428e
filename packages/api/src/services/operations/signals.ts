import { type PrismaClient } from '@backoffice/db';

import { type ApiConfig } from '../../config';
import { bssClientFor, type IntegrationFailure, paymentClientFor } from '../../integrations';

/*
 * What someone on call needs to see fail before a customer or a channel notices: read from the
 * database, so every instance reports the same deployment-wide figures (alerts take their max), and a
 * restarted instance reports at once. Each figure is bounded by an index (recent windows, states).
 */

/** The recent window of the failure figures: long enough for a rate, short enough to clear after a fix. */
export const RECENT_WINDOW_MINUTES = 15;

export interface OperationsSignals {
  outbox: { pending: number; dispatched: number; oldestPendingSeconds: number };
  /** Emails of the last day, by status (pending, retrying: refused once and waiting, sent, failed). */
  emails: Record<string, number>;
  /** Webhook deliveries of the last day, by status (pending, succeeded, failed). */
  webhookDeliveries: Record<string, number>;
  /** Webhook attempts of the recent window, answered 2xx or not. */
  webhookAttempts: { ok: number; failed: number };
  webhookEndpoints: { failing: number; disabled: number };
  jobs: {
    /** Jobs of the last day, by status. */
    byStatus: Record<string, number>;
    /** Pending or running jobs claimed more than once: retried after a failure or a lost instance. */
    retried: number;
    /** How long ago the oldest running job's lease ran out without a renewal (0: none overdue). */
    overdueLeaseSeconds: number;
  };
  sessions: number;
  /** Refused sign-ins of the recent window. */
  signInRefusals: number;
}

const byStatus = (rows: Array<{ status: string; n: number }>) =>
  Object.fromEntries(rows.map((row) => [row.status, row.n]));

export async function readOperationsSignals(
  prisma: Pick<PrismaClient, '$queryRaw'>,
  now = new Date(),
): Promise<OperationsSignals> {
  const day = new Date(now.getTime() - 24 * 3600_000);
  const recent = new Date(now.getTime() - RECENT_WINDOW_MINUTES * 60_000);
  const [[outbox], emails, deliveries, [attempts], [endpoints], jobs, [jobFigures], [people]] =
    await Promise.all([
      prisma.$queryRaw<Array<{ pending: number; dispatched: number; oldest: number }>>`
        SELECT count(*) FILTER (WHERE dispatched_at IS NULL)::int AS pending,
               count(*) FILTER (WHERE dispatched_at IS NOT NULL AND created_at >= ${day})::int AS dispatched,
               coalesce(extract(epoch FROM ${now}::timestamptz - min(created_at) FILTER (WHERE dispatched_at IS NULL)), 0)::float8 AS oldest
        FROM outbox_events WHERE dispatched_at IS NULL OR created_at >= ${day}`,
      prisma.$queryRaw<Array<{ status: string; n: number }>>`
        SELECT CASE WHEN status = 'pending' AND attempts > 0 THEN 'retrying' ELSE status END AS status,
               count(*)::int AS n
        FROM email_messages WHERE created_at >= ${day} GROUP BY 1`,
      prisma.$queryRaw<Array<{ status: string; n: number }>>`
        SELECT status, count(*)::int AS n FROM webhook_deliveries WHERE created_at >= ${day} GROUP BY status`,
      prisma.$queryRaw<Array<{ ok: number; failed: number }>>`
        SELECT count(*) FILTER (WHERE response_status BETWEEN 200 AND 299)::int AS ok,
               count(*) FILTER (WHERE response_status IS NULL OR response_status NOT BETWEEN 200 AND 299)::int AS failed
        FROM webhook_attempts WHERE at >= ${recent}`,
      prisma.$queryRaw<Array<{ failing: number; disabled: number }>>`
        SELECT count(*) FILTER (WHERE failing_since IS NOT NULL AND disabled_at IS NULL)::int AS failing,
               count(*) FILTER (WHERE disabled_at IS NOT NULL)::int AS disabled
        FROM webhook_endpoints`,
      prisma.$queryRaw<Array<{ status: string; n: number }>>`
        SELECT status, count(*)::int AS n FROM jobs WHERE created_at >= ${day} GROUP BY status`,
      prisma.$queryRaw<Array<{ retried: number; overdue: number }>>`
        SELECT count(*) FILTER (WHERE attempts > 1)::int AS retried,
               coalesce(extract(epoch FROM ${now}::timestamptz - min(lease_until) FILTER (WHERE status = 'running' AND lease_until < ${now})), 0)::float8 AS overdue
        FROM jobs WHERE status IN ('pending', 'running')`,
      prisma.$queryRaw<Array<{ sessions: number; refusals: number }>>`
        SELECT (SELECT count(*)::int FROM sessions WHERE expires_at > ${now}) AS sessions,
               -- A refused sign-in writes a failure per key it is counted under; its account-and-address pair's is one a sign-in.
               (SELECT count(*)::int FROM login_attempts
                WHERE created_at >= ${recent} AND NOT succeeded AND key LIKE 'pair:%') AS refusals`,
    ]);
  return {
    outbox: {
      pending: outbox?.pending ?? 0,
      dispatched: outbox?.dispatched ?? 0,
      oldestPendingSeconds: outbox?.oldest ?? 0,
    },
    emails: byStatus(emails),
    webhookDeliveries: byStatus(deliveries),
    webhookAttempts: { ok: attempts?.ok ?? 0, failed: attempts?.failed ?? 0 },
    webhookEndpoints: { failing: endpoints?.failing ?? 0, disabled: endpoints?.disabled ?? 0 },
    jobs: {
      byStatus: byStatus(jobs),
      retried: jobFigures?.retried ?? 0,
      overdueLeaseSeconds: jobFigures?.overdue ?? 0,
    },
    sessions: people?.sessions ?? 0,
    signInRefusals: people?.refusals ?? 0,
  };
}

export interface IntegrationSignals {
  service: 'bss' | 'payment';
  /** Calls fail fast while the circuit is open, after repeated failures (this instance's). */
  circuitOpen: boolean;
  calls: ReadonlyMap<'ok' | IntegrationFailure, number>;
}

/** This instance's clients of the billing system and the payment provider: their circuits and calls. */
export const integrationSignals = (config: ApiConfig): IntegrationSignals[] =>
  (
    [
      ['bss', bssClientFor(config).http],
      ['payment', paymentClientFor(config).http],
    ] as const
  ).map(([service, http]) => ({
    service,
    circuitOpen: http.breaker.state === 'open',
    calls: http.callsByOutcome(),
  }));
