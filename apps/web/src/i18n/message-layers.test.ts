// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { defined } from '@backoffice/shared';

import { en } from './en';
import { isStartupMessage } from './message-layers';

const src = fileURLToPath(new URL('..', import.meta.url));

/** Code that runs before the signed-in app has loaded its messages. */
const STARTUP_CODE = [
  'features/access',
  'app/app.tsx',
  'app/loading-screen.tsx',
  'app/locale-switch.tsx',
  'app/providers.tsx',
  'app/route-screen.tsx',
  'app/signed-in-area.tsx',
  'app/session',
  'app/routes/access-routes.ts',
  'components/feedback',
  'components/form',
  'components/page',
];

function sourceFiles(path: string): string[] {
  const full = join(src, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full).flatMap((entry) => sourceFiles(join(path, entry)));
}

const MESSAGE_ID = /\b(?:id|titleId|descriptionId)(?:=|:\s*)['"]([a-zA-Z][\w.]*)['"]/g;

describe('message layers', () => {
  it('ship every message the first page load may show', () => {
    const files = STARTUP_CODE.flatMap(sourceFiles).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const ids = new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(MESSAGE_ID)].map((match) => defined(match[1], 'an id')),
      ),
    );
    expect(ids.size).toBeGreaterThan(20);
    for (const id of ids) {
      expect(en, id).toHaveProperty([id]);
      expect(isStartupMessage(id), `${id} is used before the signed-in app loads`).toBe(true);
    }
  });

  it('keep the spec texts and validation messages in the first layer', () => {
    expect(isStartupMessage('msg.requestError')).toBe(true);
    expect(isStartupMessage('validation.tooShort')).toBe(true);
    expect(isStartupMessage('profile.tab.edit')).toBe(false);
  });
});
