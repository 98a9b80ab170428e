import { z } from 'zod';

import { type Prisma } from '@backoffice/db';
import {
  type DeleteAccess,
  type FieldKind,
  listQuerySchema,
  publishFlagSchema,
  type ResourceWire,
  uuidSchema,
  type WireEnvelope,
} from '@backoffice/shared';

import { created, createdResponse, responseOf, updated, updatedResponse } from '../contract';
import { type WriteContext } from '../context';
import { conflict, invalidFields, notFound } from '../errors';
import { type DeclaredError } from '../rest-errors';
import { type UploadKind } from '../files/content-type';
import { assertStoredFileKinds } from '../files/stored-file-kind';
import {
  adminProcedure,
  publicProcedure,
  sessionProcedure,
  staffProcedure,
  superAdminProcedure,
} from '../trpc';
import { type AccessPolicy } from '../auth/authorise';
import { everyWordInOneOf } from '../services/list-search';
import { listOrder } from '../services/list-order';
import { changeRecord, type VersionNote } from '../services/records/change-record';
import { type Versioning } from '../services/versions/versioning';
import { registerVersionedResource } from '../services/versions/registry';
import { assertRecentlyConfirmed } from '../services/account/second-factor/step-up';
import { createRecord } from '../services/records/create-record';
import { deleteRecord } from '../services/records/delete-record';
import {
  entityType,
  type ModelField,
  type ModelKey,
  modelRecords,
  type RelatedPath,
} from '../services/records/model-records';
import { type Column, type ColumnMap, readRow, writeData } from './columns';

/*
 * The shape most of the contract shares, written once: a resource is a model with a list, a read, a
 * create, an update, a publish switch and a delete at literal REST paths. `defineResource` turns one
 * declaration into ordinary tRPC procedures with their OpenAPI meta, so the REST layer, the OpenAPI
 * document and the policy tests treat them like any hand-written procedure. The envelopes, id names,
 * flag name and delete policy come from the resource's wire contract in the shared package, which the
 * web client reads too. Anything unusual is a plain procedure file beside the definition, not an
 * option here. docs/resources.md shows how to use it.
 */

type Db = Prisma.TransactionClient;

export type { ModelKey };
export type RestPath = `/api/${string}`;

const procedureOf = {
  public: publicProcedure,
  session: sessionProcedure,
  staff: staffProcedure,
  admin: adminProcedure,
  superAdmin: superAdminProcedure,
} as const;

/** What the server adds to a call of the wire contract: its path, and who may call it. */
interface Operation {
  path: RestPath;
  /** Who may call it; reads and writes default to administrators. */
  policy?: AccessPolicy;
  summary?: string;
  /** Failures its hooks may answer besides those the builder knows of (`prepareWrite` finding no such record). */
  errors?: readonly DeclaredError[];
}

export interface ListOperation extends Operation {
  /**
   * Large lists: called with paging parameters (`page`/`pageSize` or `limit`/`offset` of the shared
   * list query) the database searches, sorts and pages, and the answer adds `total`; called without
   * them it answers every row as before. `search` names the Prisma fields every search word may match
   * (serve them with trigram indexes), `sort` maps the contract's sort keys to Prisma fields.
   */
  paged?: { search: readonly string[]; sort: Readonly<Record<string, string>> };
}

export interface ReadOperation extends Operation {
  method: 'GET' | 'POST';
}

export interface WriteOperation<I extends z.ZodObject> extends Operation {
  input: I;
}

/** A secret made at creation and answered once beside the id (`{ uuid, secret }`), never again. */
export interface OneTimeSecret {
  generate: () => string;
  /** The Prisma data kept of it: the secret itself where the server signs with it, else its hash. */
  store: (secret: string) => object;
}

export interface CreateOperation<I extends z.ZodObject> extends WriteOperation<I> {
  secret?: OneTimeSecret;
}

export interface DeleteOperation extends Operation {
  /** Who may delete is the wire contract's `delete.access`, so the web shows the action to the same roles. */
  policy?: never;
  /** Refuses the delete (throw a 409) while something still uses the record. */
  guard?: (db: Db, id: string) => Promise<void>;
}

