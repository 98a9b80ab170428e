import {
  FILE_ROUTE_PATHS,
  SESSION_TOKEN_HEADER,
  storedFileDisplayName,
  TENANT_HEADER,
  TENANT_HEADER_VALUE,
  type UploadKindName,
} from '@backoffice/shared';

import { readStoredLocale } from '../../i18n/stored-locale';
import { readSessionToken } from '../../lib/session-token';

export const EDITOR_UPLOAD_TOKEN_PATH = '/api/web-api/integration/ckeditor/get-token';

/**
 * What a field expects; sent as `kind` so the server checks the bytes against it:
 * `image` (PNG, JPEG, WebP), `pdf`, `html` (email templates), `csv` (CSV or .txt without markup),
 * `document` (any of image, pdf, csv; never HTML).
 */
export type FileFieldKind = UploadKindName | 'document';

/** A failed file call: the HTTP status (0 for a network failure or abort) and the server's code/message. */
export class FileApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'FileApiError';
    this.status = status;
    this.code = code;
  }
}

/** The headers every call sends: the session token and the tenant header with the literal null. */
export function fileApiHeaders(): Record<string, string> {
  // The interface language: report exports are written in it when downloaded.
  const headers: Record<string, string> = {
    [TENANT_HEADER]: TENANT_HEADER_VALUE,
    'Accept-Language': readStoredLocale(),
  };
  const token = readSessionToken();
  if (token) headers[SESSION_TOKEN_HEADER] = token;
  return headers;
}

function parseErrorBody(text: string): { message?: string; code?: string } {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object') {
      const { message, code } = body as { message?: unknown; code?: unknown };
      return {
        message: typeof message === 'string' ? message : undefined,
        code: typeof code === 'string' ? code : undefined,
      };
    }
  } catch {
    // not JSON
  }
  return {};
}

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..100, or null while the size is unknown. */
  percent: number | null;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** POSTs `file` as multipart field `file` through XMLHttpRequest (for upload progress); resolves the JSON body. */
function postMultipart(
  url: string,
  file: Blob,
  fileName: string | undefined,
  options: UploadOptions,
  extraHeaders: Record<string, string> = {},
) {
  return new Promise<unknown>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new FileApiError(0, 'Upload aborted', 'ABORTED'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries({ ...fileApiHeaders(), ...extraHeaders }))
      xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event: ProgressEvent) => {
      options.onProgress?.({
        loaded: event.loaded,
        total: event.total,
        percent:
          event.lengthComputable && event.total > 0 ? Math.round((event.loaded / event.total) * 100) : null,
      });
    };
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const finish = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      finish();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status < 200 || xhr.status >= 300) {
        const { message, code } = parseErrorBody(text);
        reject(new FileApiError(xhr.status, message ?? `Upload failed (${xhr.status})`, code));
        return;
      }
      try {
        resolve(JSON.parse(text) as unknown);
      } catch {
        reject(new FileApiError(xhr.status, 'The server answered with an unreadable body', 'BAD_RESPONSE'));
      }
    };
    xhr.onerror = () => {
      finish();
      reject(new FileApiError(0, 'Network error', 'NETWORK'));
    };
    xhr.onabort = () => {
      finish();
      reject(new FileApiError(0, 'Upload aborted', 'ABORTED'));
    };
    const form = new FormData();
    if (fileName === undefined) form.append('file', file);
    else form.append('file', file, fileName);
    xhr.send(form);
  });
}

function storedPathFrom(body: unknown, ...fields: Array<'response' | 'url'>): string {
  if (body && typeof body === 'object') {
    for (const field of fields) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  throw new FileApiError(200, 'The server did not return a file path', 'BAD_RESPONSE');
}

/** What the server answers for a stored upload: the path plus what a form shows or warns about. */
export interface UploadedFile {
  /** Stored path, the value content fields keep. */
  path: string;
  /** Name downloads are served under (its extension comes from the detected type). */
  name: string;
  mime: string;
  size: number;
  /** Pixel size of an image. */
  width?: number;
  height?: number;
}

function uploadedFrom(body: unknown, ...pathFields: Array<'response' | 'url'>): UploadedFile {
  const path = storedPathFrom(body, ...pathFields);
  const record = body as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : '');
  const number = (key: string) => (typeof record[key] === 'number' ? record[key] : undefined);
  return {
    path,
    name: text('name'),
    mime: text('mime'),
    size: number('size') ?? 0,
    width: number('width'),
    height: number('height'),
  };
}

/**
 * `POST /api/file/upload?currentDir={dir}&kind={kind}`; resolves what the server stored. The server
 * checks the content against `kind` (a 400 names what was expected) and the size (413).
 */
export async function uploadFileDetailed(
  file: File,
  params: { currentDir: string; kind: FileFieldKind | readonly FileFieldKind[] },
  options: UploadOptions = {},
): Promise<UploadedFile> {
  const query = new URLSearchParams({
    currentDir: params.currentDir,
    kind: typeof params.kind === 'string' ? params.kind : params.kind.join(','),
  });
  const body = await postMultipart(
    `${FILE_ROUTE_PATHS.upload}?${query.toString()}`,
    file,
    file.name,
    options,
  );
  return uploadedFrom(body, 'response');
}

