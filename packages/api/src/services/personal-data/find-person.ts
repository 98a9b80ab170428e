import { createHash } from 'node:crypto';

import { Prisma, type PrismaClient } from '@backoffice/db';
import { nationalDigits, type PersonIdentity, type PersonQuery } from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { type CallLimit, withCallLimit } from '../../auth/call-limits';
import { type PersonContext } from '../../context';
import {
  type MappedTable,
  PERSONAL_DATA_MAP,
  type PersonFinder,
  type TableEntry,
} from '../../personal-data/map';

/** A search reads several tables whole (phones are compared by their digits): a few a minute each. */
export const FIND_PERSON_LIMIT: CallLimit = {
  kind: 'personal-data-find',
  label: 'searches for a person',
  atOnce: 1,
  perHour: 120,
};

/** A table that says how a customer's rows are found in it, with its customer columns. */
export interface PersonTable {
  table: MappedTable;
  about: string;
  person: PersonFinder;
  customerColumns: string[];
}

/** The tables that say how a customer's rows are found in them, in the map's order. */
export const PERSON_TABLES: PersonTable[] = (
  Object.entries(PERSONAL_DATA_MAP) as Array<[MappedTable, TableEntry]>
).flatMap(([table, entry]) =>
  entry.person
    ? [
        {
          table,
          about: entry.about,
          person: entry.person,
          customerColumns: Object.entries(entry.columns)
            .filter(([, classed]) => classed.kind === 'customer')
            .map(([name]) => name),
        },
      ]
    : [],
);

/** Italy's country code before a national number (9 or 10 digits), written +39 or 0039 (as `nationalDigits`). */
const ITALIAN_PREFIX = '^(00)?39([0-9]{9,10})$';
/** A phone's national digits, in SQL, of a column. */
const nationalDigitsOf = (name: string) =>
  Prisma.sql`regexp_replace(regexp_replace(${column(name)}, '[^0-9]', '', 'g'), ${ITALIAN_PREFIX}, ${'\\2'})`;
/** A table's or column's name from the map (never input), quoted. */
export const column = (name: string) => Prisma.raw(`"${name}"`);
const unique = (values: Array<string | null>) =>
  [...new Set(values.filter((value) => value))].sort() as string[];

/**
 * The condition naming the person's rows of a table found by its own columns: addresses in any case,
 * phones by their digits (spaces, dashes and a leading + as typed), fiscal codes in any case.
 */
function ownRows(by: Extract<PersonFinder, { by: unknown }>['by'], identity: PersonIdentity): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (by.email && identity.emails.length > 0) {
    conditions.push(Prisma.sql`lower(${column(by.email)}) = ANY(${identity.emails})`);
  }
  if (by.phone && identity.phones.length > 0) {
    conditions.push(Prisma.sql`${nationalDigitsOf(by.phone)} = ANY(${identity.phones})`);
  }
  if (by.fiscalCode && identity.fiscal_codes.length > 0) {
    conditions.push(Prisma.sql`upper(${column(by.fiscalCode)}) = ANY(${identity.fiscal_codes})`);
  }
  return conditions.length > 0 ? Prisma.sql`(${Prisma.join(conditions, ' OR ')})` : Prisma.sql`FALSE`;
}

/**
 * The condition naming rows whose customer columns' text names the person: an address or a fiscal code
 * in any case, or a phone's digits among the text's digits ('+39 345 111-2222' in a JSON value).
 */
function mentioning(columns: readonly string[], identity: PersonIdentity): Prisma.Sql {
  const text = Prisma.sql`concat_ws(' ', ${Prisma.join(
    columns.map((name) => Prisma.sql`${column(name)}::text`),
    ', ',
  )})`;
  const names = (values: string[], within: Prisma.Sql) =>
    values.length > 0
      ? [
          Prisma.sql`EXISTS (SELECT 1 FROM unnest(${values}::text[]) AS known(v) WHERE strpos(${within}, known.v) > 0)`,
        ]
      : [];
  const conditions = [
    ...names(identity.emails, Prisma.sql`lower(${text})`),
    ...names(identity.fiscal_codes, Prisma.sql`upper(${text})`),
    ...names(identity.phones, Prisma.sql`regexp_replace(${text}, '[^0-9]', '', 'g')`),
  ];
  return conditions.length > 0 ? Prisma.sql`(${Prisma.join(conditions, ' OR ')})` : Prisma.sql`FALSE`;
}

