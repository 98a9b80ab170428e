/** Sends a CSV (text or bytes) as multipart `file` plus fields, the way the screens do. */
export async function uploadCsv(
  url: string,
  path: string,
  token: string | null,
  content: string | Uint8Array,
  fields: Record<string, string> = {},
  fileName = 'file.csv',
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const part = typeof content === 'string' ? content : new Uint8Array(content);
  form.append('file', new Blob([part], { type: 'text/csv' }), fileName);
  const headers: Record<string, string> = { 'x-tenant': 'null' };
  if (token) headers['x-session-token'] = token;
  const response = await fetch(url + path, { method: 'POST', headers, body: form });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, body };
}

export const IMPORT_PATH = '/api/admin/upload-csv-sales-points';
export const PROGRESS_PATH = '/api/admin/upload-csv-sales-points/progress';

/** Polls the progress call until current equals end and the job is finished. */
export async function waitForImport(
  request: (path: string, init?: { token?: string | null }) => Promise<{ status: number; body: any }>,
  token: string,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = await request(PROGRESS_PATH, { token });
    const data = progress.body?.data;
    if (data && data.current === data.end && (data.status === 'succeeded' || data.status === 'failed'))
      return data;
    if (Date.now() > deadline) throw new Error(`import did not finish: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** n rows with coordinates around Italy, unique names, ';' separated. */
export function storeRows(n: number, prefix = 'Store'): string {
  const lines = ['store_name;address;latitude;longitude;status'];
  for (let i = 0; i < n; i += 1) {
    const lat = (41 + (i % 500) / 100).toFixed(5);
    const lon = (9 + (i % 300) / 100).toFixed(5);
    lines.push(`${prefix} ${i};Via Roma ${i}, Torino;${lat};${lon};${i % 7 === 0 ? 0 : 1}`);
  }
  return lines.join('\n') + '\n';
}
