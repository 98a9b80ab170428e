import { PassThrough, type Writable } from 'node:stream';

import ExcelJS from 'exceljs';

import { neutraliseSpreadsheetCell } from '@backoffice/shared';

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

const NEEDS_QUOTES = /[;"\r\n]/;

function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Italian Excel's CSV: a BOM, ';' between fields, CRLF, decimal comma; every cell neutralised. */
export function csvText(column: SheetColumn, value: SheetValue): string {
  if (value === null || value === undefined) return '';
  // Numbers cannot hold quotes or separators; a negative one is still neutralised.
  if (typeof value === 'number') {
    const text = column.kind === 'amount' ? value.toFixed(2).replace('.', ',') : String(value);
    return value < 0 ? neutraliseSpreadsheetCell(text) : text;
  }
  const text = column.kind === 'amount' ? Number(value).toFixed(2).replace('.', ',') : value;
  return csvField(neutraliseSpreadsheetCell(text));
}

function waitForDrain(stream: Writable): Promise<void> {
  return new Promise((resolve) => stream.once('drain', resolve));
}

export function createCsvSink(out: Writable, columns: SheetColumn[]): SheetSink {
  let started = false;
  return {
    async addRows(rows) {
      let chunk = '';
      if (!started) {
        started = true;
        chunk +=
          BOM + columns.map((column) => csvField(neutraliseSpreadsheetCell(column.label))).join(';') + '\r\n';
      }
      for (const row of rows) {
        chunk += row.map((value, index) => csvText(columns[index] as SheetColumn, value)).join(';') + '\r\n';
      }
      if (!out.write(chunk)) await waitForDrain(out);
    },
    async end() {
      if (!started) await this.addRows([]);
      await new Promise<void>((resolve) => out.end(resolve));
    },
  };
}

/** exceljs's streaming writer: rows are committed as they come, amounts are numbers '#,##0.00 €'. */
export function createXlsxSink(out: Writable, columns: SheetColumn[], sheetName = 'Report'): SheetSink {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
    // Deflate level 1: a slightly larger file for several times less CPU than the default level.
    zip: { zlib: { level: 1 } },
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: neutraliseSpreadsheetCell(column.label),
    key: column.key,
    width: column.width,
  }));
  const cell = (column: SheetColumn, value: SheetValue): string | number | null => {
    if (value === null || value === undefined) return null;
    if (column.kind === 'amount' || column.kind === 'number') {
      const number = Number(value);
      return Number.isFinite(number) ? number : neutraliseSpreadsheetCell(String(value));
    }
    return neutraliseSpreadsheetCell(String(value));
  };
  return {
    async addRows(rows) {
      for (const row of rows) {
        sheet.addRow(row.map((value, index) => cell(columns[index] as SheetColumn, value))).commit();
      }
      // Let the file stream catch up before the next batch is read from the database.
      if (out.writableNeedDrain) await waitForDrain(out);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** A PassThrough to hand to FileStorage.save while a sink writes into it. */
export const fileStream = () => new PassThrough({ highWaterMark: 1 << 20 });
