import { type Prisma } from '@backoffice/db';

import { type Context } from '../../context';
import { notFound, uniqueViolationColumn, valueTaken } from '../../errors';
import { type UploadKind } from '../../files/content-type';
import { type Versioning } from '../versions/versioning';

export type ModelKey = Uncapitalize<Prisma.ModelName>;

/** The model of a client property (`faqCategory` → its payload types). */
type ModelPayload<TModel extends ModelKey> =
  Capitalize<TModel> extends keyof Prisma.TypeMap['model']
    ? Prisma.TypeMap['model'][Capitalize<TModel>]['payload']
    : never;

/** The fields and relations of a model, by its client property: what a declared resource's columns may name. */
export type ModelField<TModel extends ModelKey> = (
  keyof ModelPayload<TModel>['scalars'] | keyof ModelPayload<TModel>['objects']
) &
  string;

/** A field of a related record the reads load (`category.name`): checked by the read's `include`. */
export type RelatedPath = `${string}.${string}`;
export type StoredRecord = Record<string, unknown>;

/** The calls a declared resource makes on its Prisma model (every model delegate has them). */
export interface ModelDelegate {
  findMany(args: object): Promise<StoredRecord[]>;
  count(args: object): Promise<number>;
  findUnique(args: object): Promise<StoredRecord | null>;
  create(args: object): Promise<StoredRecord>;
  update(args: object): Promise<StoredRecord>;
  delete(args: object): Promise<StoredRecord>;
}

/**
 * The one place a model is reached by its name: Prisma types each delegate apart, and a resource
 * names its model as data, so the common calls are typed here once.
 */
export const modelRecords = (
  db: Pick<Context['prisma'], ModelKey> | Prisma.TransactionClient,
  model: ModelKey,
) => db[model] as unknown as ModelDelegate;

/** The audit entity type of a model ('faqCategory' → 'FaqCategory'). */
export const entityType = (model: ModelKey) => model.charAt(0).toUpperCase() + model.slice(1);

/** What the generic writes need to know of a declared resource. */
export interface RecordModel {
  model: ModelKey;
  /** Its name in a 404 ("FAQ category"). */
  label: string;
  /** The audit action's prefix ('cms.faq-category'). */
  audit: string;
  /** The 409's message when a unique column clashes, answered on that column's wire field. */
  uniqueConflict?: string;
  /** The wire fields and the stored fields they are (`{ field }`), to name a clashing column. */
  columns: object;
  /** Fields holding a stored file's path, with the kinds of file each takes. */
  files?: Record<string, readonly UploadKind[]>;
  /** Present when every change keeps a version (services/versions). */
  versioning?: Versioning;
}

/** Reads the record inside the write's transaction, or answers 404. */
export async function findForWrite(db: Prisma.TransactionClient, def: RecordModel, id: string) {
  const record = await modelRecords(db, def.model).findUnique({ where: { id } });
  if (!record) throw notFound(def.label);
  return record;
}

/**
 * Throws the resource's 409 for a unique-column clash, on the wire field whose column it is (a form
 * shows it under that field); anything else as it came.
 */
export function rethrowUnique(error: unknown, def: RecordModel): never {
  if (
    def.uniqueConflict &&
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'P2002'
  ) {
    const column = uniqueViolationColumn(error);
    const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    const wire = Object.entries(def.columns as Record<string, { field?: string } | undefined>).find(
      ([, spec]) => spec?.field !== undefined && snakeCase(spec.field) === column,
    )?.[0];
    throw valueTaken(wire ?? null, def.uniqueConflict);
  }
  throw error;
}
