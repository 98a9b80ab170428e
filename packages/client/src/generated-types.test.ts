import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { GENERATED_TYPES_PATH, generatedTypes } from './generate';

describe('the generated types', () => {
  it('are those of the document the server serves now (run `npm run generate -w @backoffice/client`)', async () => {
    expect(readFileSync(GENERATED_TYPES_PATH, 'utf8')).toBe(await generatedTypes());
  });
});
