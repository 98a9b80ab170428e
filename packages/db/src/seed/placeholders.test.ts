import { inflateSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { defined } from '@backoffice/shared';

import { placeholderHtml, placeholderPdf, placeholderPng } from './placeholders';

/** Bitwise CRC-32 (IEEE), written out here so the check does not reuse the encoder's zlib.crc32. */
function referenceCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Splits a PNG into its chunks, checking each CRC on the way. */
function readChunks(png: Buffer) {
  const chunks: { type: string; data: Buffer }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    expect(crc, `CRC of ${type}`).toBe(referenceCrc32(png.subarray(offset + 4, offset + 8 + length)));
    chunks.push({ type, data });
    offset += 12 + length;
  }
  expect(offset).toBe(png.length);
  return chunks;
}

describe('placeholderPng', () => {
  it.each([
    [1365, 505],
    [680, 450],
    [1, 1],
    [9, 3],
  ])('writes a valid %dx%d PNG', (width, height) => {
    const png = placeholderPng(width, height, [0x1f, 0x4e, 0x8c], [0xff, 0xff, 0xff]);
    expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      true,
    );
    const chunks = readChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    const chunk = (type: string) =>
      defined(
        chunks.find((candidate) => candidate.type === type),
        type,
      ).data;
    const header = chunk('IHDR');
    expect(header.length).toBe(13);
    expect(header.readUInt32BE(0)).toBe(width);
    expect(header.readUInt32BE(4)).toBe(height);
    expect([...header.subarray(8)]).toEqual([1, 3, 0, 0, 0]); // 1 bit, indexed, deflate, no filter, no interlace
    expect([...chunk('PLTE')]).toEqual([0x1f, 0x4e, 0x8c, 0xff, 0xff, 0xff]);
    expect(chunk('IEND').length).toBe(0);

    const rows = inflateSync(chunk('IDAT'));
    const rowLength = 1 + Math.ceil(width / 8);
    expect(rows.length).toBe(height * rowLength);
    for (let y = 0; y < height; y += 1) expect(rows[y * rowLength], `filter byte of row ${y}`).toBe(0);
  });

  it('draws the panel in the middle and the background at the edges', () => {
    const png = placeholderPng(16, 8, [0, 0, 0], [255, 255, 255]);
    const rows = inflateSync(defined(readChunks(png)[2], 'IDAT').data);
    // Rows are 3 bytes: filter, pixels 0-7, pixels 8-15. Panel: x 4..11, y 2..5.
    expect([...rows.subarray(0, 3)]).toEqual([0, 0x00, 0x00]);
    expect([...rows.subarray(2 * 3, 3 * 3)]).toEqual([0, 0x0f, 0xf0]);
    expect([...rows.subarray(7 * 3, 8 * 3)]).toEqual([0, 0x00, 0x00]);
  });

  it('is deterministic and stays tiny at large sizes', () => {
    const a = placeholderPng(1400, 800, [1, 2, 3], [4, 5, 6]);
    expect(a.equals(placeholderPng(1400, 800, [1, 2, 3], [4, 5, 6]))).toBe(true);
    expect(a.length).toBeLessThan(2_000);
  });

  it('refuses impossible sizes', () => {
    expect(() => placeholderPng(0, 10, [0, 0, 0], [0, 0, 0])).toThrow();
    expect(() => placeholderPng(10.5, 10, [0, 0, 0], [0, 0, 0])).toThrow();
  });
});

describe('placeholderPdf', () => {
  const pdf = placeholderPdf('Modulo di recesso (è) \\ prova', [
    'Documento dimostrativo',
    'File: modulo.pdf',
  ]);
  const text = pdf.toString('latin1');

  it('starts with the header and ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at each object', () => {
    const startxref = Number(defined(/startxref\n(\d+)\n%%EOF\n$/.exec(text), 'startxref')[1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, first, count] = defined(/^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)), 'the xref table');
    expect(Number(first)).toBe(0);
    const table = startxref + `xref\n0 ${count}\n`.length;
    for (let n = 0; n < Number(count); n += 1) {
      const entry = text.slice(table + n * 20, table + (n + 1) * 20);
      expect(entry).toMatch(/^\d{10} \d{5} [fn] \n$/);
      if (n === 0) {
        expect(entry).toBe('0000000000 65535 f \n');
        continue;
      }
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
    }
    expect(text).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R`));
  });

  it('gives the content stream its exact length and shows the title', () => {
    const match = defined(/<< \/Length (\d+) >>\nstream\n/.exec(text), 'the content stream');
    const start = match.index + match[0].length;
    const length = Number(match[1]);
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
    expect(text.slice(start, start + length)).toContain('(Modulo di recesso \\(\xe8\\) \\\\ prova) Tj');
  });
});

describe('placeholderHtml', () => {
  it('writes an HTML document with the escaped title', () => {
    const html = placeholderHtml('Ordine <ricevuto>', ['Grazie & a presto']).toString('utf8');
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<h1>Ordine &lt;ricevuto&gt;</h1>');
    expect(html).toContain('<p>Grazie &amp; a presto</p>');
  });
});
