import { describe, expect, it } from 'vitest';

import { richTextSchema, sanitizeRichText } from '@backoffice/api';
import { RICH_TEXT_IMAGE_SCHEMES, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_MAX_LENGTH } from '@backoffice/shared';

/** HTML in the shapes the editor's `serializeHtml` writes (apps/web/src/components/rich-text/html.ts). */
const EDITOR_OUTPUT: readonly (readonly [string, string])[] = [
  ['paragraph', '<p>Hello world</p>'],
  ['empty paragraph between others', '<p>One</p><p></p><p>Two</p>'],
  ['headings', '<h2>Title</h2><h3>Subtitle</h3><p>text</p>'],
  ['marks', '<p>a <strong>bold</strong>, <em>italic</em> and <u>underlined</u> word</p>'],
  ['nested marks', '<p><strong><em><u>all three</u></em></strong></p>'],
  ['link', '<p>See <a href="https://example.com/a?b=1&amp;c=2">the site</a>.</p>'],
  ['relative link', '<p><a href="/shop/offers">offers</a> and <a href="#faq">faq</a></p>'],
  [
    'mailto and tel links',
    '<p><a href="mailto:info@example.com">mail</a> <a href="tel:+390212345">call</a></p>',
  ],
  ['link with marks', '<p><a href="https://example.com"><strong>bold link</strong></a></p>'],
  ['bulleted list', '<ul><li>one</li><li><a href="/x">two</a></li></ul>'],
  ['numbered list', '<ol><li>first</li><li><strong>second</strong><br>more</li></ol>'],
  ['empty list item', '<ul><li></li><li>x</li></ul>'],
  ['image', '<img src="/storage/app/public/uploads/editor/2025/01/a.png" alt="A &quot;quoted&quot; alt">'],
  ['image without alt', '<img src="https://cdn.example.com/x.jpg" alt="">'],
  ['line breaks', '<p>line one<br>line two<br><strong>three</strong></p>'],
  ['escaped text', '<p>5 &lt; 6 &amp;&amp; 7 &gt; 3 "quoted" &lt;script&gt;</p>'],
  ['non-breaking space', '<p>a&nbsp;b</p><p>&nbsp;</p><p>c</p>'],
  [
    'mixed document',
    '<h2>T</h2><p>a <em>b</em></p><ul><li>x</li></ul><img src="/i.png" alt="i"><ol><li>y</li></ol><p>end</p>',
  ],
];

