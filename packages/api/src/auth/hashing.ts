import { hashPassword, verifyPassword } from '@backoffice/db';

import { type ApiConfig } from '../config';
import { serviceUnavailable } from '../errors';

/**
 * A counting semaphore around argon2: each hash takes 19 MiB and a core for tens of milliseconds, so
 * a burst of sign-ins (or one batch of them) must queue, and past the queue be refused at once with
 * 503 and `Retry-After` rather than pile up until every request waits seconds.
 */
export class HashingGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) {
      this.active += 1;
    } else if (this.waiting.length < this.queueLimit) {
      // The slot is handed over by the finishing call, so `active` stays counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      throw serviceUnavailable('The server is busy checking passwords, try again in a moment', 1);
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

const gates = new Map<string, HashingGate>();

/** One gate per process (per setting, so tests with other limits get their own). */
export function hashingGate(config: Pick<ApiConfig, 'passwordHashConcurrency' | 'passwordHashQueue'>) {
  const key = `${config.passwordHashConcurrency}/${config.passwordHashQueue}`;
  let gate = gates.get(key);
  if (!gate)
    gates.set(key, (gate = new HashingGate(config.passwordHashConcurrency, config.passwordHashQueue)));
  return gate;
}

/** argon2id hash of a new password, through the gate. */
export const hashPasswordGated = (config: ApiConfig, plain: string) =>
  hashingGate(config).run(() => hashPassword(plain));

/** argon2id verification, through the gate. */
export const verifyPasswordGated = (config: ApiConfig, passwordHash: string, plain: string) =>
  hashingGate(config).run(() => verifyPassword(passwordHash, plain));
