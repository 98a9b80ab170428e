import { setImmediate as setImmediateCallback } from 'node:timers';
import { setImmediate } from 'node:timers/promises';

import Papa from 'papaparse';

import { isUnsafeText, validationMessages } from '@backoffice/shared';

/** The spec's message for a file that is not CSV text (tracking tool, store import). */
export const CSV_FILE_ERROR = 'There is a problem with the CSV file';

export class CsvFileError extends Error {
  constructor(readonly detail: string) {
    super(`${CSV_FILE_ERROR}: ${detail}`);
  }
}

export interface CsvRecord {
  /** Record number in the file; the header is 1. */
  line: number;
  /** Values by lower-cased header name. */
  values: Record<string, string>;
}

export interface CsvTable {
  delimiter: ';' | ',';
  headers: string[];
  records: CsvRecord[];
}

/**
 * Reads an uploaded CSV: UTF-8 with or without a BOM, ';' or ',' detected from the header line,
 * quoted fields (with doubled quotes and line breaks), blank lines ignored. Header names are
 * trimmed and compared in lower case; `required` names must all be present, in any order.
 * Anything that is not text (NUL bytes, invalid UTF-8) or has no header is a CsvFileError, and so is
 * a value holding a control character, as a JSON body would be refused (the error names its line and
 * column).
 *
 * A large file is read a piece at a time, letting other requests in between: on the embedded
 * database the server's one thread also runs every query, and 100,000 rows in one go held it 380 ms.
 */
export async function readCsv(bytes: Uint8Array, required: readonly string[]): Promise<CsvTable> {
  if (bytes.length === 0) throw new CsvFileError('the file is empty');
  if (bytes.includes(0)) throw new CsvFileError('the file is not text');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvFileError('the file is not UTF-8 text');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = countOutsideQuotes(firstLine, ';') > countOutsideQuotes(firstLine, ',') ? ';' : ',';
  const rows = await parseInPieces(text, delimiter);
  const header = rows[0];
  if (!header || header.every((cell) => cell.trim() === '')) throw new CsvFileError('the header is missing');
  const headers = header.map((cell) => cell.trim().toLowerCase());
  const missing = required.filter((name) => !headers.includes(name));
  if (missing.length > 0) throw new CsvFileError(`missing column(s) ${missing.join(', ')}`);
  const records: CsvRecord[] = [];
  for (let index = 1; index < rows.length; index += 1) {
    const row = rows[index] as string[];
    const values: Record<string, string> = {};
    const line = index + 1;
    headers.forEach((name, column) => {
      if (name === '' || name in values) return;
      const value = row[column] ?? '';
      if (isUnsafeText(value))
        throw new CsvFileError(`line ${line}, column ${name}: ${validationMessages.unsafeText}`);
      values[name] = value.trim();
    });
    records.push({ line, values });
    if (index % RECORDS_PER_TURN === 0) await setImmediate();
  }
  return { delimiter, headers, records };
}

/** Text papaparse reads before giving the thread back (about 3,000 rows of a store import). */
const PIECE_CHARACTERS = 256 * 1024;
const RECORDS_PER_TURN = 5000;

/** Papaparse over the text in pieces (a row across two pieces is joined), pausing after each one. */
function parseInPieces(text: string, delimiter: string): Promise<string[][]> {
  return new Promise((resolve) => {
    const rows: string[][] = [];
    Papa.parse<string[]>(text, {
      delimiter,
      skipEmptyLines: 'greedy',
      chunkSize: PIECE_CHARACTERS,
      chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser) {
        for (const row of results.data) rows.push(row);
        parser.pause();
        setImmediateCallback(() => parser.resume());
      },
      complete: () => resolve(rows),
    });
  });
}

function countOutsideQuotes(line: string, char: string): number {
  let count = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) count += 1;
  }
  return count;
}
