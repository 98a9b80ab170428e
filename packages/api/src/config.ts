import { randomBytes } from 'node:crypto';

import { CONTENT_VERSIONS_KEEP_DEFAULT } from '@backoffice/shared';

import { SECRET_KEY_BYTES } from './auth/secret-box';
import { type BssSettings } from './integrations/bss/client';
import { type GeocoderSettings } from './geocoding';
import { type SsoSettings } from './integrations/identity-provider/client';
import { type PaymentSettings } from './integrations/payment/client';

/** Settings the API layer needs; the server reads them from the environment (docs/configuration.md). */
export interface ApiConfig {
  /** A session ends after this many minutes without a request. */
  sessionIdleMinutes: number;
  /** A session ends this many hours after sign-in, however active. */
  sessionMaxHours: number;
  /** The billing system (BSS_URL and the client's limits, docs/bss.md); unset: BSS calls answer 503. */
  bss?: BssSettings;
  /** The payment provider (PAYMENT_URL and the client's limits); unset: refunds answer 503. */
  payment?: PaymentSettings;
  /** Failed sign-ins allowed per account and per address inside the window before 429. */
  loginMaxFailuresPerAccount: number;
  loginMaxFailuresPerAddress: number;
  loginFailureWindowMinutes: number;
  /** How long a resolved session is reused from memory; 0 reads the database on every request. */
  sessionCacheSeconds: number;
  /** Registrations accepted per client address inside the registration window before 429. */
  registrationMaxPerAddress: number;
  registrationWindowMinutes: number;
  /** Password hashes computed at once, and calls allowed to wait for one, before 503 Retry-After. */
  passwordHashConcurrency: number;
  passwordHashQueue: number;
  /**
   * Per user: report previews and exports under way at once (each kind), and started in an hour, before
   * 429 with Retry-After.
   */
  reportCallsAtOnce: number;
  reportPreviewsPerHour: number;
  reportExportsPerHour: number;
  /** Map tiles of the store form ({z}, {x}, {y}, optionally {s}), served to the browser at run time. */
  mapTileUrl: string;
  /** GEOCODER_URL and GEOCODER_USER_AGENT; without a URL, stores are placed by the offline gazetteer. */
  geocoder?: GeocoderSettings;
  /**
   * Webhook endpoints may point at loopback, private and other non-public addresses (a receiver on the
   * same machine): WEBHOOK_ALLOW_PRIVATE, off unless set explicitly.
   */
  webhooksAllowPrivate: boolean;
  /** Where staff open the back office (APP_URL): the links emails carry start with it. */
  appUrl: string;
  /** Production rules (NODE_ENV=production): a feature that needs mail is unavailable without SMTP_URL. */
  production: boolean;
  /** SMTP_URL and MAIL_FROM; without them emails are logged as failed ("no mail transport"). */
  mail?: MailSettings;
  /** A dangerous action asks the person to confirm it is them when they last did longer ago (STEP_UP_MINUTES). */
  stepUpMinutes: number;
  /** Versions each content record keeps (CONTENT_VERSIONS_KEEP); the oldest beyond are pruned. */
  contentVersionsKeep: number;
  /** Refunds above this amount are dangerous actions (STEP_UP_REFUND_ABOVE, a decimal). */
  stepUpRefundAbove: string;
  /** SECRET_ENCRYPTION_KEY (32 bytes): seals the secrets the server reads back (`auth/secret-box.ts`). */
  secretKey: () => Buffer;
  /** The name authenticator apps and passkeys show for this back office (SIGN_IN_NAME). */
  signInName: string;
  /** Single sign-on with the organisation's OpenID provider (OIDC_*); unset: passwords and passkeys only. */
  sso?: SsoSettings;
}

export interface MailSettings {
  /** smtp://user:pass@host:port or smtps://… (nodemailer's connection URL). */
  url: string;
  /** The From header: `Name <address>`. */
  from: string;
}

/** OpenStreetMap's standard tiles. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const processSecretKey = randomBytes(SECRET_KEY_BYTES);

/** Scripts' and tests' settings: their secret key is the process's own, as nothing they seal outlives it. */
export const defaultApiConfig: ApiConfig = {
  sessionIdleMinutes: 120,
  sessionMaxHours: 12,
  loginMaxFailuresPerAccount: 5,
  loginMaxFailuresPerAddress: 30,
  loginFailureWindowMinutes: 15,
  sessionCacheSeconds: 5,
  registrationMaxPerAddress: 10,
  registrationWindowMinutes: 60,
  passwordHashConcurrency: 2,
  passwordHashQueue: 8,
  reportCallsAtOnce: 2,
  reportPreviewsPerHour: 600,
  reportExportsPerHour: 60,
  mapTileUrl: DEFAULT_MAP_TILE_URL,
  webhooksAllowPrivate: false,
  appUrl: 'http://localhost:3000',
  production: false,
  secretKey: () => processSecretKey,
  stepUpMinutes: 15,
  contentVersionsKeep: CONTENT_VERSIONS_KEEP_DEFAULT,
  stepUpRefundAbove: '100.00',
  signInName: 'Back office',
};
