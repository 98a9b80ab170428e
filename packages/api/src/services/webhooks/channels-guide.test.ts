import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

import { DOMAIN_EVENTS } from '@backoffice/shared';

import { newWebhookSecret } from './endpoints';
import { signedHeaders } from './send';

const GUIDE = readFileSync(
  join(import.meta.dirname, '..', '..', '..', '..', '..', 'docs', 'channels.md'),
  'utf8',
);

type Verify = (secret: string, headers: Record<string, string>, rawBody: string, now?: number) => unknown;

/** The guide's verification example, loaded as the module a channel's developer would copy. */
async function guideVerifier(): Promise<Verify> {
  const code = /```js verify-webhook\n([\s\S]*?)```/.exec(GUIDE)?.[1];
  if (!code) throw new Error('docs/channels.md has no verify-webhook example');
  const file = join(mkdtempSync(join(tmpdir(), 'channels-guide-')), 'verify.mjs');
  writeFileSync(file, code);
  const loaded = (await import(pathToFileURL(file).href)) as { verifiedEvent: Verify };
  return loaded.verifiedEvent;
}

describe('docs/channels.md', () => {
  it('verifies a delivery as the server signs it, and refuses a changed body, another secret or an old one', async () => {
    const verifiedEvent = await guideVerifier();
    const secret = newWebhookSecret();
    const body = JSON.stringify({ type: 'order.paid', timestamp: new Date().toISOString(), data: { n: 1 } });
    const headers = signedHeaders({ secret, id: 'evt_1', body }, new Date());

    expect(verifiedEvent(secret, headers, body)).toEqual(JSON.parse(body));
    expect(() => verifiedEvent(secret, headers, body.replace('"n":1', '"n":2'))).toThrow(/Not signed/);
    expect(() => verifiedEvent(newWebhookSecret(), headers, body)).toThrow(/Not signed/);
    expect(() => verifiedEvent(secret, headers, body, Date.now() + 10 * 60_000)).toThrow(/Not a fresh/);
  });

  it('lists every event the server sends, with its meaning', () => {
    const rows = [...GUIDE.matchAll(/^\| `([a-z_.]+)`\s+\| ([^|]+?)\s+\|/gm)].map((row) => [row[1], row[2]]);
    expect(rows).toEqual(Object.entries(DOMAIN_EVENTS));
  });
});
