import { describe, expect, it } from 'vitest';

import { deserializeHtml, sanitizeHtml, serializeHtml } from './html';

const roundTrip = (html: string) => serializeHtml(deserializeHtml(html));

describe('rich-text HTML round trip', () => {
  it.each([
    ['paragraph', '<p>Hello world</p>'],
    ['several paragraphs', '<p>One</p><p>Two</p>'],
    ['empty paragraph between others', '<p>One</p><p></p><p>Two</p>'],
    ['heading 2', '<h2>Title</h2>'],
    ['heading 3', '<h3>Subtitle</h3>'],
    ['bold', '<p>a <strong>bold</strong> word</p>'],
    ['italic', '<p><em>italic</em></p>'],
    ['underline', '<p><u>underlined</u></p>'],
    ['nested marks', '<p><strong><em><u>all three</u></em></strong></p>'],
    ['link', '<p>See <a href="https://example.com/a?b=1&amp;c=2">the site</a>.</p>'],
    ['relative link', '<p><a href="/shop/offers">offers</a></p>'],
    [
      'mailto and tel links',
      '<p><a href="mailto:info@example.com">mail</a> <a href="tel:+390212345">call</a></p>',
    ],
    ['link with marks', '<p><a href="https://example.com"><strong>bold link</strong></a></p>'],
    ['link at the start and end', '<p><a href="/a">a</a> and <a href="/b">b</a></p>'],
    ['bulleted list', '<ul><li>one</li><li>two</li></ul>'],
    ['numbered list', '<ol><li>first</li><li><strong>second</strong></li></ol>'],
    ['image', '<img src="/storage/app/public/uploads/editor/2025/01/a.png" alt="A &quot;quoted&quot; alt">'],
    ['image without alt', '<img src="https://cdn.example.com/x.jpg" alt="">'],
    ['line breaks', '<p>line one<br>line two<br><strong>three</strong></p>'],
    ['escaped text', '<p>5 &lt; 6 &amp;&amp; 7 &gt; 3 "quoted"</p>'],
    ['non-breaking space', '<p>&nbsp;</p>'],
    [
      'mixed document',
      '<h2>T</h2><p>a <em>b</em></p><ul><li>x</li></ul><img src="/i.png" alt="i"><p>end</p>',
    ],
  ])('keeps %s', (_name, html) => {
    expect(roundTrip(html)).toBe(html);
    // and it is a fixed point
    expect(roundTrip(roundTrip(html))).toBe(html);
  });

  it('reads the usual spellings and writes the canonical ones', () => {
    expect(roundTrip('<p><b>b</b> <i>i</i></p>')).toBe('<p><strong>b</strong> <em>i</em></p>');
    expect(roundTrip('<h1>Top</h1><h4>Low</h4>')).toBe('<h2>Top</h2><h3>Low</h3>');
    expect(roundTrip('<p><img src="/x.png" alt="x"></p>')).toBe('<img src="/x.png" alt="x">');
    expect(roundTrip('<p>before <img src="/x.png"> after</p>')).toBe(
      '<p>before</p><img src="/x.png" alt=""><p>after</p>',
    );
    expect(roundTrip('<p><span style="font-weight: 700">heavy</span></p>')).toBe(
      '<p><strong>heavy</strong></p>',
    );
    expect(roundTrip('<b style="font-weight:normal"><p>docs paste</p></b>')).toBe('<p>docs paste</p>');
  });

  it('collapses white space like a browser', () => {
    expect(roundTrip('\n  <p>\n   a   b  \n</p>\n  <p> c <br> d </p>')).toBe('<p>a b</p><p>c<br>d</p>');
    expect(roundTrip('<p>a <strong> b</strong></p>')).toBe('<p>a <strong>b</strong></p>');
  });

  it('wraps loose inline content in paragraphs', () => {
    expect(roundTrip('plain <b>text</b>')).toBe('<p>plain <strong>text</strong></p>');
    expect(roundTrip('before<p>inside</p>after')).toBe('<p>before</p><p>inside</p><p>after</p>');
  });

  it('flattens unknown tags to their text', () => {
    expect(roundTrip('<div><section><p>in <span class="x">a span</span></p></section></div>')).toBe(
      '<p>in a span</p>',
    );
    expect(roundTrip('<blockquote>quoted <sup>2</sup></blockquote>')).toBe('<p>quoted 2</p>');
    expect(roundTrip('<table><tr><td>a</td><td>b</td></tr></table>')).toBe('<p>a</p><p>b</p>');
    expect(roundTrip('<pre>code</pre><custom-tag>custom</custom-tag>')).toBe('<p>code</p><p>custom</p>');
    expect(roundTrip('<p>x</p><hr><p>y</p>')).toBe('<p>x</p><p>y</p>');
  });

  it('flattens nested lists into one level and list paragraphs into lines', () => {
    expect(roundTrip('<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>')).toBe(
      '<ul><li>a</li><li>b</li><li>c</li></ul>',
    );
    expect(roundTrip('<ol><li><p>one</p><p>two</p></li></ol>')).toBe('<ol><li>one<br>two</li></ol>');
    expect(roundTrip('<ul><li></li></ul>')).toBe('<ul><li></li></ul>');
  });

  it('drops script, style and similar elements with their content', () => {
    expect(roundTrip('<p>ok</p><script>alert(1)</script><style>p{color:red}</style>')).toBe('<p>ok</p>');
    expect(roundTrip('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(roundTrip('<iframe src="https://evil.example"></iframe><p>x</p>')).toBe('<p>x</p>');
    expect(roundTrip('<svg><script>alert(1)</script></svg><p>y</p>')).toBe('<p>y</p>');
    expect(roundTrip('<p>a</p><noscript><p>n</p></noscript><template><p>t</p></template>')).toBe('<p>a</p>');
  });

  it('drops every attribute but href, src and alt, so no event handlers or styles survive', () => {
    const html = roundTrip(
      '<p onclick="alert(1)" style="color:red" class="c" id="i">a <a href="/x" onmouseover="alert(2)" target="_blank">l</a></p>' +
        '<img src="/i.png" alt="i" onerror="alert(3)" width="10">',
    );
    expect(html).toBe('<p>a <a href="/x">l</a></p><img src="/i.png" alt="i">');
    expect(html).not.toMatch(/on\w+=|style=|class=/);
  });

  it('drops javascript: and other unsafe links but keeps their text', () => {
    expect(roundTrip('<p><a href="javascript:alert(1)">click</a></p>')).toBe('<p>click</p>');
    expect(roundTrip('<p><a href=" JaVaScRiPt:alert(1)">a</a></p>')).toBe('<p>a</p>');
    expect(roundTrip('<p><a href="java\tscript:alert(1)">b</a></p>')).toBe('<p>b</p>');
    expect(roundTrip('<p><a href="&#106;avascript:alert(1)">c</a></p>')).toBe('<p>c</p>');
    expect(roundTrip('<p><a href="data:text/html,<script>alert(1)</script>">d</a></p>')).toBe('<p>d</p>');
    expect(roundTrip('<p><a href="vbscript:msgbox">e</a></p>')).toBe('<p>e</p>');
    expect(roundTrip('<img src="javascript:alert(1)"><img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('escapes text so markup in text stays text', () => {
    const nodes = [{ type: 'paragraph' as const, children: [{ text: '<script>alert(1)</script>' }] }];
    expect(serializeHtml(nodes)).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    const link = [
      {
        type: 'paragraph' as const,
        children: [
          { text: '' },
          { type: 'link' as const, url: 'https://x.example/"><script>', children: [{ text: 'x' }] },
          { text: '' },
        ],
      },
    ];
    expect(serializeHtml(link)).toBe('<p><a href="https://x.example/&quot;&gt;&lt;script&gt;">x</a></p>');
  });

  it('treats empty content as the empty string', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('   ')).toBe('');
    expect(roundTrip('<p></p>')).toBe('');
    expect(roundTrip('<p>  </p><div></div>')).toBe('');
    expect(roundTrip('<p>text</p><p></p><p></p>')).toBe('<p>text</p>');
    expect(deserializeHtml('')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
  });

  it('gives slate-shaped nodes: texts around links', () => {
    expect(deserializeHtml('<p><a href="/a">a</a></p>')).toEqual([
      {
        type: 'paragraph',
        children: [{ text: '' }, { type: 'link', url: '/a', children: [{ text: 'a' }] }, { text: '' }],
      },
    ]);
  });

  it('sanitizeHtml is the same cleaning', () => {
    expect(sanitizeHtml('<p onclick="x">a<script>b</script></p>')).toBe('<p>a</p>');
  });
});