/** An operation the wire contract names is required, one it leaves out is refused. */
type NamedBy<
  TWire extends ResourceWire,
  Name extends keyof ResourceWire,
  TOperation,
> = Name extends keyof TWire ? { [Key in Name]: TOperation } : { [Key in Name]?: never };

/** The server's part of each call: a list, a create where the resource has one, and exactly the calls its wire contract names. */
export type ResourceOperations<TWire extends ResourceWire> = {
  list: ListOperation;
  create?: CreateOperation<z.ZodObject>;
} & NamedBy<TWire, 'get', ReadOperation> &
  NamedBy<TWire, 'update', WriteOperation<z.ZodObject>> &
  NamedBy<TWire, 'publish', Operation> &
  NamedBy<TWire, 'delete', DeleteOperation>;

/** Every operation, each optional: what the builders below read. */
interface AnyOperations {
  list: ListOperation;
  get?: ReadOperation;
  create?: CreateOperation<z.ZodObject>;
  update?: WriteOperation<z.ZodObject>;
  publish?: Operation;
  delete?: DeleteOperation;
}

export interface ResourceDefinition<
  TRow extends z.ZodObject,
  TWire extends ResourceWire,
  TOps extends ResourceOperations<TWire>,
  TModel extends ModelKey = ModelKey,
> {
  /** The Prisma model, by its client property (`faqCategory`). */
  model: TModel;
  /** What the record is called in messages ('FAQ category not found'). */
  label: string;
  /** Audit action prefix ('cms.faq-category' gives 'cms.faq-category.create'...). */
  audit: string;
  /** OpenAPI tag. */
  tag: string;
  /** One row of the contract, from the shared package. */
  row: TRow;
  /**
   * Where each field of the row is stored (a field of the model, which the compiler checks, or a
   * related record's). Input keys naming a writable column are written there.
   */
  columns: ColumnMap<z.input<TRow>, ModelField<TModel> | RelatedPath>;
  orderBy: readonly Record<string, unknown>[];
  /** Related rows the reads load (`include` of the model). */
  include?: object;
  /** Extra Prisma data for a write, for fields that are not one column (nested rows). */
  nestedData?: (input: Record<string, unknown>, mode: 'create' | 'update') => object;
  /**
   * Checks and data that need more than the input (other records, a remote service such as the BSS),
   * run before the write's transaction so no connection waits on them: throw a 4xx to refuse, or
   * answer extra Prisma data. `id` is the record being changed; absent on create.
   */
  prepareWrite?: (ctx: WriteContext, input: Record<string, unknown>, id?: string) => Promise<object>;
  /** Text of the 409 when a unique column already holds the value. */
  uniqueConflict?: string;
  /** Prisma data written with the publish flag beside the flag itself (a switched-on endpoint's failure clock cleared). */
  flagData?: (on: boolean) => object;
  /**
   * Input fields holding a stored file's path, with the kinds each accepts: on every write the path
   * must name a file uploaded through /api/file/upload whose detected type fits (else a 400).
   */
  files?: Record<string, readonly UploadKind[]>;
  /** The resource's wire contract from the shared package (`blogWire`): envelopes, id names, flag, delete access. */
  wire: TWire;
  /**
   * A versioned resource's (its wire's `versions`) switch that is its own call rather than the publish
   * call (a discount code's active switch): what a schedule and the versions call to turn it.
   */
  liveSwitch?: (ctx: WriteContext, id: string, on: boolean, note?: VersionNote) => Promise<number>;
  operations: TOps;
}

const envelopeOf = <E extends WireEnvelope, T extends z.ZodType>(envelope: E, schema: T) =>
  z.object({ [envelope]: schema } as Record<E, T>);

const idInput = <K extends string>(idKey: K) =>
  z.object({ [idKey]: uuidSchema } as Record<K, typeof uuidSchema>);

/** A definition as the builders read it, its wire and operations no longer tied by type. */
type AnyDefinition<TRow extends z.ZodObject = z.ZodObject> = Omit<
  ResourceDefinition<TRow, ResourceWire, ResourceOperations<ResourceWire>>,
  'operations' | 'columns'
