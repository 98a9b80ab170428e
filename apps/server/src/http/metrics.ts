import { type RequestHandler } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

import { type IntegrationSignals, type OperationsSignals } from '@backoffice/api';
import { type PrismaClient } from '@backoffice/db';

import { requestLocals } from './request-log';

/** Import jobs waiting to be claimed (the job queue's depth). */
export async function pendingJobCount(prisma: PrismaClient) {
  const rows = await prisma.$queryRawUnsafe<Array<{ n: bigint | number }>>(
    `SELECT count(*) AS n FROM jobs WHERE status = 'pending'`,
  );
  return Number(rows[0]?.n ?? 0);
}

type PoolStats = { total: number; idle: number; waiting: number };

export interface MetricsSources {
  /** Connections of the database pool (PostgreSQL only). */
  databasePool?: () => PoolStats | null;
  /** Connections of the read replica's pool, when there is one. */
  replicaPool?: () => PoolStats | null;
  /** Jobs waiting to run (store imports and other background work). */
  jobQueueDepth?: () => Promise<number>;
  /** What fails quietly, deployment-wide: the outbox, emails, webhooks, jobs, sign-ins. */
  operations?: () => Promise<OperationsSignals>;
  /** This instance's outside services: their circuits and calls. */
  integrations?: () => IntegrationSignals[];
  /** When the embedded database's newest backup was written (none on PostgreSQL). */
  lastBackupAt?: () => Promise<Date | null>;
}

/** Sets a gauge per label value from a count per value (values that disappeared read 0 until reset). */
function setEach(gauge: Gauge<'status'>, counts: Record<string, number>) {
  gauge.reset();
  for (const [status, count] of Object.entries(counts)) gauge.set({ status }, count);
}

/** The gauges of what fails quietly, filled from one read of the database per scrape. */
function operationsGauges(registry: Registry) {
  const gauge = <L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });
  const outbox = gauge(
    'outbox_events',
    'Outbox events by state: pending (not yet dispatched), dispatched in the last day',
    ['state'],
  );
  const outboxAge = gauge(
    'outbox_oldest_pending_age_seconds',
    'Age of the oldest outbox event not yet dispatched (0: none)',
  );
  const emails = gauge(
    'email_messages',
    'Emails of the last day by status (pending, retrying, sent, failed)',
    ['status'],
  );
  const deliveries = gauge('webhook_deliveries', 'Webhook deliveries of the last day by status', ['status']);
  const attempts = gauge(
    'webhook_attempts_recent',
    'Webhook delivery attempts of the last 15 minutes by outcome (ok: a 2xx answer)',
    ['outcome'],
  );
  const endpoints = gauge(
    'webhook_endpoints',
    'Webhook endpoints failing (no success since a failure) or disabled',
    ['state'],
  );
  const jobs = gauge('jobs', 'Background jobs of the last day by status', ['status']);
  const retried = gauge(
    'jobs_retried',
    'Pending or running jobs claimed more than once (retried, or resumed after a lost instance)',
  );
  const overdue = gauge(
    'jobs_overdue_lease_seconds',
    "How long ago the oldest running job's lease ran out unrenewed (0: none)",
  );
  const sessions = gauge('sessions_active', 'Sessions not yet expired');
  const refusals = gauge('sign_in_refusals_recent', 'Refused sign-ins of the last 15 minutes');
  return (signals: OperationsSignals) => {
    outbox.set({ state: 'pending' }, signals.outbox.pending);
    outbox.set({ state: 'dispatched' }, signals.outbox.dispatched);
    outboxAge.set(signals.outbox.oldestPendingSeconds);
    setEach(emails, signals.emails);
    setEach(deliveries, signals.webhookDeliveries);
    attempts.set({ outcome: 'ok' }, signals.webhookAttempts.ok);
    attempts.set({ outcome: 'failed' }, signals.webhookAttempts.failed);
    endpoints.set({ state: 'failing' }, signals.webhookEndpoints.failing);
    endpoints.set({ state: 'disabled' }, signals.webhookEndpoints.disabled);
    setEach(jobs, signals.jobs.byStatus);
    retried.set(signals.jobs.retried);
    overdue.set(signals.jobs.overdueLeaseSeconds);
    sessions.set(signals.sessions);
    refusals.set(signals.signInRefusals);
  };
}

/**
 * Prometheus metrics (prom-client): request rate and latency by route and status, the database
 * pool, the job queue, what fails quietly (outbox, emails, webhooks, jobs, sign-ins, outside services'
 * circuits) and the process's own. Served at `/metrics` only when METRICS_ENABLED is set; the alerts
 * on them are ops/prometheus/alerts.yml.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by pool (primary, replica) and state (PostgreSQL)',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      for (const [name, stats] of [
        ['primary', sources.databasePool?.()],
        ['replica', sources.replicaPool?.()],
      ] as const) {
        if (!stats) continue;
        this.set({ pool: name, state: 'total' }, stats.total);
        this.set({ pool: name, state: 'idle' }, stats.idle);
        this.set({ pool: name, state: 'waiting' }, stats.waiting);
      }
    },
  });
  new Gauge({
    name: 'job_queue_depth',
    help: 'Background jobs waiting to run',
    registers: [registry],
    async collect() {
      if (sources.jobQueueDepth) this.set(await sources.jobQueueDepth().catch(() => -1));
    },
  });

  const setOperations = operationsGauges(registry);
  new Gauge({
    name: 'integration_circuit_open',
    help: "1 while this instance's calls to an outside service fail fast after repeated failures",
    labelNames: ['service'] as const,
    registers: [registry],
    collect() {
      for (const integration of sources.integrations?.() ?? []) {
        this.set({ service: integration.service }, integration.circuitOpen ? 1 : 0);
      }
    },
  });
  if (sources.lastBackupAt) {
    const lastBackupAt = sources.lastBackupAt;
    new Gauge({
      name: 'backup_last_success_timestamp_seconds',
      help: "When the embedded database's newest backup archive was written (0: none yet)",
      registers: [registry],
      async collect() {
        this.set(((await lastBackupAt())?.getTime() ?? 0) / 1000);
      },
    });
  }
  new Counter({
    name: 'integration_calls_total',
    help: "This instance's calls to an outside service by outcome: ok, or the failure after any retries",
    labelNames: ['service', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const integration of sources.integrations?.() ?? []) {
        for (const [outcome, count] of integration.calls)
          this.inc({ service: integration.service, outcome }, count);
      }
    },
  });

  /** Counts every request when its answer is finished; the route label is bounded (see RequestLocals). */
  const measure: RequestHandler = (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const route = requestLocals(res).route ?? (req.path.startsWith('/api/') ? 'api-unmatched' : 'other');
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      requests.inc({ method: req.method, route, status: String(res.statusCode) });
      duration.observe({ method: req.method, route }, seconds);
    });
    next();
  };

  const endpoint: RequestHandler = async (_req, res) => {
    if (sources.operations) setOperations(await sources.operations());
    res.setHeader('Content-Type', registry.contentType);
    res.send(await registry.metrics());
  };

  return { registry, measure, endpoint };
}
