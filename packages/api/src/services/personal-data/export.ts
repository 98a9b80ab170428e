import { type Writable } from 'node:stream';

import { fromJsonColumn, Prisma, toJsonColumn } from '@backoffice/db';
import {
  PERSONAL_DATA_EXPORT_FORMATS,
  personalDataDownloadSchema,
  type PersonalDataExport,
  type PersonalDataExportFormat,
  type PersonIdentity,
  type PersonQuery,
} from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { type CallLimit, withCallLimit } from '../../auth/call-limits';
import { type PersonContext } from '../../context';
import { conflict, invalidFields, notFound, translateIssues } from '../../errors';
import { createXlsxSink, type SheetColumn } from '../../exports/spreadsheet-writers';
import { REPORT_FORMATS } from '../reports/exports';
import { type JobHandler } from '../job-contract';
import { column, identityOf, PERSON_TABLES, personRows, queryDigest } from './find-person';

export const PERSONAL_DATA_EXPORT_KIND = 'personal-data-export';

/** The files can be downloaded for a day, each once; then the data goes from the job. */
const EXPORT_TTL_MS = 24 * 3600_000;

export const EXPORT_LIMIT: CallLimit = {
  kind: 'personal-data-export',
  label: 'exports of personal data',
  atOnce: 1,
  perHour: 20,
};

type Row = Record<string, unknown>;
type Places = Record<string, Row[]>;

/** The job's input: the query, until its first step turns it into the person's identity. */
interface ExportPayload {
  query: PersonQuery;
}
/** What the steps gather, then what the downloads read (the data leaves once both were taken). */
interface ExportDetails {
  identity?: PersonIdentity;
  places?: Places;
}
interface ExportResult {
  expires_at: string;
  downloaded: PersonalDataExportFormat[];
  identity?: PersonIdentity;
  places?: Places;
}

/**
 * Starts an export of everything the map lists for a person (Art. 15 and 20): a job reads each place
 * in a step of its own. Audited with a hash of the query; counted against the administrator's limit.
 */
export async function startPersonalDataExport(ctx: PersonContext, query: PersonQuery): Promise<string> {
  return withCallLimit(ctx.prisma, ctx.caller.account.id, EXPORT_LIMIT, () =>
    ctx.prisma.$transaction(async (tx) => {
      const job = await tx.job.create({
        data: {
          kind: PERSONAL_DATA_EXPORT_KIND,
          status: 'pending',
          end: PERSON_TABLES.length + 1,
          payload: toJsonColumn({ query } satisfies ExportPayload),
          createdById: ctx.caller.account.id,
        },
        select: { id: true },
      });
      await recordAudit(tx, ctx, {
        action: 'personalData.export',
        entityType: 'Person',
        entityId: queryDigest(query),
        changes: { export: job.id },
      });
      return job.id;
    }),
  );
}

/** The person's rows of one place: the map's customer columns, with the row's id. */
async function rowsOf(
  tx: Prisma.TransactionClient,
  place: (typeof PERSON_TABLES)[number],
  identity: PersonIdentity,
): Promise<Row[]> {
  // Names of the map's own columns, never input.
  const fields = Prisma.raw(
    ['id', ...place.customerColumns].map((name) => `'${name}', "${name}"`).join(', '),
  );
  const rows = await tx.$queryRaw<Array<{ row: Row }>>`
    SELECT jsonb_build_object(${fields}) AS row FROM ${column(place.table)}
    WHERE ${personRows(place, identity)} ORDER BY id`;
  return rows.map(({ row }) => row);
}

/**
 * The export's steps: the person's identity (what was asked, widened by their orders), then one
 * place a step; the last one makes the data the downloads read and forgets the query.
 */
export const personalDataExportHandler: JobHandler = {
  kind: PERSONAL_DATA_EXPORT_KIND,
  async run(run) {
    for (let step = run.job.current; step < run.job.end && !run.stopping; step += 1) {
      await run.step(step, step + 1, async (tx) => {
        const job = await tx.job.findUniqueOrThrow({ where: { id: run.job.id } });
        const details = fromJsonColumn<ExportDetails>(job.details);
        if (step === 0) {
          const { query } = fromJsonColumn<ExportPayload>(job.payload);
          return { details: toJsonColumn({ identity: await identityOf(tx, query), places: {} }) };
        }
        const identity = details.identity ?? { emails: [], phones: [], fiscal_codes: [], names: [] };
        const place = PERSON_TABLES[step - 1];
        const places = place
          ? { ...details.places, [place.table]: await rowsOf(tx, place, identity) }
          : (details.places ?? {});
        if (step < run.job.end - 1) return { details: toJsonColumn({ identity, places }) };
        await tx.job.update({ where: { id: run.job.id }, data: { payload: Prisma.DbNull } });
        const result: ExportResult = {
          expires_at: new Date(Date.now() + EXPORT_TTL_MS).toISOString(),
          downloaded: [],
          identity,
          places,
        };
        return { details: {}, result: toJsonColumn(result) };
      });
    }
  },
};

