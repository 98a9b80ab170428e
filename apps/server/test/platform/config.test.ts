import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { ConfigError, loadConfig } from '../../src/config';

const A_KEY = randomBytes(32).toString('base64');

/** Every setting is read with the rest of the configuration: a bad value stops start-up, naming it. */
describe('JOB_LEASE_SECONDS and JOB_POLL_MS', () => {
  it('default to a 30 s lease and a 2 s poll, and are read in seconds and milliseconds', () => {
    expect(loadConfig({}).jobs).toEqual({ leaseMs: 30_000, pollMs: 2000 });
    expect(loadConfig({ JOB_LEASE_SECONDS: '90', JOB_POLL_MS: '500' }).jobs).toEqual({
      leaseMs: 90_000,
      pollMs: 500,
    });
    expect(loadConfig({ JOB_LEASE_SECONDS: '2.5' }).jobs.leaseMs).toBe(2500);
  });

  it.each([
    [{ JOB_LEASE_SECONDS: 'soon' }, 'JOB_LEASE_SECONDS'],
    [{ JOB_LEASE_SECONDS: '0' }, 'JOB_LEASE_SECONDS'],
    [{ JOB_POLL_MS: '10' }, 'JOB_POLL_MS'],
  ])('refuses %o with one line naming it', (environment, name) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });
});

describe('GEOCODER_URL and GEOCODER_USER_AGENT', () => {
  it('are unset by default (the offline gazetteer) and read into the API settings', () => {
    expect(loadConfig({}).api.geocoder).toEqual({ url: undefined, userAgent: undefined });
    expect(
      loadConfig({ GEOCODER_URL: 'https://nominatim.example.org', GEOCODER_USER_AGENT: 'ops/1.0' }).api
        .geocoder,
    ).toEqual({ url: 'https://nominatim.example.org', userAgent: 'ops/1.0' });
  });

  it('refuses a geocoder address that is not an http(s) URL', () => {
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://geo.example.org' })).toThrow(
      /^Invalid configuration: GEOCODER_URL must be an http:\/\/ or https:\/\/ URL/,
    );
  });
});

describe('DATABASE_REPLICA_URL', () => {
  it('is unset by default and read beside DATABASE_URL', () => {
    expect(loadConfig({}).databaseReplicaUrl).toBeUndefined();
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://app@primary:5432/backoffice',
        DATABASE_REPLICA_URL: 'postgres://app@replica:5432/backoffice',
      }).databaseReplicaUrl,
    ).toBe('postgres://app@replica:5432/backoffice');
  });

  it.each([
    [{ DATABASE_REPLICA_URL: 'postgres://app@replica:5432/backoffice' }, /needs DATABASE_URL/],
    [
      { DATABASE_URL: 'postgres://app@primary/db', DATABASE_REPLICA_URL: 'mysql://replica/db' },
      /postgres:\/\//,
    ],
  ])('refuses %o with one line naming it', (environment, reason) => {
    expect(() => loadConfig(environment)).toThrow(/^Invalid configuration: DATABASE_REPLICA_URL /);
    expect(() => loadConfig(environment)).toThrow(reason);
  });
});

describe('SHUTDOWN_DRAIN_SECONDS', () => {
  it('is 0 by default (stop at once) and read in seconds', () => {
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '1.5' }).shutdownDrainMs).toBe(1500);
  });

  it.each(['-1', 'soon', '600'])('refuses %s with one line naming it', (value) => {
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: value })).toThrow(
      /^Invalid configuration: SHUTDOWN_DRAIN_SECONDS /,
    );
  });
});

describe('WEBHOOK_ALLOW_PRIVATE', () => {
  it('refuses private webhook addresses unless set, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'production']) {
      const environment = NODE_ENV ? { NODE_ENV } : {};
      expect([NODE_ENV, loadConfig(environment).api.webhooksAllowPrivate]).toEqual([NODE_ENV, false]);
      expect([
        NODE_ENV,
        loadConfig({ ...environment, WEBHOOK_ALLOW_PRIVATE: '1' }).api.webhooksAllowPrivate,
      ]).toEqual([NODE_ENV, true]);
      expect(loadConfig({ ...environment, WEBHOOK_ALLOW_PRIVATE: '0' }).api.webhooksAllowPrivate).toBe(false);
    }
  });
});