/** Inputs that other channels may send, with what the server keeps. */
const CLEANED: readonly (readonly [string, string, string])[] = [
  ['script', '<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
  ['script inside text', '<p>a<script>alert("</p>")</script>b</p>', '<p>ab</p>'],
  ['style element', '<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
  ['iframe', '<iframe src="https://evil.example"><p>inside</p></iframe><p>x</p>', '<p>x</p>'],
  ['svg onload', '<svg onload="alert(1)"><script>alert(2)</script><p>in svg</p></svg><p>y</p>', '<p>y</p>'],
  // The slash reads as a space, so browsers open an svg here that holds the `b`.
  ['svg with a slash before its handler', '<p>a<svg/onload=alert(1)>b</p>', '<p>a</p>'],
  ['math', '<math><mi xlink:href="javascript:alert(1)">m</mi></math><p>z</p>', '<p>z</p>'],
  [
    'object and embed',
    '<object data="x.swf"><param name="a"></object><embed src="x.swf"><p>o</p>',
    '<p>o</p>',
  ],
  [
    'form controls',
    '<form><button formaction="javascript:alert(1)">B</button><textarea>T</textarea></form>f',
    'f',
  ],
  [
    'noscript',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>n</p>',
    '<p>n</p>',
  ],
  ['img onerror', '<img src="x" onerror="alert(1)">', '<img src="x" alt="">'],
  ['img with no src', '<p>a<img onerror="alert(1)">b</p>', '<p>ab</p>'],
  ['event handlers and styles', '<p onclick="alert(1)" style="color:red" class="c" id="i">a</p>', '<p>a</p>'],
  [
    'attributes of links and images',
    '<a href="/x" onmouseover="alert(2)" target="_blank" rel="opener" title="t">l</a><img src="/i.png" alt="i" width="10" srcset="javascript:x 1x" style="x">',
    '<a href="/x">l</a><img src="/i.png" alt="i">',
  ],
  ['javascript: link', '<p><a href="javascript:alert(1)">click</a></p>', '<p>click</p>'],
  ['mixed-case scheme with a leading space', '<p><a href=" JaVaScRiPt:alert(1)">a</a></p>', '<p>a</p>'],
  ['tab inside the scheme', '<p><a href="java\tscript:alert(1)">b</a></p>', '<p>b</p>'],
  ['newline inside the scheme', '<p><a href="java\nscript:alert(1)">b</a></p>', '<p>b</p>'],
  ['control character before the scheme', '<p><a href="\u0001javascript:alert(1)">b</a></p>', '<p>b</p>'],
  ['decimal entity', '<p><a href="&#106;avascript:alert(1)">c</a></p>', '<p>c</p>'],
  ['hex entity', '<p><a href="&#x6A;&#x61;vascript:alert(1)">c</a></p>', '<p>c</p>'],
  ['entity tab', '<p><a href="java&#x09;script:alert(1)">c</a></p>', '<p>c</p>'],
  ['named entities', '<p><a href="javascript&colon;alert&lpar;1&rpar;">c</a></p>', '<p>c</p>'],
  // The parser leaves this reference undecoded and the `&` is escaped, so browsers read the literal
  // text: a harmless relative URL.
  [
    'reference without a semicolon',
    '<p><a href="&#106avascript:alert(1)">c</a></p>',
    '<p><a href="&amp;#106avascript:alert(1)">c</a></p>',
  ],
  ['vbscript link', '<p><a href="vbscript:msgbox">e</a></p>', '<p>e</p>'],
  ['data: link', '<p><a href="data:text/html,<script>alert(1)</script>">d</a></p>', '<p>d</p>'],
  ['data: image', '<img src="data:image/png;base64,AAAA" alt="d"><p>x</p>', '<p>x</p>'],
  ['javascript: image', '<img src="javascript:alert(1)"><p>x</p>', '<p>x</p>'],
  ['mailto image', '<img src="mailto:a@b.c"><p>x</p>', '<p>x</p>'],
  ['ftp link', '<p><a href="ftp://example.com/f">f</a></p>', '<p>f</p>'],
  [
    'unknown tags keep their text',
    '<div><section><p>in <span class="x">a span</span></p></section></div>',
    '<p>in a span</p>',
  ],
  ['custom elements and tables', '<custom-tag>c</custom-tag> <table><tr><td>a</td></tr></table>', 'c a'],
  ['blockquote and sup', '<blockquote>quoted <sup>2</sup></blockquote>', 'quoted 2'],
  ['comments', '<p>a<!-- <script>alert(1)</script> -->b</p>', '<p>ab</p>'],
  [
    'usual spellings',
    '<h1>Top</h1><p><b>b</b> <i>i</i></p><h4>4</h4><h5>5</h5><h6>6</h6>',
    '<h2>Top</h2><p><strong>b</strong> <em>i</em></p><h3>4</h3><h3>5</h3><h3>6</h3>',
  ],
  [
    'nested formatting',
    '<p><b><i><u><span style="x">deep</span></u></i></b> <font color="red"><em>e</em></font></p>',
    '<p><strong><em><u>deep</u></em></strong> <em>e</em></p>',
  ],
  [
    'nested lists',
    '<ul><li>a<ol><li>b</li></ol></li><li>c</li></ul>',
    '<ul><li>a<ol><li>b</li></ol></li><li>c</li></ul>',
  ],
  ['link without href', '<p><a name="x">anchor</a></p>', '<p>anchor</p>'],
  ['empty link', '<p>a<a href="/x"></a>b</p>', '<p>ab</p>'],
  [
    'linked image loses the link',
    '<a href="/x"><img src="/i.png" alt="i"></a>',
    '<img src="/i.png" alt="i">',
  ],
  [
    'URL and alt white space',
    '<a href=" https://x.example/ ">x</a><img src=" /i.png " alt="  a \n b ">',
    '<a href="https://x.example/">x</a><img src="/i.png" alt="a b">',
  ],
  [
    'protocol-relative URLs as in the editor',
    '<a href="//cdn.example/x">x</a>',
    '<a href="//cdn.example/x">x</a>',
  ],
  ['broken markup', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  [
    'text that looks like markup',
    '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
    '<p>&lt;img src=x onerror=alert(1)&gt;</p>',
  ],
  [
    'a whole page',
    '<html><head><title>T</title><meta charset="utf-8"></head><body><p>b</p></body></html>',
    '<p>b</p>',
  ],
  [
    'white space around the document and empty paragraphs at its end',
    '\n <p>a</p>\n<p> </p><p></p> ',
    '<p>a</p>',
  ],
];

/** Every tag of the result is one the editor writes, with only its href or src and alt. */
const SAFE_TAG =
  /^<\/?(p|h2|h3|strong|em|u|ul|ol|li|br)>$|^<\/a>$|^<a href="[^"<>]*">$|^<img src="[^"<>]*" alt="[^"<>]*">$/;

function expectOnlySafeTags(html: string) {
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    expect(tag).toMatch(SAFE_TAG);
    expect(tag).not.toMatch(/(javascript|vbscript|data):/i);
  }
  expect(html).not.toMatch(/<(?![a-z/])/i);
}

describe('sanitizeRichText', () => {
  it.each(EDITOR_OUTPUT)("keeps the editor's output unchanged: %s", (_name, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each(CLEANED)('cleans %s', (_name, html, expected) => {
    const cleaned = sanitizeRichText(html);
    expect(cleaned).toBe(expected);
    expectOnlySafeTags(cleaned);
  });

  it('allows images exactly with the shared image schemes (no data: URLs)', () => {
    expect(RICH_TEXT_IMAGE_SCHEMES).not.toContain('data');
    for (const scheme of RICH_TEXT_IMAGE_SCHEMES) {
      const html = `<img src="${scheme}://cdn.example/i.png" alt="">`;
      expect(sanitizeRichText(html)).toBe(html);
    }
    for (const scheme of RICH_TEXT_LINK_SCHEMES) {
      const html = `<p><a href="${scheme}:x">x</a></p>`;
      expect(sanitizeRichText(html)).toBe(html);
    }
  });

  it('answers the empty string for empty content', () => {
    for (const html of [
      '',
      '   ',
      '\n\t',
      '<p></p>',
      '<p> </p><p></p>',
      '<p><br></p>',
      '<p>&nbsp;</p>',
      '<div></div>',
    ]) {
      expect(sanitizeRichText(html)).toBe('');
    }
    expect(sanitizeRichText('<script>alert(1)</script>')).toBe('');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeRichText('<p></p><img src="/i.png" alt="">')).toBe('<p></p><img src="/i.png" alt="">');
  });

  it('is idempotent: cleaning twice gives what cleaning once gives', () => {
    const inputs = [
      ...EDITOR_OUTPUT.map(([, html]) => html),
      ...CLEANED.map(([, html]) => html),
      '<p><b><p>x</p></b></p>',
      '<p><ul><li>x</li></ul></p>',
      '<p>a<div>b</div>c</p>',
      '<h2><p>x</p></h2>',
      '<li>loose</li><p>a</p></p>',
      '<p>&amp;lt;b&amp;gt; &quot; &#39; &#x3C;</p>',
      '<p>\u00a0a\u00a0</p>',
      '<<script>script>alert(1)<</script>/script>',
    ];
    for (const html of inputs) {
      const once = sanitizeRichText(html);
      expectOnlySafeTags(once);
      expect(sanitizeRichText(once), html).toBe(once);
    }
  });
});

describe('richTextSchema', () => {
  it('cleans the value', () => {
    expect(richTextSchema().parse('<p onclick="alert(1)">a<script>b</script></p>')).toBe('<p>a</p>');
    expect(richTextSchema().parse('<p></p>')).toBe('');
  });

  it('limits the raw input, before cleaning', () => {
    const schema = richTextSchema(20);
    expect(schema.parse('<p>twelve chars</p>')).toBe('<p>twelve chars</p>');
    const tooLong = schema.safeParse('<p>a</p><script>x</script>');
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('tooLong');
  });

  it(`defaults to ${RICH_TEXT_MAX_LENGTH} characters`, () => {
    const within = `<p>${'a'.repeat(RICH_TEXT_MAX_LENGTH - 7)}</p>`;
    expect(richTextSchema().parse(within)).toBe(within);
    expect(richTextSchema().safeParse(`${within} `).success).toBe(false);
  });

  it('requires a string', () => {
    const missing = richTextSchema().safeParse(undefined);
    expect(missing.error?.issues[0]?.message).toBe('fieldRequired');
    expect(richTextSchema().safeParse(5).success).toBe(false);
  });
});
