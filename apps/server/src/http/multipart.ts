import Busboy from 'busboy';
import { type Request } from 'express';

/** A route's answer other than 200: status, the contract's error code and message, and extra fields. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The multipart field "file" of an upload, and its text fields. */
export interface MultipartUpload {
  bytes: Buffer;
  fileName: string;
  fields: Record<string, string>;
}

/**
 * Reads a multipart/form-data body into memory: the field "file" (at most `maxBytes`, else a 413) and
 * up to ten text fields. 415 for another content type, 400 for a malformed body or no "file".
 */
export function readMultipartUpload(req: Request, maxBytes: number): Promise<MultipartUpload> {
  return new Promise((resolve, reject) => {
    if (!req.headers['content-type']?.startsWith('multipart/form-data')) {
      reject(
        new HttpError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the file as multipart/form-data in the field "file"',
        ),
      );
      return;
    }
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: maxBytes, files: 1, fields: 10 },
      });
    } catch {
      reject(new HttpError(400, 'BAD_REQUEST', 'Malformed multipart body'));
      return;
    }
    const fields: Record<string, string> = {};
    const chunks: Buffer[] = [];
    let fileName: string | null = null;
    let tooLarge = false;
    let reading = false;
    let closed = false;
    // Busboy may close before the file's stream has ended: answer once both are done.
    const finish = () => {
      if (!closed || reading) return;
      if (tooLarge)
        reject(
          new HttpError(
            413,
            'PAYLOAD_TOO_LARGE',
            `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`,
          ),
        );
      else if (fileName === null)
        reject(new HttpError(400, 'BAD_REQUEST', 'The multipart field "file" is missing'));
      else resolve({ bytes: Buffer.concat(chunks), fileName, fields });
    };
    busboy.on('field', (name, value) => {
      fields[name] = value;
    });
    busboy.on('file', (name, stream, info) => {
      if (name !== 'file' || fileName !== null) {
        stream.resume();
        return;
      }
      fileName = (info.filename || 'file').slice(0, 255);
      reading = true;
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
      stream.on('end', () => {
        reading = false;
        finish();
      });
    });
    busboy.on('error', () => reject(new HttpError(400, 'BAD_REQUEST', 'Malformed multipart body')));
    busboy.on('close', () => {
      closed = true;
      finish();
    });
    req.pipe(busboy);
  });
}
