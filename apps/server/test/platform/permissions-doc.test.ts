import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { listRestOperations } from '@backoffice/api';

const document = readFileSync(
  join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'permissions.md'),
  'utf8',
);
const documented = new Map(
  [...document.matchAll(/^\| `(GET|POST) (\/api\/[^`]+)` +\| (\w+) +\|/gm)].map((match) => [
    `${match[1]} ${match[2]}`,
    match[3],
  ]),
);

describe('docs/permissions.md', () => {
  it('lists every REST path with the policy the server enforces', () => {
    const actual = new Map(
      listRestOperations().map((operation) => [
        `${operation.method} ${operation.path}`,
        operation.policy as string,
      ]),
    );
    for (const [path, policy] of actual)
      expect({ path, policy: documented.get(path) }).toEqual({ path, policy });
  });

  it('lists no path that does not exist', () => {
    const actual = new Set(listRestOperations().map((operation) => `${operation.method} ${operation.path}`));
    const stale = [...documented.keys()].filter(
      (path) => !path.startsWith('POST /api/file/') && !actual.has(path),
    );
    expect(stale).toEqual([]);
  });
});
