import { RETENTION_DEFAULT_MONTHS, RETENTION_KINDS, type RetentionKind } from '@backoffice/shared';

import {
  type ColumnClass,
  PERSONAL_DATA_MAP,
  PERSONAL_DATA_OUTSIDE_TABLES,
  type PersonFinder,
  type TableEntry,
} from './map';

const ERASURE_TEXT = {
  anonymise: 'replaced by a placeholder',
  clear: 'emptied',
  redact: "the person's identifiers removed from it",
  keep: 'kept',
} as const;

const FINDER_TEXT = {
  email: 'email',
  phone: 'phone (digits, without +39)',
  fiscalCode: 'fiscal code',
} as const;

function finderText(person: PersonFinder): string {
  if ('through' in person) return `through their orders (\`${person.column}\`)`;
  if ('mentions' in person)
    return "the text of its customer columns naming one of the person's addresses, phones or fiscal codes";
  return Object.entries(person.by)
    .map(([key, column]) => `${FINDER_TEXT[key as keyof typeof FINDER_TEXT]} (\`${column}\`)`)
    .join(', ');
}

const RETENTION_TEXT: Record<RetentionKind, { name: string; why: string }> = {
  contact_messages: {
    name: 'Contact messages (`contact_messages`, with their attachment)',
    why: 'what people wrote to the operator, kept while a follow-up or complaint may refer to it',
  },
  partner_requests: {
    name: 'Partner requests (`partner_requests`)',
    why: 'a request answered or declined long since serves no purpose',
  },
  email_log: {
    name: 'The email log (`email_messages`)',
    why: 'long enough to answer "did you email me?" about a year of orders',
  },
  webhook_attempts: {
    name: "Webhook receivers' answers (`webhook_attempts`)",
    why: "a delivery's problems are looked at within days",
  },
  closed_orders: {
    name: "The customer of a closed order (`orders` and their own records), counted from the order's last change",
    why: 'the civil code (art. 2220) keeps accounting records and their documents ten years; the anonymised order keeps its figures after',
  },
};

const entries = Object.entries(PERSONAL_DATA_MAP) as Array<[string, TableEntry]>;
const columnsOf = (entry: TableEntry, kind: ColumnClass['kind']) =>
  Object.entries(entry.columns).filter(([, classed]) => classed.kind === kind);

