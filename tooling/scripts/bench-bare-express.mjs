// The baseline of `npm run bench`: the same express, running the SQL the users list runs (one page of
// 15 users matching a search, and their count) straight through the driver: `pg` on a PostgreSQL
// server, PGlite's own query on a copy of the embedded database. No session, no validation, no ORM:
// what the back office's read costs at least. With a statements file (JSON: name -> [{ sql, params }]),
// GET /bare/q/<name> sends that set's statements side by side and answers their rows (the order
// bench's capacity baseline).
//   node tooling/scripts/bench-bare-express.mjs <port> <postgres://url | pglite data folder> [statements.json]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'server', 'package.json'),
);
const express = require('express');
const requireDb = createRequire(
  join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'packages', 'db', 'package.json'),
);

const [portText = '3211', target = '', statementsFile] = process.argv.slice(2);

/** One function `query(sql, params) => rows` over the chosen driver. */
async function connect() {
  if (/^postgres(ql)?:\/\//.test(target)) {
    const { default: pg } = await import(requireDb.resolve('pg'));
    // The pool size the server has too (packages/db: 10), so the baseline is not given more.
    const pool = new pg.Pool({ connectionString: target, max: 10, options: '-c TimeZone=UTC' });
    return async (sql, params) => (await pool.query(sql, params)).rows;
  }
  const { PGlite } = await import(requireDb.resolve('@electric-sql/pglite'));
  const { pg_trgm } = await import(requireDb.resolve('@electric-sql/pglite/contrib/pg_trgm'));
  const db = await PGlite.create(join(target, 'pglite'), { extensions: { pg_trgm } });
  return async (sql, params) => (await db.query(sql, params)).rows;
}

// What Prisma sends for GET /api/admin/get-users?search=…&page=1&pageSize=15 (not deleted, every
// word in first name, last name or email, sorted by last then first name).
const WHERE = `status <> 4 AND (first_name ILIKE $1 OR last_name ILIKE $1 OR email ILIKE $1)`;
const LIST = `SELECT id, first_name, last_name, phone, email, status, system_role FROM users
  WHERE ${WHERE} ORDER BY last_name ASC, first_name ASC, id ASC LIMIT 15 OFFSET 0`;
const COUNT = `SELECT count(*)::int AS total FROM users WHERE ${WHERE}`;

const query = await connect();
const app = express();
app.disable('x-powered-by');
app.get('/bare', (_req, res) => {
  res.json({ status: 'ok' });
});
app.get('/bare/users', async (req, res) => {
  const pattern = `%${String(req.query.search ?? '')}%`;
  const [rows, [count]] = await Promise.all([query(LIST, [pattern]), query(COUNT, [pattern])]);
  res.json({
    data: rows.map((row) => ({
      user_uuid: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      phone: row.phone,
      email: row.email,
      status: row.status,
      system_role: row.system_role,
    })),
    total: count.total,
  });
});
const statements = statementsFile ? JSON.parse(readFileSync(statementsFile, 'utf8')) : {};
app.get('/bare/q/:name', async (req, res) => {
  const set = statements[req.params.name];
  if (!set) return res.status(404).json({ message: 'unknown statement set' });
  const results = await Promise.all(set.map((statement) => query(statement.sql, statement.params)));
  res.json({ results });
});
app.listen(Number(portText), '127.0.0.1');
