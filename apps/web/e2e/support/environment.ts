/** Where the suite's server listens (E2E_PORT overrides). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Where the suite's BSS simulator listens (E2E_BSS_PORT overrides); the server's BSS_URL points at it. */
export const E2E_BSS_PORT = Number(process.env.E2E_BSS_PORT ?? E2E_PORT + 1000);

/** The suite's mail catcher (apps/mail-catcher): its SMTP port (the server's SMTP_URL) and its web view and API. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 2000);
export const E2E_MAIL_WEB_PORT = E2E_SMTP_PORT + 1;
export const E2E_MAIL_WEB_URL = `http://127.0.0.1:${E2E_MAIL_WEB_PORT}`;

/**
 * The suite's OpenID provider (apps/identity-provider), which the server's single sign-on names; tests
 * add people and faults through its /_control/* calls.
 */
export const E2E_IDP_PORT = Number(process.env.E2E_IDP_PORT ?? E2E_PORT + 3000);
export const E2E_IDP_URL = `http://127.0.0.1:${E2E_IDP_PORT}`;
export const E2E_SSO_CLIENT = { id: 'backoffice', secret: 'e2e-client-secret' };
/** What the login page's button names. */
export const E2E_SSO_NAME = 'Test provider';

/** The first super administrator the server creates on its empty database. */
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'e2e-admin-password';

/** Demo staff seeded by DEMO_DATA=1 (packages/db/src/seed). Tests must not change these accounts. */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_EMAIL_DOMAIN = 'demo.example.com';
export const DEMO_CHIEF_AGENT_EMAIL = `chief@${DEMO_EMAIL_DOMAIN}`;
