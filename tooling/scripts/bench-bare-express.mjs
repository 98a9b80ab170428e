// The baseline of `npm run bench`: the same express, one route, no database.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'server', 'package.json'),
);
const express = require('express');

const app = express();
app.disable('x-powered-by');
app.get('/bare', (_req, res) => {
  res.json({
    response: {
      user_uuid: '00000000-0000-0000-0000-000000000000',
      email: 'bench@example.com',
      system_role: 3,
    },
  });
});
app.listen(Number(process.argv[2] ?? 3211), '127.0.0.1');
