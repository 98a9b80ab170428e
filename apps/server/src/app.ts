import { existsSync } from 'node:fs';
import { type ServerResponse } from 'node:http';
import { join } from 'node:path';

import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express, { type ErrorRequestHandler, type Request } from 'express';
import expressStaticGzip from 'express-static-gzip';

import {
  type ApiServices,
  appRouter,
  integrationSignals,
  readOperationsSignals,
  startBackgroundJobs,
} from '@backoffice/api';

import { type ServerConfig } from './config';
import { createImportRoutes } from './files/import-routes';
import { createFileRoutes, createPublicFileRoute } from './files/routes';
import { contextOf, credentialGate } from './http/authorisation';
import { corsMiddleware, securityHeaders } from './http/headers';
import { createMetrics, type MetricsSources } from './http/metrics';
import { createOpenApiRoutes } from './http/openapi';
import { requestLocals, requestLog } from './http/request-log';
import { createRestRoutes } from './http/rest';
import { createSingleSignOnRoutes } from './http/single-sign-on';
import { trpcBatchGuard } from './http/trpc-batch';
import { retryAfterOfAll, trpcQueries } from './http/trpc-queries';
import { type Logger } from './logger';
import { sharedReadinessCheck } from './readiness';

export interface AppDependencies {
  config: ServerConfig;
  services: ApiServices;
  logger: Logger;
  /** Readiness: database reachable and no migration pending. */
  isReady: () => Promise<boolean>;
  /** What /metrics reports besides the requests (when METRICS_ENABLED). */
  metrics?: MetricsSources;
  /**
   * True from the start of a shutdown: every answer then closes its connection, so the balancer
   * opens its next ones to the other instances instead of reusing one this instance is about to close.
   */
  stopping?: () => boolean;
}

export function createApp({
  config,
  services: baseServices,
  logger,
  isReady,
  metrics,
  stopping,
}: AppDependencies) {
  // Store imports, BSS sends and event deliveries run as database jobs claimed by any instance.
  const jobs = startBackgroundJobs(baseServices, {
    ...config.jobs,
    log: (level, message, fields) => logger[level](message, fields),
  });
  const services: ApiServices = { ...baseServices, jobs };
  const app = express();
  app.locals.jobs = jobs;
  app.disable('x-powered-by');
  // API answers are per-user and never revalidated; hashing every body for an ETag is wasted work.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  if (stopping) {
    app.use((_req, res, next) => {
      if (stopping()) res.setHeader('Connection', 'close');
      next();
    });
  }
  app.use(requestLog(logger));
  const prometheus = config.metricsEnabled
    ? createMetrics({
        operations: () => readOperationsSignals(services.prisma),
        integrations: () => integrationSignals(services.config),
        ...metrics,
      })
    : null;
  if (prometheus) app.use(prometheus.measure);
  app.use(securityHeaders);
  if (config.corsOrigins.length > 0) app.use(corsMiddleware(config.corsOrigins));
  // Before every route: nothing is answered without the credential being known and checked.
  app.use(credentialGate(services, logger));
  if (prometheus) app.get('/metrics', prometheus.endpoint);

  app.use(createSingleSignOnRoutes({ appUrl: config.api.appUrl, logger }));
  app.use(createRestRoutes(logger, config.jsonBodyLimitBytes));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const checkReadiness = sharedReadinessCheck(isReady);
  app.get('/readyz', async (_req, res) => {
    const ready = await checkReadiness();
    if (!ready) res.setHeader('Retry-After', '5');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready' });
  });

  const onError = ({
    error,
    path,
    req,
  }: {
    error: { code: string; message: string; cause?: unknown };
    path?: string;
    req: Request;
  }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      logger.error('procedure failed', {
        requestId: req.id,
        credential: req.res ? requestLocals(req.res).credential : undefined,
        path,
        message: error.message,
        cause: error.cause instanceof Error ? error.cause.message : error.cause,
      });
    }
  };

  app.use('/trpc', trpcBatchGuard(config.trpcMaxBatch));
  app.use('/trpc', trpcQueries({ onError }));
  app.use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req, res }) => {
        // A bounded route label: one procedure's name, or "batch".
        requestLocals(res).route = req.path.includes(',') ? '/trpc/batch' : `/trpc${req.path}`;
        return contextOf(res);
      },
      onError,
      maxBodySize: config.jsonBodyLimitBytes,
      maxBatchSize: config.trpcMaxBatch,
      responseMeta: ({ errors }) => {
        const retryAfter = retryAfterOfAll(errors);
        return retryAfter > 0 ? { headers: { 'Retry-After': String(retryAfter) } } : {};
      },
    }),
  );

  app.use(createImportRoutes({ uploadMaxBytes: config.uploadMaxBytes, logger, jobs }));
  app.use(createFileRoutes({ services, uploadMaxBytes: config.uploadMaxBytes, logger }));
  app.use('/api', createOpenApiRoutes());
  app.use('/storage/app/public/uploads', createPublicFileRoute(services, logger));

  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'No such API path', code: 'NOT_FOUND' });
  });

  const webDist = config.webDist;
  if (webDist && existsSync(join(webDist, 'index.html'))) {
    // The build leaves brotli and gzip copies beside the assets (vite.config.ts): sent when accepted.
    app.use(
      expressStaticGzip(webDist, {
        index: false,
        enableBrotli: true,
        orderPreference: ['br', 'gzip'],
        serveStatic: { maxAge: '1h', setHeaders: cacheHashedAssets },
      }),
    );
    app.get('/{*splat}', (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(join(webDist, 'index.html'));
    });
  }

  app.use(jsonErrors(logger));
  return app;
}

/** Vite's hashed assets never change, so browsers may keep them for a year. */
function cacheHashedAssets(res: ServerResponse, path: string) {
  if (/[\\/]assets[\\/]/.test(path)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
}

/** Body-parser and other express errors become JSON with the right status and no stack trace. */
function jsonErrors(logger: Logger): ErrorRequestHandler {
  return (error: { status?: unknown; message?: unknown } | undefined, _req, res, next) => {
    if (res.headersSent) return next(error);
    const status =
      typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    const message = typeof error?.message === 'string' ? error.message : undefined;
    if (status >= 500) logger.error('request failed', { message: message ?? 'unknown error' });
    const codes: Record<number, string> = {
      400: 'BAD_REQUEST',
      413: 'PAYLOAD_TOO_LARGE',
      415: 'UNSUPPORTED_MEDIA_TYPE',
    };
    res.status(status).json({
      message: status >= 500 ? 'Internal server error' : (message ?? 'Bad request'),
      code: codes[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST'),
    });
  };
}
