import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { findPathLiterals, listRestOperations, renderRestMap } from '@backoffice/api';

describe('REST paths and docs/rest-map.md', () => {
  it('declares every REST path exactly once in packages/api (a grep for the path finds its code)', () => {
    const literals = findPathLiterals();
    const places = listRestOperations().map((operation) => ({
      path: operation.path,
      places: (literals.get(operation.path) ?? []).map((place) => `${place.file}:${place.line}`),
    }));
    expect(places.filter((entry) => entry.places.length !== 1)).toEqual([]);
  });

  it('is up to date (run `npm run docs:rest-map` after adding or changing a procedure)', () => {
    const file = readFileSync(
      join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'rest-map.md'),
      'utf8',
    );
    expect(file).toBe(renderRestMap());
  });
});