> & { operations: AnyOperations; columns: ColumnMap<z.input<TRow>>; versioning?: Versioning };

/** The audit entity type of each defined resource's procedures, so what depends on every resource derives it. */
const entityTypes = new WeakMap<object, string>();

/** The entity type a resource's audit rows carry ('FaqCategory'). */
export function resourceEntityType(resource: object): string {
  const type = entityTypes.get(resource);
  if (!type) throw new Error('Not the procedures of a defineResource call');
  return type;
}

/** The procedure builder of an operation's policy, with its OpenAPI meta. */
function procedureFor(
  def: AnyDefinition,
  op: Operation,
  method: 'GET' | 'POST',
  policy: AccessPolicy,
  summary: string,
  errors: readonly (DeclaredError | false | undefined)[] = [],
) {
  const declared = new Set(
    [...errors, ...(op.errors ?? [])].filter((error) => error !== undefined && error !== false),
  );
  return procedureOf[policy].meta({
    openapi: { method, path: op.path, tags: [def.tag], summary: op.summary ?? summary },
    errors: [...declared],
  });
}

/** The paging parameters that switch a paged list to one page; without them it answers every row. */
const PAGING_KEYS = ['page', 'pageSize', 'limit', 'offset'] as const;

function buildList<TRow extends z.ZodObject, E extends WireEnvelope>(
  def: AnyDefinition<TRow>,
  op: ListOperation,
  wire: { envelope: E },
) {
  const listOutput = envelopeOf(wire.envelope, z.array(def.row)).extend({
    total: z.number().int().nonnegative().optional(),
  });
  const paged = op.paged;
  const sortKeys = Object.keys(paged?.sort ?? {});
  const listQuery = paged && sortKeys.length > 0 ? listQuerySchema(sortKeys as [string, ...string[]]) : null;
  // Every parameter optional and without defaults, so the call without paging parameters is told apart.
  const listInput = listQuery
    ? z
        .object(
          Object.fromEntries(
            Object.entries(listQuery.in.shape).map(([key, schema]) => [
              key,
              (schema instanceof z.ZodDefault ? schema.unwrap() : schema).optional(),
            ]),
          ),
        )
        .optional()
    : z.void();
  const summary = paged
    ? `List ${def.label} records (paged, searched and sorted when asked)`
    : `List every ${def.label}`;
  return procedureFor(def, op, 'GET', op.policy ?? 'admin', summary)
    .input(listInput)
    .output(listOutput)
    .query(async ({ ctx, input }) => {
      const model = modelRecords(ctx.prisma, def.model);
      const include = def.include ? { include: def.include } : {};
      const raw = (input ?? {}) as Record<string, unknown>;
      const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined));
      if (!paged || !listQuery || Object.keys(given).length === 0) {
        const records = await model.findMany({ orderBy: def.orderBy, ...include });
        const rows = records.map((record) => readRow(def.columns, record));
        // The envelope key is generic, so TypeScript cannot relate it to the output type; the output schema checks it.
        return { [wire.envelope]: rows } as never;
      }
      const query = listQuery.parse(given);
      const where = { AND: everyWordInOneOf(query.search, paged.search) };
      const orderBy = listOrder(paged.sort, query, def.orderBy);
      const onePage = PAGING_KEYS.some((key) => given[key] !== undefined);
      const [records, total] = await Promise.all([
        model.findMany({
          where,
          orderBy,
          ...(onePage ? { skip: query.offset, take: query.limit } : {}),
          ...include,
        }),
        model.count({ where }),
      ]);
      return { [wire.envelope]: records.map((record) => readRow(def.columns, record)), total } as never;
    });
}

