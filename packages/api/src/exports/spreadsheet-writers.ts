import { type Writable } from 'node:stream';

import ExcelJS from 'exceljs';

import { csvRecord, spreadsheetCellText } from '@backoffice/shared';

/** How one column is written to both file formats. */
export interface SheetColumn {
  key: string;
  label: string;
  width: number;
  /** A cell value as text (CSV) and as a typed value (XLSX). */
  kind: 'text' | 'number' | 'amount';
}

export type SheetValue = string | number | null | undefined;

/** Receives rows and writes them to a file format; `end` flushes and closes. */
export interface SheetSink {
  addRows(rows: SheetValue[][]): Promise<void>;
  end(): Promise<void>;
}

const BOM = '\uFEFF';

/** A value as CSV text (Italian Excel): amounts with two decimals and a decimal comma. */
function csvText(column: SheetColumn, value: SheetValue): string {
  if (value === null || value === undefined) return '';
  return column.kind === 'amount' ? Number(value).toFixed(2).replace('.', ',') : String(value);
}

/** Resolves when the stream takes writes again; rejects when it was closed first (a download abandoned). */
function waitForDrain(stream: Writable): Promise<void> {
  if (stream.destroyed) return Promise.reject(new Error('The output was closed before the end'));
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      stream.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      stream.off('drain', onDrain);
      reject(new Error('The output was closed before the end'));
    };
    stream.once('drain', onDrain);
    stream.once('close', onClose);
  });
}

/** Italian Excel's CSV: a BOM, then the header and the rows as `csvRecord`s. */
export function createCsvSink(out: Writable, columns: SheetColumn[]): SheetSink {
  let started = false;
  return {
    async addRows(rows) {
      let chunk = '';
      if (!started) {
        started = true;
        chunk += BOM + csvRecord(columns.map((column) => column.label));
      }
      for (const row of rows) {
        chunk += csvRecord(row.map((value, index) => csvText(columns[index] as SheetColumn, value)));
      }
      if (!out.write(chunk)) await waitForDrain(out);
    },
    async end() {
      if (!started) await this.addRows([]);
      await new Promise<void>((resolve) => out.end(resolve));
    },
  };
}

const XML_SPECIAL = /[&<>"]/g;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

function xmlText(value: string): string {
  return value.replace(XML_SPECIAL, (char) => XML_ENTITIES[char] as string);
}

/** Column letters A, B, …, Z, AA, … */
function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** What the data rows need of the stream under exceljs's streaming worksheet. */
interface SheetXmlStream {
  write(chunk: string): boolean;
}

const isSheetXmlStream = (value: unknown): value is SheetXmlStream =>
  typeof value === 'object' && value !== null && 'write' in value && typeof value.write === 'function';

/**
 * The stream exceljs's streaming worksheet writes its XML to: a getter its types do not declare
 * (exceljs is pinned at 4.4.0). Checked, so an exceljs that no longer has it fails here by name.
 */
function sheetXmlStream(sheet: object): SheetXmlStream {
  const stream = 'stream' in sheet ? sheet.stream : undefined;
  if (!isSheetXmlStream(stream)) throw new Error("exceljs's streaming worksheet has no writable `stream`");
  return stream;
}

/**
 * exceljs's streaming writer makes the workbook, the zip and the sheet's frame (columns, header row,
 * closing parts); the data rows are written as sheet XML directly, in the form exceljs writes them
 * (numbers as `<v>`, texts as `t="str"`), because exceljs's Row and Cell objects cost three quarters
 * of the export's CPU. Reading the files back with exceljs is part of the tests.
 */
export function createXlsxSink(out: Writable, columns: SheetColumn[], sheetName = 'Report'): SheetSink {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
    // Deflate level 1: a slightly larger file for several times less CPU than the default level.
    zip: { zlib: { level: 1 } },
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: spreadsheetCellText(column.label),
    key: column.key,
    width: column.width,
  }));
  // The header row goes through exceljs, which opens the sheet data with it.
  sheet.getRow(1).commit();
  const sheetStream = sheetXmlStream(sheet);
  const letters = columns.map((_, index) => columnLetter(index));
  let rowNumber = 1;

  const cellXml = (index: number, column: SheetColumn, value: SheetValue, ref: string): string => {
    if (value === null || value === undefined || value === '') return '';
    if (
      (column.kind === 'amount' || column.kind === 'number') &&
      typeof value === 'number' &&
      Number.isFinite(value)
    ) {
      return `<c r="${ref}"><v>${value}</v></c>`;
    }
    return `<c r="${ref}" t="str"><v>${xmlText(spreadsheetCellText(String(value)))}</v></c>`;
  };

  return {
    async addRows(rows) {
      let xml = '';
      for (const row of rows) {
        rowNumber += 1;
        xml += `<row r="${rowNumber}">`;
        for (let index = 0; index < columns.length; index += 1) {
          xml += cellXml(index, columns[index] as SheetColumn, row[index], `${letters[index]}${rowNumber}`);
        }
        xml += '</row>';
      }
      sheetStream.write(xml);
      // Let the file stream catch up before the next batch is read from the database.
      if (out.writableNeedDrain) await waitForDrain(out);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
