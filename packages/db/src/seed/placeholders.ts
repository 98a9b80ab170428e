// Small, valid placeholder files for the demo data (PNG images, one-page PDFs, HTML email
// templates), built with node:zlib only. Pure functions: the same input always gives the same bytes.
import { crc32, deflateSync } from 'node:zlib';

/** An RGB colour as [red, green, blue], 0-255 each. */
export type Rgb = readonly [number, number, number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

/** Compressed pixel rows by "width x height": the pattern depends only on the size. */
const imageDataCache = new Map<string, Buffer>();

/**
 * The compressed rows of a 1-bit indexed image: background (index 0) with a centred panel
 * (index 1) covering the middle half in both directions. Rows of one pattern compress to almost
 * nothing, so even 1400x800 costs a few hundred bytes and well under a millisecond.
 */
function twoToneImageData(width: number, height: number): Buffer {
  const cacheKey = `${width}x${height}`;
  const cached = imageDataCache.get(cacheKey);
  if (cached) return cached;
  const rowBytes = Math.ceil(width / 8);
  const plain = Buffer.alloc(1 + rowBytes); // filter byte 0 (None), all pixels index 0
  const panel = Buffer.alloc(1 + rowBytes);
  const [left, right] = [Math.floor(width / 4), Math.ceil((width * 3) / 4)];
  for (let x = left; x < right; x += 1) {
    const at = 1 + (x >> 3);
    panel.writeUInt8(panel.readUInt8(at) | (0x80 >> (x & 7)), at);
  }
  const [top, bottom] = [Math.floor(height / 4), Math.ceil((height * 3) / 4)];
  const raw = Buffer.alloc(height * plain.length);
  for (let y = 0; y < height; y += 1) (y >= top && y < bottom ? panel : plain).copy(raw, y * plain.length);
  const compressed = deflateSync(raw, { level: 9 });
  imageDataCache.set(cacheKey, compressed);
  return compressed;
}

/** A valid PNG of the given size: `background` with a centred panel of `panel` colour. */
export function placeholderPng(width: number, height: number, background: Rgb, panel: Rgb): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new Error(`Invalid image size ${width}x${height}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 3; // colour type: indexed (palette)
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method
  header[12] = 0; // no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('PLTE', Buffer.from([...background, ...panel])),
    pngChunk('IDAT', twoToneImageData(width, height)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Text as a PDF literal string in WinAnsi (Latin-1 here): escapes, and '?' for what it cannot show. */
function pdfString(text: string): string {
  const latin1 = [...text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"')]
    .map((character) => (character.charCodeAt(0) <= 0xff ? character : '?'))
    .join('');
  return `(${latin1.replace(/[\\()]/g, (match) => `\\${match}`).replace(/[\r\n]+/g, ' ')})`;
}

/**
 * A minimal valid one-page A4 PDF 1.4: catalog, page tree, page, Helvetica, one content stream and
 * an information dictionary, with a byte-exact cross-reference table.
 */
export function placeholderPdf(title: string, lines: readonly string[] = []): Buffer {
  const text = [
    'BT',
    '/F1 20 Tf',
    '72 760 Td',
    `${pdfString(title)} Tj`,
    '/F1 11 Tf',
    ...lines.flatMap((line, index) => [`0 ${index === 0 ? -32 : -16} Td`, `${pdfString(line)} Tj`]),
    'ET',
  ].join('\n');
  const stream = Buffer.from(text, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${text}\nendstream`,
    `<< /Title ${pdfString(title)} /Producer (Demo data seed) >>`,
  ];
  // The second line's high bytes mark the file as binary for transfer tools (PDF convention).
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  // Every entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, two-byte EOL.
  const entries = [
    '0000000000 65535 f \n',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
  ];
  body +=
    `xref\n0 ${objects.length + 1}\n${entries.join('')}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const HTML_ENTITIES = new Map([
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
]);
const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => HTML_ENTITIES.get(character) ?? character);

/** A small HTML email template (what the email notifications screen uploads). */
export function placeholderHtml(title: string, lines: readonly string[] = []): Buffer {
  const paragraphs = lines.map((line) => `    <p>${escapeHtml(line)}</p>`).join('\n');
  return Buffer.from(
    `<!doctype html>\n<html lang="it">\n  <head>\n    <meta charset="utf-8">\n    <title>${escapeHtml(title)}</title>\n  </head>\n` +
      `  <body style="font-family: Arial, sans-serif">\n    <h1>${escapeHtml(title)}</h1>\n${paragraphs}\n  </body>\n</html>\n`,
    'utf8',
  );
}