function buildGet<TRow extends z.ZodObject, K extends string, E extends WireEnvelope>(
  def: AnyDefinition<TRow>,
  op: ReadOperation,
  wire: { idKey: K; envelope: E },
) {
  const rowOutput = envelopeOf(wire.envelope, def.row);
  return procedureFor(def, op, op.method, op.policy ?? 'admin', `Read one ${def.label}`, ['NOT_FOUND'])
    .input(idInput(wire.idKey))
    .output(rowOutput)
    .query(async ({ ctx, input }) => {
      const record = await modelRecords(ctx.prisma, def.model).findUnique({
        where: { id: (input as Record<string, string>)[wire.idKey] },
        ...(def.include ? { include: def.include } : {}),
      });
      if (!record) throw notFound(def.label);
      return { [wire.envelope]: readRow(def.columns, record) } as never;
    });
}

const secretCreatedResponse = responseOf(z.object({ uuid: z.string(), secret: z.string() }));

type CreateOutput<O> = O extends { secret: OneTimeSecret }
  ? typeof secretCreatedResponse
  : typeof createdResponse;

function buildCreate<TRow extends z.ZodObject, I extends z.ZodObject, O extends CreateOperation<I>>(
  def: AnyDefinition<TRow>,
  op: O & CreateOperation<I>,
) {
  const output = (op.secret ? secretCreatedResponse : createdResponse) as CreateOutput<O>;
  return procedureFor(def, op, 'POST', op.policy ?? 'admin', `Create a ${def.label}`, [
    def.uniqueConflict !== undefined && 'CONFLICT',
  ])
    .input(op.input)
    .output(output)
    .mutation(async ({ ctx, input }) => {
      // A record made with a secret is a credential (an API key, a webhook's signing key): the person
      // making it confirms it is them first.
      if (op.secret) await assertRecentlyConfirmed(ctx);
      const values = input as Record<string, unknown>;
      const prepared = await def.prepareWrite?.(ctx, values);
      const data = {
        ...writeData(def.columns, values),
        ...def.nestedData?.(values, 'create'),
        ...prepared,
      };
      const secret = op.secret?.generate();
      const id = await createRecord(ctx, def, {
        values,
        data,
        stored: secret === undefined ? undefined : op.secret?.store(secret),
      });
      // The output type follows the operation's `secret`, which TypeScript cannot see from here.
      return (secret === undefined ? created(id) : { response: { uuid: id, secret } }) as never;
    });
}

/** The update call's work after its input is read: checks, data, the write and its version. */
function updateRunner<TRow extends z.ZodObject>(def: AnyDefinition<TRow>, idKey: string) {
  return async (ctx: WriteContext, values: Record<string, unknown>, note?: VersionNote): Promise<number> => {
    const id = values[idKey] as string;
    const prepared = await def.prepareWrite?.(ctx, values, id);
    const data = {
      ...writeData(def.columns, values),
      ...def.nestedData?.(values, 'update'),
      ...prepared,
    };
    if (def.files) await assertStoredFileKinds(ctx.prisma, values, def.files);
    return changeRecord(ctx, def, 'update', id, data, note);
  };
}

// Generic in the input's shape, not the schema, so the call's input type keeps the input's fields and the id.
function buildUpdate<
  TRow extends z.ZodObject,
  K extends string,
  S extends z.core.$ZodShape,
  C extends z.core.$ZodObjectConfig,
>(def: AnyDefinition<TRow>, op: WriteOperation<z.ZodObject<S, C>>, wire: { idKey: K }) {
  const run = updateRunner(def, wire.idKey);
  return procedureFor(def, op, 'POST', op.policy ?? 'admin', `Change a ${def.label}`, [
    'NOT_FOUND',
    def.uniqueConflict !== undefined && 'CONFLICT',
  ])
    .input(op.input.extend(idInput(wire.idKey).shape))
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await run(ctx, input as Record<string, unknown>);
      return updated;
    });
}

/** The stored field of a resource's publish flag (`status` of a store is its `active` field). */
const flagFieldOf = (def: AnyDefinition, flagKey: string) =>
  (def.columns as Record<string, { field: string } | undefined>)[flagKey]?.field ?? flagKey;

