import { describe, expect, it } from 'vitest';

import { richTextWords, textDiff } from './text-diff';

describe('textDiff', () => {
  it('marks removed and added words, keeping the rest', () => {
    expect(textDiff('Delivery within five days', 'Delivery within three days')).toEqual([
      { text: 'Delivery within ', change: 'same' },
      { text: 'five', change: 'removed' },
      { text: 'three', change: 'added' },
      { text: ' days', change: 'same' },
    ]);
  });

  it('reads rich text as its words: a line per block, links and pictures by their address and alt', () => {
    expect(
      richTextWords(
        '<h2>Terms</h2><p>See <a href="https://example.com/t">the terms</a> &amp; <strong>pay</strong></p><ul><li>One</li><li>Two</li></ul><img src="x.png" alt="Map">',
      ),
    ).toBe('Terms\nSee [https://example.com/t] the terms & pay\nOne\nTwo\n[Map]');
    const parts = textDiff('<p>Only <strong>9,99 €</strong></p>', '<p>Only <em>7,99 €</em></p>', true);
    // Digits and punctuation are words of their own: only what changed is marked.
    expect(parts.filter((part) => part.change !== 'same').map((part) => [part.change, part.text])).toEqual([
      ['removed', '9'],
      ['added', '7'],
    ]);
  });
});
