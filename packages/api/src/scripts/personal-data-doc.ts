import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { renderPersonalDataDoc } from '../personal-data/render';

const target = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'personal-data.md');
writeFileSync(target, renderPersonalDataDoc());
console.info(`wrote ${target}`);