/** The publish call's write: the flag, what goes with it, and its version. */
function publishRunner(def: AnyDefinition, flagKey: string) {
  const field = flagFieldOf(def, flagKey);
  return (ctx: WriteContext, id: string, on: boolean, note?: VersionNote) =>
    changeRecord(ctx, def, 'publish', id, { [field]: on, ...def.flagData?.(on) }, note);
}

function buildPublish<TRow extends z.ZodObject, K extends string, F extends string>(
  def: AnyDefinition<TRow>,
  op: Operation,
  wire: { idKey: K; flagKey: F },
) {
  const { flagKey } = wire;
  const publish = publishRunner(def, flagKey);
  return procedureFor(def, op, 'POST', op.policy ?? 'admin', `Publish or hide a ${def.label}`, ['NOT_FOUND'])
    .input(
      idInput(wire.idKey).extend({ [flagKey]: publishFlagSchema } as Record<F, typeof publishFlagSchema>),
    )
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      const values = input as Record<string, unknown>;
      await publish(ctx, values[wire.idKey] as string, values[flagKey] === 1);
      return updated;
    });
}

function buildDelete<TRow extends z.ZodObject, K extends string>(
  def: AnyDefinition<TRow>,
  op: DeleteOperation,
  wire: { idKey: K; access: DeleteAccess },
) {
  return procedureFor(def, op, 'POST', wire.access, `Delete a ${def.label}`, [
    'NOT_FOUND',
    op.guard !== undefined && 'CONFLICT',
  ])
    .input(idInput(wire.idKey))
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      const id = (input as Record<string, string>)[wire.idKey] as string;
      await deleteRecord(ctx, def, id, op.guard);
      return updated;
    });
}

type ListOf<TRow extends z.ZodObject, TWire> = TWire extends {
  list: { envelope: infer E extends WireEnvelope };
}
  ? ReturnType<typeof buildList<TRow, E>>
  : never;
type GetOf<TRow extends z.ZodObject, TWire> = TWire extends {
  get: { idKey: infer K extends string; envelope: infer E extends WireEnvelope };
}
  ? ReturnType<typeof buildGet<TRow, K, E>>
  : never;
type CreateOf<TRow extends z.ZodObject, O> =
  O extends CreateOperation<infer I> ? ReturnType<typeof buildCreate<TRow, I, O>> : never;
type UpdateOf<TRow extends z.ZodObject, TWire, O> = TWire extends {
  update: { idKey: infer K extends string };
}
  ? O extends WriteOperation<z.ZodObject<infer S, infer C>>
    ? ReturnType<typeof buildUpdate<TRow, K, S, C>>
    : never
  : never;
type PublishOf<TRow extends z.ZodObject, TWire> = TWire extends {
  publish: { idKey: infer K extends string; flagKey: infer F extends string };
}
  ? ReturnType<typeof buildPublish<TRow, K, F>>
  : never;
type DeleteOf<TRow extends z.ZodObject, TWire> = TWire extends { delete: { idKey: infer K extends string } }
  ? ReturnType<typeof buildDelete<TRow, K>>
  : never;

/** The procedures of a resource: one per declared operation, named list, get, create, update, publish, delete. */
export type ResourceProcedures<TRow extends z.ZodObject, TWire extends ResourceWire, TOps> = {
  [Name in keyof TOps & keyof AnyOperations]: Name extends 'list'
    ? ListOf<TRow, TWire>
    : Name extends 'get'
      ? GetOf<TRow, TWire>
      : Name extends 'create'
        ? CreateOf<TRow, TOps[Name]>
        : Name extends 'update'
          ? UpdateOf<TRow, TWire, TOps[Name]>
          : Name extends 'publish'
            ? PublishOf<TRow, TWire>
            : DeleteOf<TRow, TWire>;
};

/** Builds the procedures of one resource; put them in a router with `router(resource)`. */
export function defineResource<
  TRow extends z.ZodObject,
  const TWire extends ResourceWire,
  const TOps extends ResourceOperations<TWire>,
  const TModel extends ModelKey,