/** An export the caller asked for themselves (nobody else reads it). */
async function ownExport(db: Pick<Prisma.TransactionClient, 'job'>, ctx: PersonContext, exportUuid: string) {
  const job = await db.job.findFirst({
    where: { id: exportUuid, kind: PERSONAL_DATA_EXPORT_KIND, createdById: ctx.caller.account.id },
    select: { id: true, status: true, current: true, end: true, result: true },
  });
  if (!job) throw notFound('Export');
  return job;
}

const statusOf = (status: string): PersonalDataExport['status'] =>
  status === 'succeeded' || status === 'failed' || status === 'running' ? status : 'pending';

export async function personalDataExportStatus(
  ctx: PersonContext,
  exportUuid: string,
): Promise<PersonalDataExport> {
  const job = await ownExport(ctx.prisma, ctx, exportUuid);
  const result = job.result ? fromJsonColumn<ExportResult>(job.result) : null;
  return {
    export_uuid: job.id,
    status: statusOf(job.status),
    done: job.current,
    total: job.end,
    expires_at: result?.expires_at ?? null,
    downloaded: result?.downloaded ?? [],
  };
}

const XLSX_COLUMNS: SheetColumn[] = [
  { key: 'place', label: 'Place', width: 24, kind: 'text' },
  { key: 'record', label: 'Record', width: 12, kind: 'text' },
  { key: 'field', label: 'Field', width: 28, kind: 'text' },
  { key: 'value', label: 'Value', width: 60, kind: 'text' },
];

/** A value as a cell's text: JSON values (a payment's data) as JSON. */
const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

/**
 * One file of a ready export, by whoever asked for it: once each, within its day. Taking the last
 * one forgets the data. Audited; the file is written as it is sent.
 */
export async function takePersonalDataExport(ctx: PersonContext, rawInput: unknown) {
  const parsed = personalDataDownloadSchema.safeParse(rawInput);
  if (!parsed.success) {
    translateIssues(parsed.error);
    throw invalidFields(parsed.error.issues);
  }
  const input = parsed.data;
  const data = await ctx.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM jobs WHERE id = ${input.export_uuid}::uuid FOR UPDATE`;
    const job = await ownExport(tx, ctx, input.export_uuid);
    const result = job.result ? fromJsonColumn<ExportResult>(job.result) : null;
    if (job.status !== 'succeeded' || !result) throw conflict('The export is not ready yet');
    if (!result.places || !result.identity || Date.parse(result.expires_at) <= Date.now()) {
      throw conflict('The export has expired: start another one');
    }
    if (result.downloaded.includes(input.format)) throw conflict('This file was downloaded already');
    const downloaded = [...result.downloaded, input.format];
    const last = downloaded.length === PERSONAL_DATA_EXPORT_FORMATS.length;
    await tx.job.update({
      where: { id: job.id },
      data: {
        result: toJsonColumn(
          last ? { expires_at: result.expires_at, downloaded } : { ...result, downloaded },
        ),
      },
    });
    await recordAudit(tx, ctx, {
      action: 'personalData.download',
      entityType: 'PersonalDataExport',
      entityId: job.id,
      changes: { format: input.format },
    });
    return { identity: result.identity, places: result.places };
  });
  const day = new Date().toISOString().slice(0, 10);
  return {
    fileName: `personal-data-${day}.${input.format}`,
    mimeType: input.format === 'json' ? 'application/json' : REPORT_FORMATS.xlsx.mimeType,
    async write(out: Writable) {
      if (input.format === 'json') {
        out.end(JSON.stringify({ exported_at: new Date().toISOString(), ...data }, null, 2));
        return;
      }
      const sheet = createXlsxSink(out, XLSX_COLUMNS, 'Personal data');
      await sheet.addRows(
        Object.entries(data.places).flatMap(([place, rows]) =>
          rows.flatMap((row) =>
            Object.entries(row)
              .filter(([field]) => field !== 'id')
              .map(([field, value]) => [place, cellText(row.id), field, cellText(value)]),
          ),
        ),
      );
      await sheet.end();
    },
  };
}

/** Exports past their day keep only their record: the data leaves (a periodic chore). */
export async function forgetExpiredPersonalDataExports(
  prisma: Pick<Prisma.TransactionClient, '$executeRaw'>,
  now = new Date(),
): Promise<number> {
  return prisma.$executeRaw`
    UPDATE jobs SET result = result - 'identity' - 'places', payload = NULL
    WHERE kind = ${PERSONAL_DATA_EXPORT_KIND}
      AND (finished_at < ${new Date(now.getTime() - EXPORT_TTL_MS)} OR status = 'failed')
      AND (result ? 'places' OR payload IS NOT NULL)`;
}
