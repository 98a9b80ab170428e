import { crc32 } from 'node:zlib';

import { imageSize } from 'image-size';

/**
 * What a field expects, as a caller names it (`kind` of POST /api/file/upload, `accepted` here):
 * - image: PNG, JPEG or WebP that decodes (structure walked, dimensions read)
 * - pdf: a PDF (starts `%PDF-`, ends with `%%EOF`)
 * - html: an HTML document (email templates); always served as a download
 * - csv: CSV or plain text whose name ends .csv or .txt, with no markup inside
 * - document: any of image, pdf or csv (support files, feedback attachments); never HTML
 */
export type UploadKind = 'image' | 'pdf' | 'html' | 'csv' | 'document';
export const UPLOAD_KIND_NAMES: readonly UploadKind[] = ['image', 'pdf', 'html', 'csv', 'document'];

/** A detected content type; `extension` is the one the stored and served names get. */
export interface DetectedType {
  kind: Exclude<UploadKind, 'document'>;
  mime: string;
  extension: string;
  /** Pixel size, for images. */
  width?: number;
  height?: number;
}

/** An upload refused for its content: the message names what was expected (answered as a 400). */
export class UploadRejection extends Error {
  constructor(
    message: string,
    readonly expected: readonly UploadKind[],
  ) {
    super(message);
    this.name = 'UploadRejection';
  }
}

const EXPECTED_TEXT: Record<UploadKind, string> = {
  image: 'a PNG, JPEG or WebP image',
  pdf: 'a PDF document',
  html: 'an HTML document',
  csv: 'a CSV or plain-text file (.csv, .txt)',
  document: 'a PDF, a PNG, JPEG or WebP image, or a CSV or plain-text file',
};

export const describeExpected = (kinds: readonly UploadKind[]) =>
  kinds.map((kind) => EXPECTED_TEXT[kind]).join(' or ');

const startsWith = (bytes: Buffer, signature: number[] | string, offset = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return (
    bytes.length >= offset + expected.length &&
    bytes.subarray(offset, offset + expected.length).equals(expected)
  );
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Walks every PNG chunk, checking lengths and CRCs: a truncated or altered file fails. */
function isCompletePng(bytes: Buffer) {
  let offset = 8;
  let first = true;
  let sawData = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return false;
    if (first && (type !== 'IHDR' || length !== 13)) return false;
    first = false;
    const crc = bytes.readUInt32BE(offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== crc) return false;
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData;
    offset = end;
  }
  return false;
}

/** Walks the JPEG segments up to the scan, then needs the end-of-image marker at the end. */
function isCompleteJpeg(bytes: Buffer) {
  let offset = 2;
  let sawFrame = false;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return false; // end before any scan
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return false;
    if ((marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) === true)
      sawFrame = true;
    if (marker === 0xda) {
      if (!sawFrame) return false;
      let last = bytes.length;
      while (last > offset && bytes[last - 1] === 0x00) last -= 1; // tolerate zero padding
      return last - offset > 4 + length && bytes[last - 2] === 0xff && bytes[last - 1] === 0xd9;
    }
    offset += 2 + length;
  }
  return false;
}

/** RIFF container whose declared size matches the bytes, holding a VP8, VP8L or VP8X chunk. */
function isCompleteWebp(bytes: Buffer) {
  if (bytes.length < 20) return false;
  const declared = bytes.readUInt32LE(4) + 8;
  if (declared > bytes.length || declared < 20) return false;
  const chunk = bytes.toString('latin1', 12, 16);
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(chunk)) return false;
  return 20 + bytes.readUInt32LE(16) <= declared;
}

function dimensions(bytes: Buffer) {
  try {
    const size = imageSize(bytes);
    if (!size.width || !size.height) return null;
    return { width: size.width, height: size.height };
  } catch {
    return null;
  }
}

function detectImage(bytes: Buffer): DetectedType | 'broken' | null {
  const formats = [
    {
      matches: startsWith(bytes, PNG_SIGNATURE),
      complete: isCompletePng,
      mime: 'image/png',
      extension: 'png',
    },
    {
      matches: startsWith(bytes, [0xff, 0xd8, 0xff]),
      complete: isCompleteJpeg,
      mime: 'image/jpeg',
      extension: 'jpg',
    },
    {
      matches: startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8),
      complete: isCompleteWebp,
      mime: 'image/webp',
      extension: 'webp',
    },
  ];
  const format = formats.find((candidate) => candidate.matches);
  if (!format) return null;
  const size = format.complete(bytes) ? dimensions(bytes) : null;
  if (!size) return 'broken';
  return { kind: 'image', mime: format.mime, extension: format.extension, ...size };
}

function detectPdf(bytes: Buffer): DetectedType | 'broken' | null {
  if (!startsWith(bytes, '%PDF-')) return null;
  const tail = bytes.subarray(Math.max(0, bytes.length - 4096)).toString('latin1');
  return tail.includes('%%EOF') ? { kind: 'pdf', mime: 'application/pdf', extension: 'pdf' } : 'broken';
}

