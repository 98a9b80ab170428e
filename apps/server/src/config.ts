import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';

import { z } from 'zod';

import { type ApiConfig, DEFAULT_MAP_TILE_URL, SECRET_KEY_BYTES } from '@backoffice/api';
import { CONTENT_VERSIONS_KEEP_DEFAULT, SYSTEM_ROLE_SLUGS, type SystemRole } from '@backoffice/shared';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const positiveInt = z.coerce.number().int().positive();

/** Names express understands for the usual private ranges of reverse proxies. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
};

/**
 * `TRUST_PROXY`: how many proxy hops in front of the server to trust (`0` none, `1` one reverse
 * proxy, ...) or a comma-separated list of the proxies' addresses, subnets or `loopback`,
 * `linklocal`, `uniquelocal`. `true` (trust every hop) is refused: it lets a client choose its
 * address with `X-Forwarded-For` and so escape the per-address limits.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context) => {
    if (/^\d+$/.test(value)) return Number(value);
    if (value === 'false') return 0;
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0 || !entries.every(isProxyAddress)) {
      context.addIssue({
        code: 'custom',
        message:
          'must be a hop count (0, 1, 2, ...) or a comma-separated list of proxy addresses, subnets or loopback/linklocal/uniquelocal',
      });
      return z.NEVER;
    }
    return entries;
  });

const ROLE_OF_SLUG = new Map(
  Object.entries(SYSTEM_ROLE_SLUGS).map(([role, slug]) => [slug, Number(role) as SystemRole]),
);

/** OIDC_ROLE_MAP: `bo-admins=admin,bo-agents=agent`, each group once. */
const roleMapSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const map = new Map<string, SystemRole>();
    for (const pair of value.split(',')) {
      const [group = '', slug = ''] = pair.split('=').map((part) => part.trim());
      const role = ROLE_OF_SLUG.get(slug);
      if (!group || role === undefined || map.has(group)) {
        context.addIssue({
          code: 'custom',
          message: `must be group=role pairs separated by commas, each group once; roles: ${[...ROLE_OF_SLUG.keys()].join(', ')}`,
        });
        return z.NEVER;
      }
      map.set(group, role);
    }
    return map;
  });

