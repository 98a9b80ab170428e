// @backoffice/db: the Prisma client and everything around the database.
export * from './generated/prisma/client';
export { fromJsonColumn, toJsonColumn } from './json-columns';

export {
  createDatabase,
  driverQueryOf,
  givingWay,
  isEmbedded,
  MEMORY_DATA_DIR,
  openReadReplica,
  rawQueryOf,
  snapshotMigratedPGlite,
  type CreateDatabaseOptions,
  type Database,
  type DatabaseKind,
  type DatabaseLogLevel,
  type DriverQuery,
  type OpenReadReplicaOptions,
  type ReadReplica,
} from './client';
export {
  listMigrationDirectories,
  loadMigrations,
  MIGRATION_ADVISORY_LOCK_KEY,
  migrationChecksum,
  MigrationError,
  pendingMigrations,
  pgliteMigrationDriver,
  pgMigrationDriver,
  runMigrations,
  type LocalMigration,
  type MigrateOptions,
  type MigrationConnection,
  type MigrationDriver,
  type SqlRunner,
} from './migrate';
export { defaultMigrationsDir, repoRoot, schemaPath, storageRootIn } from './paths';
export { hashPassword, PASSWORD_HASH_OPTIONS, passwordNeedsRehash, verifyPassword } from './password';
export {
  bootstrapAdmin,
  DEFAULT_ADMIN_EMAIL,
  generatePassword,
  type BootstrapAdminResult,
} from './bootstrap';
export {
  activationPriceFor,
  billingPlanSnapshot,
  FIRST_NAMED_NETWORK_CODE,
  type BillingDependentOption,
  type BillingPlanSnapshot,
} from './billing';
export {
  buildDemoData,
  DEMO_ACCOUNTS,
  DEMO_EMAIL_DOMAIN,
  DEMO_ORDER_COUNT,
  DEMO_PASSWORD,
  hasDemoData,
  SEED_REFERENCE_DATE,
  seedDemoData,
  slugify,
  type SeedOptions,
  type SeedResult,
} from './seed';
