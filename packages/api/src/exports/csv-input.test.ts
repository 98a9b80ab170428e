import { describe, expect, it } from 'vitest';

import { CsvFileError, readCsv } from './csv-input';

const encode = (text: string) => new TextEncoder().encode(text);

describe('readCsv', () => {
  it('reads a file of many pieces whole, a quoted line break across a piece boundary included', async () => {
    const lines = ['name;note'];
    const quoted = `${'x'.repeat(30)}\n${'y'.repeat(30)}`;
    // Rows of 66 characters after a header of 10: row 3971 runs from 262,096 to 262,171, so the first
    // piece (262,144 characters) ends inside its quoted note, after the line break.
    for (let i = 0; i < 10_000; i += 1) {
      const note = i === 3971 ? `"${quoted}"` : `note ${String(i).padStart(50, '0')}`;
      lines.push(`row ${String(i).padStart(5, '0')};${note}`);
    }
    const table = await readCsv(encode(lines.join('\n')), ['name', 'note']);
    expect(table.records).toHaveLength(10_000);
    expect(table.records.map((record) => record.values.name)).toEqual(
      Array.from({ length: 10_000 }, (_, i) => `row ${String(i).padStart(5, '0')}`),
    );
    expect(table.records[3971]?.values.note).toBe(quoted);
    expect(table.records[9999]?.line).toBe(10_001);
  });

  it('lets other work run while it reads a large file', async () => {
    const lines = ['name;note', ...Array.from({ length: 50_000 }, (_, i) => `row ${i};note ${i}`)];
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 0);
    try {
      await readCsv(encode(lines.join('\n')), ['name']);
    } finally {
      clearInterval(timer);
    }
    expect(turns).toBeGreaterThan(1);
  });

  it('refuses a file without the required columns, naming them', async () => {
    await expect(readCsv(encode('name;city\nA;Roma\n'), ['name', 'note'])).rejects.toThrow(CsvFileError);
    await expect(readCsv(encode('name;city\nA;Roma\n'), ['name', 'note'])).rejects.toThrow(
      /missing column\(s\) note/,
    );
  });
});