/** Every environment variable the server reads; docs/configuration.md documents each one. */
const environmentSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    /** A streaming replica of DATABASE_URL: reports, exports, the dashboard and whole-range streams read there. */
    DATABASE_REPLICA_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    /** The billing system's API (docs/bss.md); `npm start` points it at the simulator when unset. */
    BSS_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'must be an http:// or https:// URL')
      .optional(),
    /** The payment provider's API (refunds); `npm start` points it at the simulator when unset. */
    PAYMENT_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'must be an http:// or https:// URL')
      .optional(),
    /** A Nominatim-compatible geocoder for store addresses; unset: the offline gazetteer of Italian comuni. */
    GEOCODER_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, 'must be an http:// or https:// URL')
      .optional(),
    GEOCODER_USER_AGENT: z.string().trim().min(1).optional(),
    /** How long calls to the billing system or the payment provider pause after repeated failures. */
    OUTSIDE_SERVICE_PAUSE_SECONDS: positiveInt.default(30),
    /**
     * On SIGTERM, how long the instance keeps answering (with /readyz at 503) before it stops accepting:
     * long enough for the balancer's health check to take it out (0: stop at once, nothing in front).
     */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(0),
    /** The store map's tiles; the browser loads them, so https (the CSP allows https: images). */
    MAP_TILE_URL: z
      .string()
      .trim()
      .regex(/^https:\/\/[^\s/]+\/\S*$/, 'must be an https:// URL')
      .refine(
        (url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)),
        'must contain {z}, {x} and {y}',
      )
      .optional(),
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
    TRUST_PROXY: trustProxySchema.default(0),
    REGISTRATION_MAX_PER_ADDRESS: positiveInt.default(10),
    REGISTRATION_WINDOW_MINUTES: positiveInt.default(60),
    PASSWORD_HASH_CONCURRENCY: positiveInt.max(64).default(2),
    PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(8),
    REPORT_CALLS_AT_ONCE: positiveInt.default(2),
    REPORT_PREVIEWS_PER_HOUR: positiveInt.default(600),
    REPORT_EXPORTS_PER_HOUR: positiveInt.default(60),
    TRPC_MAX_BATCH: positiveInt.max(1000).default(20),
    DATABASE_POOL_SIZE: positiveInt.max(1000).default(10),
    METRICS_ENABLED: booleanFlag.default(false),
    /** The embedded database's backups (docs/deploy.md): where, how often (0: only `npm run backup`), how many kept. */
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_EVERY_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 7)
      .default(24),
    BACKUP_KEEP: positiveInt.max(1000).default(7),
    DATABASE_CONNECT_TIMEOUT_MS: positiveInt.default(5000),
    DATABASE_STATEMENT_TIMEOUT_MS: positiveInt.default(15_000),
    LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug']).default('info'),
    JOB_LEASE_SECONDS: z.coerce.number().positive().default(30),
    JOB_POLL_MS: positiveInt.min(50).default(2000),
    WEB_DIST: z.string().optional(),
    /** The mail server emails go out through; `npm start` starts the development mail catcher when unset. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s/]+(\/\S*)?$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** Where staff open the back office; the links emails carry (password reset, invitations) start with it. */
    APP_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/]+\/?$/, 'must be an http:// or https:// origin, without a path')
      .optional(),
    /** The From of every email. */
    MAIL_FROM: z.string().trim().min(3).default('Back office <noreply@backoffice.invalid>'),
    /** `production` turns on production rules (no stack traces, a feature that needs mail is off without SMTP_URL). */
    NODE_ENV: z.string().optional(),
    /**
     * Webhook endpoints may be loopback, private or other non-public addresses. Off unless set, whatever
     * NODE_ENV says: an instance started without NODE_ENV must not post to its own network.
     */
    WEBHOOK_ALLOW_PRIVATE: booleanFlag.optional(),
    /** Files go to this S3 bucket instead of DATA_DIR/files (several instances share them). */
    S3_BUCKET: z.string().trim().min(3).max(63).optional(),
    /** An S3-compatible service's address (MinIO, R2...); unset: AWS S3 itself. */
    S3_ENDPOINT: z
      .string()
      .regex(/^https?:\/\/[^\s/]+\/?$/, 'must be an http:// or https:// origin')
      .optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    /** The bucket in the path rather than the host name, as most S3-compatible services want. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** The S3 credentials; unset, the AWS SDK's own chain (an instance role, a profile) provides them. */
    AWS_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    AWS_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
    /** 32 bytes in base64: seals TOTP secrets. Required in production; else kept in DATA_DIR. */
    SECRET_ENCRYPTION_KEY: z
      .string()
      .trim()
      .refine(
        (value) => Buffer.from(value, 'base64').length === SECRET_KEY_BYTES,
        `must be ${SECRET_KEY_BYTES} bytes in base64 (openssl rand -base64 ${SECRET_KEY_BYTES})`,
      )
      .optional(),
    /** A dangerous action asks the person to confirm it is them when they last did longer ago. */
    STEP_UP_MINUTES: positiveInt.max(24 * 60).default(15),
    /** Versions each content record keeps; the oldest beyond are pruned. */
    CONTENT_VERSIONS_KEEP: positiveInt.max(1000).default(CONTENT_VERSIONS_KEEP_DEFAULT),
    /** Refunds above this amount (euros) are dangerous actions. */
    STEP_UP_REFUND_ABOVE: z
      .string()
      .trim()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, 'must be an amount such as 100 or 250.50')
      .default('100.00'),
    /** The name authenticator apps and passkeys show for this back office. */
    SIGN_IN_NAME: z.string().trim().min(1).max(64).default('Back office'),
    /** Single sign-on: the OpenID provider's issuer (its discovery document is read below it). */
    OIDC_ISSUER: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
      .refine(
        (url) =>
          url.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(url),
        'must be an https:// address (http:// only on loopback, for a provider on this machine)',
      )
      .optional(),
    OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().trim().min(1).optional(),
    /** The ID token's claim naming the person's groups or roles. */
    OIDC_ROLE_CLAIM: z.string().trim().min(1).default('groups'),
    /** `group=role` pairs, comma-separated; roles: agent, chief_agent, admin, super_admin. */
    OIDC_ROLE_MAP: roleMapSchema.optional(),
    /** People unknown here get an account on their first single sign-on. */
    OIDC_PROVISIONING: booleanFlag.default(false),
    /** What the login page's button says: "Sign in with …". */
    OIDC_NAME: z.string().trim().min(1).max(64).default('single sign-on'),
  })
  .refine((env) => !env.OIDC_ISSUER || (env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET && env.OIDC_ROLE_MAP), {
    path: ['OIDC_ISSUER'],
    message: 'needs OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_ROLE_MAP as well',
  })
  .refine((env) => !env.DATABASE_REPLICA_URL || env.DATABASE_URL, {
    path: ['DATABASE_REPLICA_URL'],
    message: 'needs DATABASE_URL: it names a replica of that database',
  })
  .refine((env) => env.SECRET_ENCRYPTION_KEY || env.NODE_ENV !== 'production' || !env.DATABASE_URL, {
    path: ['SECRET_ENCRYPTION_KEY'],
    message:
      'is required in production with DATABASE_URL: every instance must seal and open secrets with the same key',
  });

/** The embedded default's sealing key, kept in DATA_DIR (and in its backups). */
export const SECRET_KEY_FILE = 'secret-encryption.key';

