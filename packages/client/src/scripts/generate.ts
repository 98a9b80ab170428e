import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { GENERATED_TYPES_PATH, generatedTypes } from '../generate';

writeFileSync(GENERATED_TYPES_PATH, await generatedTypes());
console.info(`wrote ${fileURLToPath(GENERATED_TYPES_PATH)}`);
