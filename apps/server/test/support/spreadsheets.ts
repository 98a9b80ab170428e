import { Readable } from 'node:stream';

import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { expect } from 'vitest';

import { defined } from '@backoffice/shared';

/** The rows of an XLSX file's first sheet, each as its cell values. */
export async function readXlsx(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from(bytes));
  const rows: unknown[][] = [];
  defined(workbook.worksheets[0], 'the first sheet').eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1)),
  );
  return rows;
}

/** The rows of an exported CSV file (Italian Excel's: a BOM, then `;`-separated records). */
export function readCsvFile(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<string[]>(text.slice(1), { delimiter: ';', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}
