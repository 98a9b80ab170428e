// Runs `prisma generate` offline: the CLI insists on locating a schema engine binary it never calls
// during generate, so we point it at a stub (see shared notes on Prisma offline).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const stub = join(root, 'tooling', 'scripts', 'schema-engine-stub.sh');
if (!existsSync(join(root, 'node_modules', 'prisma'))) process.exit(0);
chmodSync(stub, 0o755);
const result = spawnSync('npx', ['prisma', 'generate'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: stub,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
process.exit(result.status ?? 1);