/**
 * SECRET_ENCRYPTION_KEY, or else (the embedded database, or outside production) the key kept in
 * DATA_DIR beside the database, made on first use so that `npm start` needs nothing set. Read lazily: parsing the configuration
 * touches no disk; the server reads it once at start (`main.ts`), so a bad key file stops it there.
 */
function secretKeyOf(configured: string | undefined, dataDir: string): () => Buffer {
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    return () => key;
  }
  let kept: Buffer | undefined;
  return () => (kept ??= keptSecretKey(join(dataDir, SECRET_KEY_FILE)));
}

function keptSecretKey(file: string): Buffer {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(SECRET_KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== SECRET_KEY_BYTES) {
    throw new ConfigError(`Invalid configuration: ${file} must hold ${SECRET_KEY_BYTES} bytes in base64`);
  }
  return key;
}

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
    databaseReplicaUrl: env.DATABASE_REPLICA_URL,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    dataDir: resolve(env.DATA_DIR),
    admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
    demoData: env.DEMO_DATA ?? env.DATABASE_URL === undefined,
    api: {
      sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
      sessionMaxHours: env.SESSION_MAX_HOURS,
      bss: { url: env.BSS_URL, breakerResetAfterMs: env.OUTSIDE_SERVICE_PAUSE_SECONDS * 1000 } as {
        url?: string;
        breakerResetAfterMs?: number;
      },
      payment: {
        url: env.PAYMENT_URL,
        breakerResetAfterMs: env.OUTSIDE_SERVICE_PAUSE_SECONDS * 1000,
      } as { url?: string; breakerResetAfterMs?: number },
      loginMaxFailuresPerAccount: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      loginMaxFailuresPerAddress: env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      loginFailureWindowMinutes: env.LOGIN_FAILURE_WINDOW_MINUTES,
      sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
      registrationMaxPerAddress: env.REGISTRATION_MAX_PER_ADDRESS,
      registrationWindowMinutes: env.REGISTRATION_WINDOW_MINUTES,
      passwordHashConcurrency: env.PASSWORD_HASH_CONCURRENCY,
      passwordHashQueue: env.PASSWORD_HASH_QUEUE,
      reportCallsAtOnce: env.REPORT_CALLS_AT_ONCE,
      reportPreviewsPerHour: env.REPORT_PREVIEWS_PER_HOUR,
      reportExportsPerHour: env.REPORT_EXPORTS_PER_HOUR,
      mapTileUrl: env.MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL,
      geocoder: { url: env.GEOCODER_URL, userAgent: env.GEOCODER_USER_AGENT } as ApiConfig['geocoder'],
      webhooksAllowPrivate: env.WEBHOOK_ALLOW_PRIVATE ?? false,
      mail: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM } : undefined,
      appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
      production: env.NODE_ENV === 'production',
      secretKey: secretKeyOf(env.SECRET_ENCRYPTION_KEY, resolve(env.DATA_DIR)),
      signInName: env.SIGN_IN_NAME,
      stepUpMinutes: env.STEP_UP_MINUTES,
      contentVersionsKeep: env.CONTENT_VERSIONS_KEEP,
      stepUpRefundAbove: env.STEP_UP_REFUND_ABOVE,
      sso: (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET && env.OIDC_ROLE_MAP
        ? {
            issuer: env.OIDC_ISSUER.replace(/\/$/, ''),
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            roleClaim: env.OIDC_ROLE_CLAIM,
            roleMap: env.OIDC_ROLE_MAP,
            provisioning: env.OIDC_PROVISIONING,
            name: env.OIDC_NAME,
          }
        : undefined) as ApiConfig['sso'],
    },
    trpcMaxBatch: env.TRPC_MAX_BATCH,
    metricsEnabled: env.METRICS_ENABLED,
    backups: {
      directory: env.BACKUP_DIR ?? join(env.DATA_DIR, 'backups'),
      everyHours: env.BACKUP_EVERY_HOURS,
      keep: env.BACKUP_KEEP,
    },
    database: {
      poolSize: env.DATABASE_POOL_SIZE,
      timeouts: {
        connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      },
    },
    uploadMaxBytes: env.UPLOAD_MAX_MB * 1024 * 1024,
    jsonBodyLimitBytes: env.JSON_BODY_LIMIT_KB * 1024,
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((origin) => origin.trim()) : [],
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    /** The background job runner: a job left by a stopped instance is taken over after `leaseMs`. */
    jobs: { leaseMs: env.JOB_LEASE_SECONDS * 1000, pollMs: env.JOB_POLL_MS },
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : undefined,
    /** The object store of files; unset: the local disk under DATA_DIR. Credentials come from the AWS_* variables. */
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials:
            env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
              ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
  };
}