describe('SECRET_ENCRYPTION_KEY', () => {
  it('is required in production with a PostgreSQL server, and must be 32 bytes in base64', () => {
    const postgres = 'postgres://127.0.0.1/backoffice';
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: postgres })).toThrow(
      /^Invalid configuration: SECRET_ENCRYPTION_KEY is required in production with DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: postgres })).not.toThrow();
    expect(() => loadConfig({ SECRET_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(
      /^Invalid configuration: SECRET_ENCRYPTION_KEY must be 32 bytes in base64/,
    );
    const configured = loadConfig({ NODE_ENV: 'production', SECRET_ENCRYPTION_KEY: A_KEY });
    expect(configured.api.secretKey().toString('base64')).toBe(A_KEY);
  });

  it('is made once into DATA_DIR on the embedded database (or outside production), readable by its owner only, and kept across starts', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'secret-key-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).api.secretKey();
      const file = join(dataDir, 'secret-encryption.key');
      expect(first).toHaveLength(32);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(loadConfig({ DATA_DIR: dataDir }).api.secretKey().equals(first)).toBe(true);
      expect(readFileSync(file, 'utf8')).toBe(first.toString('base64'));
      writeFileSync(file, 'short');
      expect(() => loadConfig({ DATA_DIR: dataDir }).api.secretKey()).toThrow(ConfigError);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('OIDC_*: single sign-on', () => {
  const sso = {
    OIDC_ISSUER: 'https://login.example.com/realms/staff/',
    OIDC_CLIENT_ID: 'backoffice',
    OIDC_CLIENT_SECRET: 'secret',
    OIDC_ROLE_MAP: 'bo-admins=admin, bo-agents=agent,bo-owners=super_admin',
  };

  it('is off unless an issuer is given, and then needs the client and the role map', () => {
    expect(loadConfig({}).api.sso).toBeUndefined();
    expect(() => loadConfig({ OIDC_ISSUER: sso.OIDC_ISSUER })).toThrow(
      'Invalid configuration: OIDC_ISSUER needs OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_ROLE_MAP as well',
    );
    expect(() => loadConfig({ ...sso, OIDC_ISSUER: 'ftp://login.example.com' })).toThrow(
      'Invalid configuration: OIDC_ISSUER must be an http:// or https:// address',
    );
    expect(() => loadConfig({ ...sso, OIDC_ISSUER: 'http://login.example.com' })).toThrow(
      'Invalid configuration: OIDC_ISSUER must be an https:// address (http:// only on loopback, for a provider on this machine)',
    );
    expect(loadConfig({ ...sso, OIDC_ISSUER: 'http://127.0.0.1:4100' }).api.sso?.issuer).toBe(
      'http://127.0.0.1:4100',
    );
  });

  it('reads the role map into system roles, and refuses an unknown role or a group named twice', () => {
    const settings = loadConfig({ ...sso, OIDC_PROVISIONING: '1' }).api.sso;
    expect(settings).toMatchObject({
      issuer: 'https://login.example.com/realms/staff',
      roleClaim: 'groups',
      provisioning: true,
      name: 'single sign-on',
    });
    expect([...(settings?.roleMap ?? [])]).toEqual([
      ['bo-admins', SystemRole.Admin],
      ['bo-agents', SystemRole.NoRole],
      ['bo-owners', SystemRole.SuperAdmin],
    ]);
    for (const map of ['bo-admins=root', 'bo-admins=admin,bo-admins=agent', 'bo-admins']) {
      expect(() => loadConfig({ ...sso, OIDC_ROLE_MAP: map })).toThrow(
        /^Invalid configuration: OIDC_ROLE_MAP must be group=role pairs separated by commas, each group once; roles: agent, chief_agent, admin, super_admin$/,
      );
    }
  });
});