>(def: ResourceDefinition<TRow, TWire, TOps, TModel>): ResourceProcedures<TRow, TWire, TOps> {
  const base: AnyDefinition<TRow> = { ...def, versioning: def.wire.versions && versioningOf(def) };
  const { wire, operations: ops } = base;
  const procedures: Record<string, unknown> = { list: buildList(base, ops.list, wire.list) };
  // The types make the operations and the wire name the same calls; each needs both halves.
  if (ops.get && wire.get) procedures.get = buildGet(base, ops.get, wire.get);
  if (ops.create) procedures.create = buildCreate(base, ops.create);
  if (ops.update && wire.update) procedures.update = buildUpdate(base, ops.update, wire.update);
  if (ops.publish && wire.publish) procedures.publish = buildPublish(base, ops.publish, wire.publish);
  if (ops.delete && wire.delete) procedures.delete = buildDelete(base, ops.delete, wire.delete);
  entityTypes.set(procedures, entityType(def.model));
  if (base.versioning && def.wire.versions) registerVersioned(base, base.versioning, def.wire.versions);
  return procedures as ResourceProcedures<TRow, TWire, TOps>;
}

/** How a resource's versions read it: its wire row, whether it is live, and how its fields compare. */
function versioningOf(def: AnyDefinition): Versioning {
  const columns = def.columns as Record<string, Column | undefined>;
  const liveField = def.wire.versions?.liveField ?? def.wire.publish?.flagKey;
  const kinds: Record<string, FieldKind> = {};
  const volatile = new Set<string>();
  for (const [key, column] of Object.entries(columns)) {
    if (!column) continue;
    if (column.field === 'updatedAt' || column.field === 'createdAt') volatile.add(key);
    else if (column.kind) kinds[key] = column.kind;
  }
  return {
    entityType: entityType(def.model),
    read: async (db, id) => {
      const record = await modelRecords(db, def.model).findUnique({
        where: { id },
        ...(def.include ? { include: def.include } : {}),
      });
      return record && readRow(def.columns, record);
    },
    live: (row) => (liveField === undefined ? true : row[liveField] === 1 || row[liveField] === true),
    kinds,
    volatile,
  };
}

/**
 * Offers a versioned resource to the versions' calls: a restore and a scheduled price change are its
 * update call with the record's other fields as they are, a scheduled publish is its publish call.
 */
function registerVersioned(
  def: AnyDefinition,
  versioning: Versioning,
  settings: NonNullable<ResourceWire['versions']>,
) {
  const update = def.operations.update && def.wire.update;
  if (!def.operations.update || !update) throw new Error(`${def.label}: versions need an update call`);
  const input = def.operations.update.input;
  const runUpdate = updateRunner(def, update.idKey);
  const flagKey = def.wire.publish?.flagKey;
  const publish =
    def.liveSwitch ?? (flagKey && def.operations.publish ? publishRunner(def, flagKey) : undefined);
  registerVersionedResource({
    entityType: versioning.entityType,
    label: def.label,
    versioning,
    autosave: settings.autosave ?? false,
    priceField: settings.priceField,
    titleOf: (row) => {
      const title = row[settings.titleField];
      return typeof title === 'string' ? title : '';
    },
    publish,
    async save(ctx, id, fields, note) {
      const current = await versioning.read(ctx.prisma, id);
      if (!current) throw notFound(def.label);
      // The switch that makes it live stays as it is: publishing is its own call and its own schedule.
      const liveKey = settings.liveField ?? flagKey;
      const merged = { ...current, ...fields, ...(liveKey ? { [liveKey]: current[liveKey] } : {}) };
      const picked = Object.fromEntries(Object.keys(input.shape).map((key) => [key, merged[key]]));
      const values = input.safeParse(picked);
      if (!values.success) throw invalidFields(values.error.issues);
      return runUpdate(ctx, { ...values.data, [update.idKey]: id }, note);
    },
  });
}

/** A delete guard: 409 with `message(count)` while `count` finds records that use this one. */
export function refuseWhileUsed(
  count: (db: Db, id: string) => Promise<number>,
  message: (count: number) => string,
): (db: Db, id: string) => Promise<void> {
  return async (db, id) => {
    const users = await count(db, id);
    if (users > 0) throw conflict(message(users));
  };
}
