import { csvRecord, SESSION_TOKEN_HEADER, TENANT_HEADER, TENANT_HEADER_VALUE } from '@backoffice/shared';

import { saveBlob } from '../../components/file-field';
import { readSessionToken } from '../../lib/session-token';

/** The example offered on the import screen: both ways of giving a place, and an inactive store. */
export const STORE_IMPORT_EXAMPLE = [
  'store_name;address;latitude;longitude;status',
  'Negozio Centro;Via Roma 10, Torino;45.0677;7.6825;1',
  'Punto Duomo;Piazza del Duomo 1, 20122 Milano (MI);;;1',
  '"Spazio ""Porta Nuova""";Via Verdi 3, Moncalieri, TO;;;0',
  'Corner Napoli;Via Toledo 256, Napoli;40.8403;14.2486;1',
].join('\r\n');

export class CsvUploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Multipart POST of a CSV with form fields (isLoad / loadToDb); resolves the answer's `response`. */
export async function postCsv<T>(path: string, file: Blob, fileName: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, fileName);
  const headers: Record<string, string> = { [TENANT_HEADER]: TENANT_HEADER_VALUE };
  const token = readSessionToken();
  if (token) headers[SESSION_TOKEN_HEADER] = token;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: form });
  } catch {
    throw new CsvUploadError(0, 'Network error');
  }
  const body = (await response.json().catch(() => null)) as { response?: T; message?: string } | null;
  if (!response.ok || !body || body.response === undefined) {
    throw new CsvUploadError(response.status, body?.message ?? `Request failed (${response.status})`);
  }
  return body.response;
}

/** Saves rows as a CSV for Italian Excel, written as the server's exports are (BOM, `csvRecord`). */
export function saveCsv(fileName: string, header: string[], rows: Array<Array<string | number>>) {
  const text = [header, ...rows].map((row) => csvRecord(row.map(String))).join('');
  saveBlob(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }), fileName);
}
