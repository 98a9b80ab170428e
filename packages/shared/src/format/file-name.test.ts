import { describe, expect, it } from 'vitest';
import { storedFileDisplayName } from './file-name';

describe('storedFileDisplayName', () => {
  it('shows the 9th path segment', () => {
    expect(storedFileDisplayName('/var/www/site/public/storage/uploads/files/report.pdf')).toBe('report.pdf');
    expect(storedFileDisplayName('/a/b/c/d/e/f/g/name.png/extra')).toBe('name.png');
  });

  it('falls back to the last segment of shorter paths', () => {
    expect(storedFileDisplayName('/uploads/slides/desktop.jpg')).toBe('desktop.jpg');
    expect(storedFileDisplayName('uploads/dir/')).toBe('dir');
    expect(storedFileDisplayName('plain.html')).toBe('plain.html');
  });

  it('gives an empty text for no path', () => {
    expect(storedFileDisplayName('')).toBe('');
    expect(storedFileDisplayName(null)).toBe('');
    expect(storedFileDisplayName('///')).toBe('');
  });
});