/** `uploadFileDetailed`, resolving only the stored path (`response`). */
export async function uploadFile(
  file: File,
  params: { currentDir: string; kind: FileFieldKind | readonly FileFieldKind[] },
  options: UploadOptions = {},
): Promise<string> {
  return (await uploadFileDetailed(file, params, options)).path;
}

let editorToken: { token: string; header: string; expiresAt: number } | null = null;

/**
 * The short-lived token of `GET /api/web-api/integration/ckeditor/get-token` that authorises image
 * uploads to ck-upload and nothing else; reused until half a minute before it expires.
 */
export async function getEditorUploadToken(): Promise<{ token: string; header: string }> {
  if (editorToken && editorToken.expiresAt - 30_000 > Date.now()) return editorToken;
  let response: Response;
  try {
    response = await fetch(EDITOR_UPLOAD_TOKEN_PATH, { headers: fileApiHeaders() });
  } catch {
    throw new FileApiError(0, 'Network error', 'NETWORK');
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    const { message, code } = parseErrorBody(text);
    throw new FileApiError(response.status, message ?? `Token request failed (${response.status})`, code);
  }
  const data = (JSON.parse(text) as { data?: { token?: unknown; header?: unknown; expires_at?: unknown } })
    .data;
  if (typeof data?.token !== 'string' || typeof data.expires_at !== 'string')
    throw new FileApiError(response.status, 'The server did not return a token', 'BAD_RESPONSE');
  editorToken = {
    token: data.token,
    header: typeof data.header === 'string' ? data.header : 'x-upload-token',
    expiresAt: new Date(data.expires_at).getTime(),
  };
  return editorToken;
}

/**
 * `POST /api/file/ck-upload` (images of the rich-text editor) authorised by the editor upload token;
 * resolves the stored path (`url` or `response`). A refused token is fetched again once.
 */
export async function uploadEditorImageDetailed(
  file: File,
  options: UploadOptions = {},
): Promise<UploadedFile> {
  for (let attempt = 0; ; attempt += 1) {
    const { token, header } = await getEditorUploadToken();
    try {
      const body = await postMultipart(FILE_ROUTE_PATHS.editorImageUpload, file, file.name, options, {
        [header]: token,
      });
      return uploadedFrom(body, 'url', 'response');
    } catch (error) {
      if (attempt === 0 && error instanceof FileApiError && error.status === 401) {
        editorToken = null;
        continue;
      }
      throw error;
    }
  }
}

/** `uploadEditorImageDetailed`, resolving only the stored path. */
export async function uploadEditorImage(file: File, options: UploadOptions = {}): Promise<string> {
  return (await uploadEditorImageDetailed(file, options)).path;
}

/** The file name of a `Content-Disposition` header: `filename*` (RFC 5987) first, then `filename`. */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended?.[1]) {
    const value = extended[1].trim().replace(/^"(.*)"$/, '$1');
    const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
    const encoded = match?.[2] ?? value;
    try {
      const decoded = decodeURIComponent(encoded);
      if (decoded) return decoded;
    } catch {
      // malformed: fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (plain) {
    const value = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : (plain[1] ?? '').trim();
    if (value) return value;
  }
  return null;
}

/** Only the last path part, without characters file systems refuse. */
function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_').trim();
}

/**
 * POSTs JSON to a route that answers a file (a stored file, an export made as it is sent): the blob
 * and the name its Content-Disposition gives, else `fallbackName`.
 */
export async function postForFile(
  url: string,
  body: unknown,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { ...fileApiHeaders(), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new FileApiError(0, 'Network error', 'NETWORK');
  }
  if (!response.ok) {
    const { message, code } = parseErrorBody(await response.text().catch(() => ''));
    throw new FileApiError(response.status, message ?? `Download failed (${response.status})`, code);
  }
  const blob = await response.blob();
  const fromHeader = fileNameFromContentDisposition(response.headers.get('Content-Disposition'));
  const fileName = safeFileName(fromHeader ?? '') || safeFileName(fallbackName) || 'file';
  return { blob, fileName };
}

/** `POST /api/file/get-files {file_name}`: the blob and its original name (else the stored name). */
export function downloadStoredFile(path: string): Promise<{ blob: Blob; fileName: string }> {
  return postForFile(FILE_ROUTE_PATHS.download, { file_name: path }, storedFileDisplayName(path));
}

/** Saves a blob through a temporary object URL and a download link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Downloads a stored file and saves it under its original name. */
export async function downloadAndSave(path: string): Promise<string> {
  const { blob, fileName } = await downloadStoredFile(path);
  saveBlob(blob, fileName);
  return fileName;
}

/** The public link of a stored file: it is served at its own path on this origin. */
export function publicFileUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return window.location.origin + (path.startsWith('/') ? path : `/${path}`);
}

/** Copies text to the clipboard (Clipboard API, else a hidden textarea). Resolves false when refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}