/** 0x80-0x9F of Windows-1252 (Node's own decoder treats the label as Latin-1); 0 where undefined. */
const WINDOWS_1252_HIGH = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
  0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0, 0x017e, 0x0178,
];

/** Undefined bytes stay C1 control characters, which the text check refuses. */
function decodeWindows1252(bytes: Buffer) {
  let text = '';
  for (const byte of bytes)
    text += String.fromCharCode(byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] || byte : byte);
  return text;
}

/**
 * Text: UTF-8 (a BOM allowed), or else Windows-1252 as spreadsheets on Windows save CSV ("Città" in
 * one byte); either way no NUL and no control characters but tab, CR, LF and FF, which is what tells
 * text from binary content.
 */
function decodeText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = decodeWindows1252(bytes);
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/.test(text)) return null;
  return text.replace(/^\uFEFF/, '');
}

const HTML_START =
  /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head|body|table|div|p|meta|title|center|style)[\s>/]/i;

/** Markup a browser (or a spreadsheet opened from a browser) would act on: refused in text files. */
const MARKUP =
  /<\s*\/?\s*(script|svg|html|body|head|iframe|frame|frameset|object|embed|style|meta|link|base|form|math|xml|xsl|img|a|div|span|table|applet|template)\b|<\?xml|<!doctype|<!\[cdata\[|<[a-z][^>]*\son[a-z]+\s*=|javascript:/i;

const TEXT_EXTENSIONS: Record<string, { mime: string; extension: string }> = {
  csv: { mime: 'text/csv', extension: 'csv' },
  txt: { mime: 'text/plain', extension: 'txt' },
};

const extensionOf = (fileName: string) => {
  const match = /\.([a-z0-9]{1,10})$/i.exec(fileName.trim());
  return match?.[1]?.toLowerCase() ?? '';
};

const kindsOf = (accepted: readonly UploadKind[]) => {
  const kinds = new Set<Exclude<UploadKind, 'document'>>();
  for (const kind of accepted) {
    if (kind === 'document') ['image', 'pdf', 'csv'].forEach((one) => kinds.add(one as 'image'));
    else kinds.add(kind);
  }
  return kinds;
};

/**
 * Decides what an upload is from its bytes (the name only matters for CSV against plain text and to
 * refuse a text file named like something else) and whether the field takes it. Throws an
 * UploadRejection naming what was expected.
 */
export function inspectUpload(
  bytes: Buffer,
  fileName: string,
  accepted: readonly UploadKind[],
): DetectedType {
  const kinds = kindsOf(accepted);
  const expected = `Expected ${describeExpected(accepted)}`;
  const rejection = (why: string) => new UploadRejection(`${expected}; ${why}`, accepted);
  if (bytes.length === 0) throw rejection('the file is empty');

  const image = detectImage(bytes);
  if (image === 'broken') throw rejection('the image is damaged or truncated and cannot be decoded');
  if (image) {
    if (!kinds.has('image')) throw rejection(`the file is an image (${image.mime})`);
    return image;
  }

  const pdf = detectPdf(bytes);
  if (pdf === 'broken') throw rejection('the file starts like a PDF but is incomplete (no %%EOF)');
  if (pdf) {
    if (!kinds.has('pdf')) throw rejection('the file is a PDF document');
    return pdf;
  }

  const text = decodeText(bytes);
  if (text === null) throw rejection('the content is not a recognised type');
  if (HTML_START.test(text)) {
    if (kinds.has('html')) return { kind: 'html', mime: 'text/html', extension: 'html' };
    throw rejection('the file is an HTML document');
  }
  if (kinds.has('html') && !kinds.has('csv')) throw rejection('the file is not an HTML document');
  if (!kinds.has('csv')) throw rejection('the file is text');
  if (/^\s*</.test(text) || MARKUP.test(text))
    throw rejection('the text contains markup (HTML, SVG or script)');
  const extension = extensionOf(fileName);
  const textType = TEXT_EXTENSIONS[extension];
  if (!textType)
    throw rejection(
      `a text file must be named .csv or .txt, not "${extension ? `.${extension}` : 'no extension'}"`,
    );
  return { kind: 'csv', ...textType };
}

/**
 * The name a stored file is served under: the uploader's base name with the extension of the detected
 * type (so `invoice.hta`, `report.bat` or `evil.svg` can never come back as such). A `.jpeg` stays.
 */
export function servedFileName(originalName: string, type: Pick<DetectedType, 'extension'>) {
  const base = originalName
    // The base name: what follows the last slash or backslash.
    .replace(/^[\s\S]*[\\/]/, '')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  const current = extensionOf(base);
  const keep = type.extension === 'jpg' && current === 'jpeg';
  const stem =
    (current ? base.slice(0, -(current.length + 1)) : base).replace(/\.+$/, '').slice(0, 200) || 'file';
  return `${stem}.${keep ? 'jpeg' : type.extension}`;
}

/** Kept for callers that only sniff the first bytes; prefer inspectUpload on the whole file. */
export function detectUploadType(bytes: Buffer, accepted: readonly UploadKind[]): DetectedType | null {
  try {
    return inspectUpload(bytes, 'file.csv', accepted);
  } catch {
    return null;
  }
}
