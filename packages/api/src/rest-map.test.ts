import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { describe, expect, it } from 'vitest';

import { FILE_ROUTE_PATHS } from '@backoffice/shared';

import { CHANNEL_KEY_PROCEDURES } from './auth/authorise';
import { listRestOperations } from './openapi';
import { findPathLiterals, renderRestMap } from './rest-map';

const REPO = join(import.meta.dirname, '..', '..', '..');

/** The source files of every app and package (tests and generated code aside). */
function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'generated'].includes(entry.name) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('REST paths and docs/rest-map.md', () => {
  it('declares every REST path exactly once in packages/api (a grep for the path finds its code)', () => {
    const literals = findPathLiterals();
    const places = listRestOperations().map((operation) => ({
      path: operation.path,
      places: (literals.get(operation.path) ?? []).map((place) => `${place.file}:${place.line}`),
    }));
    expect(places.filter((entry) => entry.places.length !== 1)).toEqual([]);
  });

  it("writes each file route's path once, in packages/shared, for the server and the web client", () => {
    const roots = ['apps/server/src', 'apps/web/src', 'packages/api/src', 'packages/shared/src'];
    const files = roots.flatMap((root) => sources(join(REPO, root)));
    const texts = files.map((file) => ({ file: relative(REPO, file), text: readFileSync(file, 'utf8') }));
    for (const path of Object.values(FILE_ROUTE_PATHS)) {
      const quoted = new RegExp(`['"\`]${path}[?'"\`]`);
      expect(texts.filter(({ text }) => quoted.test(text)).map(({ file }) => file)).toEqual([
        'packages/shared/src/http-paths.ts',
      ]);
    }
  });

  it('marks every procedure a channel key may call, each one a REST operation (a misspelt name would refuse it)', () => {
    const marked = listRestOperations().filter((operation) => operation.channelKey);
    expect(marked.map((operation) => operation.procedure).sort()).toEqual([...CHANNEL_KEY_PROCEDURES].sort());
  });

  it('is up to date (run `npm run docs:rest-map` after adding or changing a procedure)', () => {
    const file = readFileSync(join(REPO, 'docs', 'rest-map.md'), 'utf8');
    expect(file).toBe(renderRestMap());
  });
});
