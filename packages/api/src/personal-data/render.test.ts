import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { renderPersonalDataDoc } from './render';

describe('docs/personal-data.md', () => {
  it('is the map as it is (run `npm run docs:personal-data` after changing it)', () => {
    const file = readFileSync(
      join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'personal-data.md'),
      'utf8',
    );
    expect(file).toBe(renderPersonalDataDoc());
  });
});
