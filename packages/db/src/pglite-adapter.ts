// pglite-prisma-adapter 0.7.2 with two defects fixed:
// 1. It recognises database errors with `instanceof pglite.messages.DatabaseError` of the PGlite copy
//    *it* resolves (npm hoists it next to Prisma's own 0.4.x PGlite, while this package uses 0.5.x).
//    Errors from our instance were therefore passed through raw, and Prisma reported e.g. a unique
//    violation as code '23505' instead of P2002. Errors are mapped here, as @prisma/adapter-pg does.
// 2. Its executeScript does not await `exec`.
import { type PGlite } from '@electric-sql/pglite';
import {
  DriverAdapterError,
  type Error as DriverError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type Transaction,
} from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';

interface PgErrorFields {
  code: string;
  message: string;
  severity: string;
  detail?: string;
  column?: string;
  constraint?: string;
  table?: string;
  hint?: string;
}

function isPgError(error: unknown): error is PgErrorFields {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Record<string, unknown>;
  return (
    typeof candidate.code === 'string' &&
    typeof candidate.message === 'string' &&
    typeof candidate.severity === 'string' &&
    !(error instanceof DriverAdapterError) &&
    (candidate as { name?: unknown }).name !== 'DriverAdapterError'
  );
}

/** PostgreSQL error -> Prisma's driver error kinds (same mapping as @prisma/adapter-pg 7.10). */
export function mapPgError(error: PgErrorFields): DriverError {
  const base = { originalCode: error.code, originalMessage: error.message };
  const keyFields = error.detail
    ?.match(/Key \(([^)]+)\)/)
    ?.at(1)
    ?.split(', ');
  const byColumnOrConstraint = error.column
    ? { fields: [error.column] }
    : error.constraint
      ? { index: error.constraint }
      : undefined;
  switch (error.code) {
    case '22001':
      return { ...base, kind: 'LengthMismatch', column: error.column };
    case '22003':
      return { ...base, kind: 'ValueOutOfRange', cause: error.message };
    case '22P02':
      return { ...base, kind: 'InvalidInputValue', message: error.message };
    case '23505':
      return {
        ...base,
        kind: 'UniqueConstraintViolation',
        constraint: error.constraint
          ? { index: error.constraint }
          : keyFields
            ? { fields: keyFields }
            : undefined,
        table: error.table,
      };
    case '23502':
      return {
        ...base,
        kind: 'NullConstraintViolation',
        constraint: keyFields ? { fields: keyFields } : error.column ? { fields: [error.column] } : undefined,
      };
    case '23503':
      return { ...base, kind: 'ForeignKeyConstraintViolation', constraint: byColumnOrConstraint };
    case '23001':
      return { ...base, kind: 'RestrictViolation', constraint: byColumnOrConstraint };
    case '40001':
    case '40P01':
      return { ...base, kind: 'TransactionWriteConflict' };
    case '42P01':
      return { ...base, kind: 'TableDoesNotExist', table: error.message.split(' ').at(1)?.split('"').at(1) };
    case '42703':
      return {
        ...base,
        kind: 'ColumnNotFound',
        column: error.message
          .match(/^column (.+) does not exist$/)
          ?.at(1)
          ?.replace(/"/g, ''),
      };
    default:
      return {
        ...base,
        kind: 'postgres',
        code: error.code,
        severity: error.severity,
        message: error.message,
        detail: error.detail,
        column: error.column,
        hint: error.hint,
      };
  }
}

function rethrow(error: unknown): never {
  if (isPgError(error)) throw new DriverAdapterError(mapPgError(error));
  throw error;
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    rethrow(error);
  }
}

function wrapTransaction(tx: Transaction): Transaction {
  return Object.assign(Object.create(tx) as Transaction, {
    queryRaw: (query: SqlQuery) => guard(() => tx.queryRaw(query)),
    executeRaw: (query: SqlQuery) => guard(() => tx.executeRaw(query)),
    commit: () => guard(() => tx.commit()),
    rollback: () => guard(() => tx.rollback()),
  });
}

function wrapAdapter(adapter: SqlDriverAdapter, pglite: PGlite): SqlDriverAdapter {
  return Object.assign(Object.create(adapter) as SqlDriverAdapter, {
    queryRaw: (query: SqlQuery) => guard(() => adapter.queryRaw(query)),
    executeRaw: (query: SqlQuery) => guard(() => adapter.executeRaw(query)),
    executeScript: (script: string) =>
      guard(async () => {
        await pglite.exec(script);
      }),
    startTransaction: (isolationLevel?: Parameters<SqlDriverAdapter['startTransaction']>[0]) =>
      guard(async () => wrapTransaction(await adapter.startTransaction(isolationLevel))),
  });
}

/** Prisma driver adapter factory over an existing PGlite instance (which the caller owns and closes). */
export function createPGliteAdapterFactory(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaPGlite(pglite as never);
  return {
    provider: 'postgres',
    adapterName: inner.adapterName,
    connect: async () => wrapAdapter(await inner.connect(), pglite),
    connectToShadowDb: async () => inner.connectToShadowDb(),
  };
}
