import { withoutControlCharacters } from '../input/unsafe-text';

/**
 * OWASP CSV injection: a spreadsheet reads a cell beginning with = + - @, a tab or a carriage return
 * as a formula (or hides one behind it). Such a text gets a leading apostrophe, which Excel and
 * LibreOffice show as plain text. Every CSV and XLSX cell we write goes through `spreadsheetCellText`.
 */
const FORMULA_CHARACTER = '[=+\\-@\\t\\r]';
const FORMULA_START = new RegExp(`^${FORMULA_CHARACTER}`);

/** A bare phone number (+393125351084, +39 312 5351084): at most read as a number, never a call. */
const PHONE_NUMBER = /^\+\d+(?: \d+)*$/;

/** Besides control characters, the two other characters XML 1.0 cannot hold. */
const XML_NONCHARACTERS = /[\ufffe\uffff]/g;

/** True when a spreadsheet would read the text as a formula. */
export const looksLikeFormula = (value: string): boolean =>
  FORMULA_START.test(value) && !PHONE_NUMBER.test(value);

/**
 * The text of a cell: what a cell cannot hold (control characters other than tab and line breaks,
 * which in a CSV only hide what follows; U+FFFE, U+FFFF) is removed first, then the text is
 * neutralised, so that nothing removed afterwards can bring a formula character to the front
 * ("\u0001=1+1" becomes "'=1+1").
 */
export function spreadsheetCellText(value: string): string {
  const text = withoutControlCharacters(value).replace(XML_NONCHARACTERS, '');
  return looksLikeFormula(text) ? `'${text}` : text;
}

/**
 * Our files use ';' (Italian Excel). A field holding either separator, a quote, a line break or a
 * formula character is quoted. A spreadsheet set to ',' still starts a cell after every ',' it meets
 * outside quotes, and a quote in the middle of a field is no quote to it: a ',' followed (past any
 * quotes) by a formula character gets an apostrophe after it, so that no such cell is a formula.
 */
const CSV_NEEDS_QUOTES = new RegExp(`[,;"\\n]|${FORMULA_CHARACTER}`);
const FORMULA_AFTER_COMMA = new RegExp(`,(?="*${FORMULA_CHARACTER})`, 'g');

/** One CSV field: the cell's text, quoted when it needs to be. */
export function csvField(value: string): string {
  const text = spreadsheetCellText(value).replace(FORMULA_AFTER_COMMA, ",'");
  return CSV_NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record for Italian Excel: fields separated by ';', ended by CRLF. */
export const csvRecord = (values: readonly string[]): string => values.map(csvField).join(';') + '\r\n';
