import sanitizeHtml from 'sanitize-html';

import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_TAGS,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_MAX_LENGTH,
  RICH_TEXT_TAGS,
  safeUrl,
  textSchema,
} from '@backoffice/shared';

/*
 * The server's cleaning of rich text (blog posts, static pages, FAQ answers, offer descriptions), applied
 * whatever sent it: the web editor cleans on its side too, but REST callers need not. It keeps what the
 * editor writes (`RICH_TEXT_TAGS`, a link's href and an image's src/alt with the shared URL schemes),
 * spells tags the editor's way (b -> strong, i -> em, h1 -> h2, h4-h6 -> h3), drops script-like
 * elements with their content (`RICH_TEXT_DROPPED_TAGS`) and unwraps every other element to its text.
 * The editor's own output passes unchanged, and cleaning twice gives the same as cleaning once.
 *
 * No `rel="noopener noreferrer"` is added to links: `target` is never kept, so a link cannot open a
 * window that could reach back through `window.opener`, and the editor reads and writes links without
 * `rel`, so adding one would make the server and the client disagree about the same content. The public
 * site decides how external links open when it renders them.
 */

const HTML_WHITESPACE = /[ \t\n\r\f]+/g;

const link: sanitizeHtml.Transformer = (_tagName, attribs) => {
  const href = safeUrl(attribs.href, 'link');
  const kept: sanitizeHtml.Attributes = href === null ? {} : { href };
  return { tagName: 'a', attribs: kept };
};

const image: sanitizeHtml.Transformer = (_tagName, attribs) => {
  const src = safeUrl(attribs.src, 'image');
  // Always an alt, as the editor writes it (empty when the image has none; sanitize-html keeps empty alts).
  const kept: sanitizeHtml.Attributes =
    src === null ? {} : { src, alt: (attribs.alt ?? '').replace(HTML_WHITESPACE, ' ').trim() };
  return { tagName: 'img', attribs: kept };
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES.a], img: [...RICH_TEXT_ATTRIBUTES.img] },
  // sanitize-html checks the schemes again after the transforms (entity-decoded, controls removed).
  allowedSchemes: [],
  allowedSchemesByTag: { a: [...RICH_TEXT_LINK_SCHEMES], img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED_TAGS],
  parseStyleAttributes: false,
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: link,
    img: image,
  },
  exclusiveFilter: (frame) => {
    // An image without a usable src goes; a link without one, or without text, keeps only its content.
    if (frame.tag === 'img') return !frame.attribs.src;
    if (frame.tag === 'a') return !frame.attribs.href || frame.text.trim() === '' ? 'excludeTag' : false;
    return false;
  },
};

const isHtmlSpace = (character: string | undefined) =>
  character === ' ' || character === '\t' || character === '\n' || character === '\r' || character === '\f';

/**
 * Without the white space around the document (it never shows) and the empty paragraphs at its end, as
 * the editor writes it. A scan rather than a regular expression, which would backtrack quadratically.
 */
function trimEnds(html: string): string {
  let start = 0;
  while (isHtmlSpace(html[start])) start++;
  let end = html.length;
  for (;;) {
    while (end > start && isHtmlSpace(html[end - 1])) end--;
    if (!html.startsWith('</p>', end - 4)) break;
    let open = end - 4;
    while (open > start && isHtmlSpace(html[open - 1])) open--;
    if (open - 3 < start || !html.startsWith('<p>', open - 3)) break;
    end = open - 3;
  }
  return html.slice(start, end);
}

/** The text a cleaned document shows, without tags: white space only means the document is empty. */
function isBlank(html: string): boolean {
  return !/<img\s/.test(html) && /^\s*$/.test(html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, '\u00a0'));
}

/**
 * Rich-text HTML reduced to what the editor supports. Empty (`''`) when nothing but white space, line
 * breaks and empty elements would remain; empty paragraphs at the end are left out, as the editor does.
 */
export function sanitizeRichText(html: string): string {
  if (html.trim() === '') return '';
  const cleaned = sanitizeHtml(html, OPTIONS)
    // The editor writes `<br>` and `<img …>`; ` />` only ever ends a tag here, as text and attribute
    // values have `>` escaped.
    .replace(/ \/>/g, '>')
    .replace(/\u00a0/g, '&nbsp;');
  return isBlank(cleaned) ? '' : trimEnds(cleaned);
}

/** A rich-text input field for procedures' input schemas: a string cleaned by `sanitizeRichText`. */
export function richTextSchema(maxLength: number = RICH_TEXT_MAX_LENGTH) {
  // The limit applies to the raw input, so an oversized request is refused before any parsing work.
  return textSchema().max(maxLength, 'tooLong').transform(sanitizeRichText);
}