/** docs/personal-data.md, written from the map (`npm run docs:personal-data`); a test keeps it current. */
export function renderPersonalDataDoc(): string {
  const lines = [
    '# Personal data',
    '',
    '<!-- Written by `npm run docs:personal-data` from packages/api/src/personal-data/map.ts: edit the map. -->',
    '',
    "Where the back office holds people's data, what each value is, and what erasing a customer does to it.",
    'The map in `packages/api/src/personal-data/map.ts` classifies every text, JSON, binary and list column of',
    'the database; `apps/server/test/personal-data/map.test.ts` fails when a column is added that it does not',
    'classify. Administrators find a customer under Settings → Personal data, by email, phone or fiscal code:',
    'the addresses, phones and fiscal codes of the orders found are searched too, and every place below is',
    'counted. Each search is audited with a hash of what was asked, never the data itself.',
    '',
    '**Export** (GDPR articles 15 and 20): from the same screen, a background job reads every place below, one',
    "a step, and keeps the person's rows (their customer columns, with each row's id) for a day. Whoever",
    'started it downloads them once as JSON (for another system) and once as a spreadsheet (place, record,',
    'field, value); the data leaves the job with the second file, or after the day (a periodic chore). The',
    'start and each download are audited, by hash and by export.',
    '',
    '**Erasure** (GDPR article 17): from the same screen, an administrator who confirmed who they are in the',
    'last minutes (the step-up of docs/permissions.md) types the email, phone or fiscal code searched for',
    'again, and a background job treats one place a step, each step in one transaction with its progress, so',
    'a run killed half-way resumes where it stopped and does each step once. The orders found when it started',
    'are fixed then: their customer columns are anonymised, emptied or redacted as the tables below say, while',
    "order numbers, dates, statuses, lines, amounts, refunds and the billing system's references stay, so",
    "every total and report figure is unchanged. Rows found by the person's own columns that hold nothing",
    'else (messages, partner requests, channel requests) are deleted with their files; logs and jobs that',
    'name the person have their addresses, phones, fiscal codes and names replaced by `[erased]`, and values',
    "under a customer's key (an audit entry's `email`, an export's rows) erased whole; every report file",
    'still kept is removed (any may list them; reports are made again on demand). Its last step writes the',
    'webhook event `customer.erased` with the orders (numbers and ids) so channels erase their copies, and',
    'forgets who it was. Done again, it finds nothing more to change. The start is audited with a hash.',
    '',
    '**The billing system** keeps its own records: its client has no call to erase a subscriber, and the',
    "operator's telecoms obligations over a line's subscriber are the billing system's to answer. The order",
    "keeps the line's references (`msisdn`, `iccid`, `external_id`), which lead there; the erasure tells the",
    'billing system nothing, and the administrator answering a request asks its owners to act there too.',
    '',
    '**Retention** (Settings → Retention): each kind below is kept for a number of months after it was made,',
    'then removed by a daily run that one instance performs (closed orders are anonymised as an erasure',
    'does, their figures kept); an empty period keeps the kind. Under each period the screen says what the',
    'run would remove now with the value typed, before it is saved; each run is audited with its counts.',
    '',
    '| kind | default | why |',
    '| --- | --- | --- |',
    ...RETENTION_KINDS.map(
      (kind) =>
        `| ${RETENTION_TEXT[kind].name} | ${RETENTION_DEFAULT_MONTHS[kind]} months | ${RETENTION_TEXT[kind].why} |`,
    ),
    '',
    "## Customers' data",
    '',
  ];
  for (const [table, entry] of entries) {
    const columns = columnsOf(entry, 'customer');
    if (columns.length === 0) continue;
    lines.push(`### \`${table}\``, '', entry.about + '.', '');
    if (entry.person) lines.push(`Found by ${finderText(entry.person)}.`, '');
    if (entry.eraseRows) lines.push("An erasure deletes the person's rows.", '');
    lines.push('| column | holds | on erasure |', '| --- | --- | --- |');
    for (const [column, classed] of columns) {
      if (classed.kind !== 'customer') continue;
      const erasure = ERASURE_TEXT[classed.erasure] + (classed.why ? `: ${classed.why}` : '');
      lines.push(`| \`${column}\` | ${classed.holds} | ${erasure} |`);
    }
    lines.push('');
  }
  lines.push('## Outside the tables', '', '| place | holds | what becomes of it |', '| --- | --- | --- |');
  for (const outside of PERSONAL_DATA_OUTSIDE_TABLES) {
    lines.push(`| ${outside.place} | ${outside.holds} | ${outside.handling} |`);
  }
  lines.push(
    '',
    "## Staff members' data",
    '',
    "Theirs to see and change in their profile; it goes with their account. Customers' requests do not touch it.",
    '',
    '| column | holds |',
    '| --- | --- |',
  );
  for (const [table, entry] of entries) {
    for (const [column, classed] of columnsOf(entry, 'staff')) {
      if (classed.kind === 'staff') lines.push(`| \`${table}.${column}\` | ${classed.holds} |`);
    }
  }
  lines.push(
    '',
    '## Secrets',
    '',
    'Hashes, tokens and sealed keys: nobody can read a person out of them.',
    '',
    entries
      .flatMap(([table, entry]) => columnsOf(entry, 'secret').map(([column]) => `\`${table}.${column}\``))
      .join(', ') + '.',
    '',
    '## Nobody’s personal data',
    '',
    'Content, catalogue, settings and references: every other text column of these tables.',
    '',
    entries
      .filter(([, entry]) => Object.values(entry.columns).some((classed) => classed.kind === 'none'))
      .map(([table]) => `\`${table}\``)
      .join(', ') + '.',
    '',
  );
  return lines.join('\n');
}
