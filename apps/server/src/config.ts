import { resolve } from 'node:path';

import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const positiveInt = z.coerce.number().int().positive();

/** Every environment variable the server reads; docs/configuration.md documents each one. */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).max(32).optional(),
  DEMO_DATA: booleanFlag.optional(),
  SESSION_IDLE_MINUTES: positiveInt.default(120),
  SESSION_MAX_HOURS: positiveInt.default(12),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt.default(30),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.default(15),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  UPLOAD_MAX_MB: positiveInt.default(20),
  JSON_BODY_LIMIT_KB: positiveInt.default(1024),
  CORS_ORIGINS: z.string().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type ServerConfig = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** Parses the environment; the first problem becomes a one-line message naming the variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env) {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(
      `Invalid configuration: ${String(issue?.path[0] ?? 'environment')} ${issue?.message ?? ''}`.trim(),
    );
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR),
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    demoData: env.DEMO_DATA ?? env.DATABASE_URL === undefined,
    api: {
      sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
      sessionMaxHours: env.SESSION_MAX_HOURS,
      loginMaxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      loginMaxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      loginFailureWindowMinutes: env.LOGIN_FAILURE_WINDOW_MINUTES,
      sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    },
    uploadMaxBytes: env.UPLOAD_MAX_MB * 1024 * 1024,
    jsonBodyLimitBytes: env.JSON_BODY_LIMIT_KB * 1024,
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim()) : [],
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : undefined,
  };
}
