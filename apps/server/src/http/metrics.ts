import { type RequestHandler } from 'express';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

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
}

/**
 * Prometheus metrics (prom-client): request rate and latency by route and status, the database
 * pool, the job queue and the process's own. Served at `/metrics` only when METRICS_ENABLED is set.
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
    res.setHeader('Content-Type', registry.contentType);
    res.send(await registry.metrics());
  };

  return { registry, measure, endpoint };
}
