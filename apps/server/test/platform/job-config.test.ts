import { describe, expect, it } from 'vitest';

import { ConfigError, loadConfig } from '../../src/config';

/** The job runner's settings are read with the rest of the configuration: a bad value stops start-up. */
describe('JOB_LEASE_SECONDS and JOB_POLL_MS', () => {
  it('default to a 30 s lease and a 2 s poll, and are read in seconds and milliseconds', () => {
    expect(loadConfig({}).jobs).toEqual({ leaseMs: 30_000, pollMs: 2000 });
    expect(loadConfig({ JOB_LEASE_SECONDS: '90', JOB_POLL_MS: '500' }).jobs).toEqual({
      leaseMs: 90_000,
      pollMs: 500,
    });
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
