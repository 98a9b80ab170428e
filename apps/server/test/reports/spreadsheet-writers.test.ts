import { PassThrough } from 'node:stream';

import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import { defined, isUnsafeText, looksLikeFormula } from '@backoffice/shared';

import {
  createCsvSink,
  createXlsxSink,
  type SheetColumn,
  type SheetSink,
  type SheetValue,
} from '../../../../packages/api/src/exports/spreadsheet-writers';
import { readXlsx } from '../support/spreadsheets';

const COLUMNS: SheetColumn[] = [
  { key: 'name', label: '\u0001=Nome', width: 20 },
  { key: 'phone', label: 'Telefono', width: 16 },
  { key: 'note', label: 'Nota', width: 30 },
  { key: 'amount', label: 'Importo', width: 10 },
].map((column) => ({ ...column, kind: column.key === 'amount' ? 'amount' : 'text' }));

/** Texts a spreadsheet would run as formulas once the control character before them is gone. */
const HIDDEN_FORMULAS = ['\u0001=1+1', '\u000b+SUM(1;2)', '\u001f@cmd', '\u007f-2+3', '\u0008\u000c=A1'];

const ROWS: SheetValue[][] = [
  ...HIDDEN_FORMULAS.map((text) => [text, text, text, '19.90']),
  ['Rossi,=1+1', '+393125351084', 'Via Roma 10, Torino', -5],
  ['Bianchi', '+39 312 5351084', 'a;b"c\nriga 2', 0],
];

async function write(createSink: (out: PassThrough, columns: SheetColumn[]) => SheetSink) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const sink = createSink(out, COLUMNS);
  await sink.addRows(ROWS);
  await sink.end();
  return Buffer.concat(chunks);
}

const csvText = async () => {
  const text = (await write(createCsvSink)).toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text.slice(1);
};

const readCsv = (text: string, delimiter: string) =>
  Papa.parse<string[]>(text, { delimiter, skipEmptyLines: true }).data;

/**
 * The cells a spreadsheet set to ',' reads, as Python's csv module does: a quote opens a quoted
 * part only at the start of a cell, anywhere else it is a character (Papa Parse is more lenient).
 */
function commaSeparatedCells(text: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let atStart = true;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] as string;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
      atStart = false;
    } else if (char === ',' || char === '\r' || char === '\n') {
      cells.push(cell);
      cell = '';
      atStart = true;
    } else if (char === '"' && atStart) {
      quoted = true;
    } else {
      cell += char;
      atStart = false;
    }
  }
  return [...cells, cell];
}

const texts = (rows: unknown[][]) =>
  rows.flat().filter((value): value is string => typeof value === 'string');

describe('spreadsheet writers', () => {
  it('neutralise a formula hidden behind a control character, in both files', async () => {
    const xlsx = await readXlsx(await write(createXlsxSink));
    const csv = readCsv(await csvText(), ';');
    for (const rows of [xlsx, csv]) {
      expect(defined(rows[0], 'rows[0]')[0]).toBe("'=Nome");
      expect(rows.slice(1, 6).map((row) => row[0])).toEqual([
        "'=1+1",
        "'+SUM(1;2)",
        "'@cmd",
        "'-2+3",
        "'=A1",
      ]);
      for (const text of texts(rows)) {
        expect(looksLikeFormula(text), JSON.stringify(text)).toBe(false);
        expect(isUnsafeText(text), JSON.stringify(text)).toBe(false);
      }
    }
    expect(defined(xlsx[5], 'xlsx[5]')[3]).toBe('19.90');
    expect(defined(csv[5], 'csv[5]')[3]).toBe('19,90');
  });

  it('write a bare phone number without an apostrophe', async () => {
    const xlsx = await readXlsx(await write(createXlsxSink));
    const csv = readCsv(await csvText(), ';');
    for (const rows of [xlsx, csv]) {
      expect(defined(rows[6], 'rows[6]')[1]).toBe('+393125351084');
      expect(defined(rows[7], 'rows[7]')[1]).toBe('+39 312 5351084');
    }
    expect(defined(xlsx[6], 'xlsx[6]')[3]).toBe(-5);
    expect(defined(csv[6], 'csv[6]')[3]).toBe("'-5,00");
  });

  it('quote every CSV field holding a separator, a quote, a line break or a formula character', async () => {
    const lines = (await csvText()).split('\r\n');
    expect(lines[0]).toBe(`"'=Nome";Telefono;Nota;Importo`);
    expect(lines[6]).toBe(`"Rossi,'=1+1";"+393125351084";"Via Roma 10, Torino";"'-5,00"`);
    expect(lines[7]).toBe(`Bianchi;"+39 312 5351084";"a;b""c\nriga 2";"0,00"`);
  });

  it('leave no formula cell for a spreadsheet set to ","', async () => {
    const cells = commaSeparatedCells(await csvText());
    expect(cells.some((cell) => cell.startsWith(' Torino'))).toBe(true);
    for (const cell of cells) expect(looksLikeFormula(cell), JSON.stringify(cell)).toBe(false);
  });
});
