import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { renderRestMap } from '../rest-map';

const target = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'rest-map.md');
writeFileSync(target, renderRestMap());
console.info(`wrote ${target}`);
