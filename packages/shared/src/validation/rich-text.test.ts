import { describe, expect, it } from 'vitest';

import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_TAGS,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  safeUrl,
} from './rich-text';

describe('rich-text allowlist', () => {
  it('keeps the elements and attributes the editor writes', () => {
    expect([...RICH_TEXT_TAGS].sort()).toEqual(
      ['a', 'br', 'em', 'h2', 'h3', 'img', 'li', 'ol', 'p', 'strong', 'u', 'ul'].sort(),
    );
    expect(RICH_TEXT_ATTRIBUTES).toEqual({ a: ['href'], img: ['src', 'alt'] });
  });

  it('allows only web, mail and phone links and web images', () => {
    expect(RICH_TEXT_LINK_SCHEMES).toEqual(['http', 'https', 'mailto', 'tel']);
    expect(RICH_TEXT_IMAGE_SCHEMES).toEqual(['http', 'https']);
    for (const scheme of ['javascript', 'vbscript', 'data', 'file']) {
      expect(RICH_TEXT_LINK_SCHEMES).not.toContain(scheme);
      expect(RICH_TEXT_IMAGE_SCHEMES).not.toContain(scheme);
    }
  });

  it('drops script-like elements and never keeps one', () => {
    for (const tag of [
      'script',
      'style',
      'iframe',
      'svg',
      'math',
      'object',
      'embed',
      'template',
      'noscript',
    ]) {
      expect(RICH_TEXT_DROPPED_TAGS).toContain(tag);
    }
    const dropped: readonly string[] = RICH_TEXT_DROPPED_TAGS;
    expect(RICH_TEXT_TAGS.filter((tag) => dropped.includes(tag))).toEqual([]);
  });
});

describe('safeUrl', () => {
  it('accepts http(s), mailto, tel and relative links', () => {
    expect(safeUrl('https://example.com', 'link')).toBe('https://example.com');
    expect(safeUrl('  /path?q=1#x ', 'link')).toBe('/path?q=1#x');
    expect(safeUrl('mailto:a@b.c', 'link')).toBe('mailto:a@b.c');
    expect(safeUrl('tel:+39', 'link')).toBe('tel:+39');
    expect(safeUrl('#anchor', 'link')).toBe('#anchor');
  });

  it('refuses script-capable and unknown schemes', () => {
    expect(safeUrl('javascript:alert(1)', 'link')).toBeNull();
    expect(safeUrl('\u0001javascript:alert(1)', 'link')).toBeNull();
    expect(safeUrl('java\nscript:alert(1)', 'link')).toBeNull();
    expect(safeUrl('data:text/html,x', 'link')).toBeNull();
    expect(safeUrl('mailto:a@b.c', 'image')).toBeNull();
    expect(safeUrl('', 'link')).toBeNull();
    expect(safeUrl(null, 'image')).toBeNull();
  });
});