/** The condition naming a person's orders. */
export const ordersOf = (identity: PersonIdentity) => ownRows(PERSONAL_DATA_MAP.orders.person.by, identity);

/** The condition naming a person's rows of a table: by its own columns, through their orders, or by mention. */
export function personRows(place: Pick<PersonTable, 'person' | 'customerColumns'>, identity: PersonIdentity) {
  const { person } = place;
  if ('by' in person) return ownRows(person.by, identity);
  if ('mentions' in person) return mentioning(place.customerColumns, identity);
  return Prisma.sql`${column(person.column)} IN (SELECT id FROM orders WHERE ${ordersOf(identity)})`;
}

/**
 * Everything the person is known by: what was asked, and the addresses, phones and fiscal codes of
 * the orders it finds (a search by fiscal code finds their emails too, and so the email log).
 */
export async function identityOf(
  prisma: Pick<PrismaClient, '$queryRaw'>,
  query: PersonQuery,
): Promise<PersonIdentity> {
  const asked: PersonIdentity = {
    emails: unique([query.email?.trim().toLowerCase() ?? null]),
    phones: unique([query.phone ? nationalDigits(query.phone) : null]),
    fiscal_codes: unique([query.fiscal_code?.trim().toUpperCase() ?? null]),
    names: [],
  };
  const orders = await prisma.$queryRaw<
    Array<{ email: string; phone: string; fiscal_code: string; name: string }>
  >`
    SELECT DISTINCT lower(email) AS email, ${nationalDigitsOf('phone')} AS phone, upper(fiscal_code) AS fiscal_code,
      trim(first_name || ' ' || last_name) AS name
    FROM orders WHERE ${ownRows(PERSONAL_DATA_MAP.orders.person.by, asked)}`;
  const identity = {
    emails: unique([...asked.emails, ...orders.map((order) => order.email)]),
    phones: unique([...asked.phones, ...orders.map((order) => order.phone)]),
    fiscal_codes: unique([...asked.fiscal_codes, ...orders.map((order) => order.fiscal_code)]),
    names: [],
  };
  // The names they wrote on the forms, found by the addresses and phones their orders add.
  const written = await prisma.$queryRaw<Array<{ name: string }>>`
    SELECT name FROM contact_messages WHERE ${ownRows(PERSONAL_DATA_MAP.contact_messages.person.by, identity)}
    UNION SELECT contact_name FROM partner_requests
    WHERE ${ownRows(PERSONAL_DATA_MAP.partner_requests.person.by, identity)}`;
  return {
    ...identity,
    names: unique([...orders.map((order) => order.name), ...written.map((row) => row.name.trim())]),
  };
}

/** A search named in the audit log by a hash: who looked for whom is kept, not the data itself. */
export const queryDigest = (query: PersonQuery) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        query.email?.trim().toLowerCase() ?? '',
        query.phone ? nationalDigits(query.phone) : '',
        query.fiscal_code?.trim().toUpperCase() ?? '',
      ]),
    )
    .digest('hex');

export interface PersonPlace {
  table: MappedTable;
  about: string;
  count: number;
}

/**
 * Where a customer's data is held: who they are known as, and the rows of each table the map says how
 * to search, counted. The search is audited (with the query's hash, never the query) and counted
 * against the administrator's hourly limit.
 */
export async function findPerson(
  ctx: PersonContext,
  query: PersonQuery,
): Promise<{ identity: PersonIdentity; places: PersonPlace[] }> {
  const found = await withCallLimit(ctx.prisma, ctx.caller.account.id, FIND_PERSON_LIMIT, async () => {
    const identity = await identityOf(ctx.prisma, query);
    const places = await Promise.all(
      PERSON_TABLES.map(async (place) => {
        const [row] = await ctx.prisma.$queryRaw<Array<{ count: bigint }>>`
          SELECT count(*) AS count FROM ${column(place.table)} WHERE ${personRows(place, identity)}`;
        return { table: place.table, about: place.about, count: Number(row?.count ?? 0) };
      }),
    );
    return { identity, places };
  });
  await recordAudit(ctx.prisma, ctx, {
    action: 'personalData.find',
    entityType: 'Person',
    entityId: queryDigest(query),
    changes: { places: found.places.filter((place) => place.count > 0).length },
  });
  return found;
}
