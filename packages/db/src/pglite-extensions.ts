// PostgreSQL extensions the migrations use, loaded into every PGlite the project opens (the runtime
// database and the in-memory shadow databases of `db:diff`). PGlite ships contrib extensions as
// separate bundles that must be passed at construction; `CREATE EXTENSION` then works as on a server.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** pg_trgm: trigram GIN indexes (`gin_trgm_ops`) behind the lists' ILIKE '%term%' searches. */
export const pgliteExtensions = { pg_trgm };
