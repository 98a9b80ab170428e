// Every document's links to files of the repository, and every repository path it names in
// backticks, exist: a moved or renamed file fails here instead of leaving the docs behind.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...['apps/web/README.md', 'apps/server/README.md'].filter((file) => existsSync(join(root, file))),
];

/** The top folders a path named in backticks starts with, for it to be read as a repository path. */
const REPOSITORY_FOLDERS = /^(apps|packages|tooling|docs|prisma)\//;

/** Links to files of the repository (not web addresses, anchors or mail). */
function linkedFiles(text) {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1].split('#')[0])
    .filter((target) => target && !/^[a-z]+:/i.test(target));
}

/** What a build writes: named by the docs, present only after `npm run build`. */
const BUILD_OUTPUT = /(^|\/)dist(\/|$)/;

/**
 * Repository paths in backticks: `apps/server/src/app.ts`, not `/api/…`, a glob, a template, an
 * elision or a build's output.
 */
function namedPaths(text) {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1].replace(/[:,.;)]+$/, ''))
    .filter(
      (path) => REPOSITORY_FOLDERS.test(path) && !/[*<>{}$…]|\.\.\./.test(path) && !BUILD_OUTPUT.test(path),
    );
}

test('the documents name only files and folders that exist', () => {
  const missing = [];
  for (const document of documents) {
    const text = readFileSync(join(root, document), 'utf8');
    for (const target of linkedFiles(text)) {
      if (!existsSync(resolve(root, dirname(document), target))) missing.push(`${document}: link ${target}`);
    }
    for (const path of namedPaths(text)) {
      if (!existsSync(join(root, path))) missing.push(`${document}: \`${path}\``);
    }
  }
  assert.deepEqual(missing, []);
});

test('decisions keep to what is in force: a page a newcomer reads, grouped by domain, no history', () => {
  const text = readFileSync(join(root, 'docs/decisions.md'), 'utf8');
  assert.ok(text.split('\n').length <= 601, 'docs/decisions.md holds at most 600 lines');
  assert.deepEqual(text.match(/\b(issue|session) \d+/gi) ?? [], [], 'decisions cite no issue or session');
  assert.ok((text.match(/^## /gm) ?? []).length >= 10, 'decisions are grouped by domain');
});
