import { type Descendant, Text } from 'slate';

import { RICH_TEXT_DROPPED_TAGS, safeUrl } from '@backoffice/shared';

import {
  type FormattedText,
  type HeadingElement,
  type ImageElement,
  type LinkElement,
  type ListElement,
  type ListItemElement,
  type ListType,
  type MarkName,
  type ParagraphElement,
} from './types';

/*
 * HTML <-> slate for the rich-text fields. Reading keeps only what the editor supports (paragraphs,
 * h2/h3, bold/italic/underline, links, bulleted and numbered lists, images, line breaks); any other
 * element is flattened to its text, and script/style-like elements are dropped with their content.
 * Attributes are never copied except a link's href and an image's src/alt, both checked. Writing builds
 * the HTML from the nodes with everything escaped, so html -> slate -> html is also the sanitiser.
 */

type Marks = Partial<Record<MarkName, true>>;
type InlineNode = FormattedText | LinkElement;
type TextBlock = ParagraphElement | HeadingElement;
type TextBlockKind = TextBlock['type'];
type Block = TextBlock | ListElement | ImageElement;

/** Dropped together with everything inside them. */
const DROPPED_TAGS: ReadonlySet<string> = new Set(RICH_TEXT_DROPPED_TAGS);

/** Elements that end the current paragraph (their content starts a new one). */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'html',
  'img',
  'legend',
  'li',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
const BLOCK_SELECTOR = [...BLOCK_TAGS].join(',');

const HTML_WHITESPACE = /[ \t\n\r\f]+/g;
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function isElement(node: Node): node is Element {
  return node.nodeType === ELEMENT_NODE;
}

function leaf(text: string, marks: Marks): FormattedText {
  return { text, ...marks };
}

function emptyText(): FormattedText {
  return { text: '' };
}

function marksFor(element: Element, marks: Marks): Marks {
  const next: Marks = { ...marks };
  const tag = element.tagName.toLowerCase();
  if (tag === 'b' || tag === 'strong') next.bold = true;
  if (tag === 'i' || tag === 'em') next.italic = true;
  if (tag === 'u') next.underline = true;
  const style = (element.getAttribute('style') ?? '').toLowerCase();
  if (style) {
    const weight = /font-weight\s*:\s*([a-z0-9]+)/.exec(style)?.[1];
    if (weight === 'bold' || weight === 'bolder' || (weight && /^[6-9]00$/.test(weight))) next.bold = true;
    else if (weight === 'normal' || weight === '400' || weight === 'lighter') delete next.bold;
    const fontStyle = /font-style\s*:\s*([a-z]+)/.exec(style)?.[1];
    if (fontStyle === 'italic' || fontStyle === 'oblique') next.italic = true;
    else if (fontStyle === 'normal') delete next.italic;
    if (/text-decoration[a-z-]*\s*:[^;]*underline/.test(style)) next.underline = true;
  }
  return next;
}

function sameMarks(a: FormattedText, b: FormattedText): boolean {
  return a.bold === b.bold && a.italic === b.italic && a.underline === b.underline;
}

function isLink(node: Descendant): node is LinkElement {
  return !Text.isText(node) && node.type === 'link';
}

/** Text leaves in document order, including those inside links. */
function textLeaves(inlines: readonly InlineNode[]): FormattedText[] {
  return inlines.flatMap((node) => (isLink(node) ? (node.children as FormattedText[]) : [node]));
}

function mergeTexts(texts: readonly FormattedText[]): FormattedText[] {
  const merged: FormattedText[] = [];
  for (const text of texts) {
    if (text.text === '') continue;
    const last = merged.at(-1);
    if (last && sameMarks(last, text)) merged[merged.length - 1] = { ...last, text: last.text + text.text };
    else merged.push(text);
  }
  return merged;
}

/**
 * Collapses white space as a browser renders it (runs to one space; none at the start or end of the
 * block or beside a line break), merges neighbouring texts with the same marks, drops empty links, and
 * gives slate's shape: texts around every link, at least one text.
 */
function normaliseInlines(inlines: readonly InlineNode[]): Descendant[] {
  const copies: InlineNode[] = inlines.map((node) =>
    isLink(node)
      ? { ...node, children: (node.children as FormattedText[]).map((text) => ({ ...text })) }
      : { ...node },
  );
  const leaves = textLeaves(copies);
  let previous = '\n';
  for (const text of leaves) {
    let kept = '';
    for (const character of text.text) {
      if (character === ' ' && (previous === ' ' || previous === '\n')) continue;
      kept += character;
      previous = character;
    }
    text.text = kept;
  }
  let next = '\n';
  for (const text of [...leaves].reverse()) {
    let kept = '';
    for (const character of [...text.text].reverse()) {
      if (character === ' ' && next === '\n') continue;
      kept = character + kept;
      next = character;
    }
    text.text = kept;
  }

  const result: Descendant[] = [];
  let run: FormattedText[] = [];
  const flushRun = () => {
    result.push(...mergeTexts(run));
    run = [];
  };
  for (const node of copies) {
    if (!isLink(node)) {
      run.push(node);
      continue;
    }
    const children = mergeTexts(node.children as FormattedText[]);
    if (children.length === 0) continue;
    flushRun();
    result.push({ ...node, children });
  }
  flushRun();

  const shaped: Descendant[] = [];
  for (const node of result) {
    const last = shaped.at(-1);
    if (isLink(node) && (last === undefined || isLink(last))) shaped.push(emptyText());
    shaped.push(node);
  }
  const last = shaped.at(-1);
  if (last === undefined || isLink(last)) shaped.push(emptyText());
  return shaped;
}

function hasInlineContent(inlines: readonly InlineNode[]): boolean {
  // Anything but collapsible white space; a line break (<br>) counts.
  return textLeaves(inlines).some((text) => /[^ \t\r\f]/.test(text.text));
}

function textBlock(type: TextBlockKind, inlines: readonly InlineNode[]): TextBlock {
  return { type, children: normaliseInlines(inlines) };
}

function imageFrom(element: Element): ImageElement | null {
  const src = safeUrl(element.getAttribute('src'), 'image');
  if (src === null) return null;
  const alt = (element.getAttribute('alt') ?? '').replace(HTML_WHITESPACE, ' ').trim();
  return { type: 'image', src, alt, children: [emptyText()] };
}

/** Inline content of elements that hold no block: texts with marks, links, line breaks. */
function parseInlines(nodes: Iterable<Node>, marks: Marks, inLink: boolean): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    if (node.nodeType === TEXT_NODE) {
      out.push(leaf((node.nodeValue ?? '').replace(HTML_WHITESPACE, ' '), marks));
      continue;
    }
    if (!isElement(node)) continue;
    const tag = node.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (tag === 'br') {
      out.push(leaf('\n', marks));
      continue;
    }
    if (tag === 'a' && !inLink) {
      const url = safeUrl(node.getAttribute('href'), 'link');
      if (url !== null) {
        const children = parseInlines(node.childNodes, marksFor(node, marks), true) as FormattedText[];
        out.push({ type: 'link', url, children });
        continue;
      }
    }
    out.push(...parseInlines(node.childNodes, marksFor(node, marks), inLink));
  }
  return out;
}

function parseList(list: Element, type: ListType, marks: Marks): Block[] {
  const out: Block[] = [];
  let items: ListItemElement[] = [];
  const closeList = () => {
    if (items.length > 0) out.push({ type, children: items });
    items = [];
  };
  const addItem = (children: Descendant[]) => items.push({ type: 'list-item', children });

  const addFromBlocks = (blocks: readonly Block[]) => {
    let current: InlineNode[] | null = null;
    const closeItem = () => {
      if (current !== null) addItem(normaliseInlines(current));
      current = null;
    };
    for (const block of blocks) {
      if (block.type === 'paragraph' || block.type === 'heading-two' || block.type === 'heading-three') {
        const inlines = block.children as InlineNode[];
        current = current === null ? [...inlines] : [...current, leaf('\n', {}), ...inlines];
      } else if (block.type === 'image') {
        closeItem();
        closeList();
        out.push(block);
      } else {
        // A nested list: its items continue this list (lists are one level deep here).
        closeItem();
        items.push(...(block.children as ListItemElement[]));
      }
    }
    closeItem();
  };

  for (const child of list.childNodes) {
    if (isElement(child)) {
      const tag = child.tagName.toLowerCase();
      if (DROPPED_TAGS.has(tag)) continue;
      if (tag === 'li') {
        const blocks = parseBlocks(child.childNodes, marks, 'paragraph');
        if (blocks.length === 0) addItem([emptyText()]);
        else addFromBlocks(blocks);
        continue;
      }
      addFromBlocks(parseBlocks([child], marks, 'paragraph'));
      continue;
    }
    if (child.nodeType === TEXT_NODE && /[^ \t\n\r\f]/.test(child.nodeValue ?? '')) {
      addFromBlocks(parseBlocks([child], marks, 'paragraph'));
    }
  }
  closeList();
  return out;
}

/** An element that always makes a block of its own, even when empty (`<p></p>`). */
function explicitBlock(type: TextBlockKind, element: Element, marks: Marks): Block[] {
  const blocks = parseBlocks(element.childNodes, marks, type);
  return blocks.length > 0 ? blocks : [textBlock(type, [])];
}

function parseBlocks(nodes: Iterable<Node>, marks: Marks, textBlockType: TextBlockKind): Block[] {
  const blocks: Block[] = [];
  let inlines: InlineNode[] = [];
  const flush = () => {
    if (hasInlineContent(inlines)) blocks.push(textBlock(textBlockType, inlines));
    inlines = [];
  };

  for (const node of nodes) {
    if (node.nodeType === TEXT_NODE) {
      inlines.push(leaf((node.nodeValue ?? '').replace(HTML_WHITESPACE, ' '), marks));
      continue;
    }
    if (!isElement(node)) continue;
    const tag = node.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) continue;
    switch (tag) {
      case 'br':
        inlines.push(leaf('\n', marks));
        continue;
      case 'p':
      case 'li':
        flush();
        blocks.push(...explicitBlock(textBlockType, node, marks));
        continue;
      case 'h1':
      case 'h2':
        flush();
        blocks.push(...explicitBlock('heading-two', node, marks));
        continue;
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        flush();
        blocks.push(...explicitBlock('heading-three', node, marks));
        continue;
      case 'ul':
      case 'ol':
        flush();
        blocks.push(...parseList(node, tag === 'ol' ? 'numbered-list' : 'bulleted-list', marks));
        continue;
      case 'img': {
        flush();
        const image = imageFrom(node);
        if (image) blocks.push(image);
        continue;
      }
      case 'hr':
        flush();
        continue;
      default:
        break;
    }
    if (BLOCK_TAGS.has(tag)) {
      flush();
      blocks.push(...parseBlocks(node.childNodes, marks, textBlockType));
    } else if (node.querySelector(BLOCK_SELECTOR) !== null) {
      // An inline element around blocks (<a><img></a>, <b><p>..</p></b>): keep its marks, drop the rest.
      flush();
      blocks.push(...parseBlocks(node.childNodes, marksFor(node, marks), textBlockType));
    } else {
      inlines.push(...parseInlines([node], marks, false));
    }
  }
  flush();
  return blocks;
}

export function emptyDocument(): Descendant[] {
  return [{ type: 'paragraph', children: [emptyText()] }];
}

/** HTML (from the server or pasted) to the editor's nodes; never empty. */
export function deserializeHtml(html: string | null | undefined): Descendant[] {
  if (!html || html.trim() === '') return emptyDocument();
  const document = new DOMParser().parseFromString(html, 'text/html');
  const blocks = parseBlocks(document.body.childNodes, {}, 'paragraph');
  return blocks.length > 0 ? blocks : emptyDocument();
}

function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

function serializeText(text: FormattedText): string {
  if (text.text === '') return '';
  let html = text.text.split('\n').map(escapeText).join('<br>');
  if (text.underline) html = `<u>${html}</u>`;
  if (text.italic) html = `<em>${html}</em>`;
  if (text.bold) html = `<strong>${html}</strong>`;
  return html;
}

function serializeNode(node: Descendant): string {
  if (Text.isText(node)) return serializeText(node);
  const children = node.children.map(serializeNode).join('');
  switch (node.type) {
    case 'paragraph':
      return `<p>${children}</p>`;
    case 'heading-two':
      return `<h2>${children}</h2>`;
    case 'heading-three':
      return `<h3>${children}</h3>`;
    case 'list-item':
      return `<li>${children}</li>`;
    case 'bulleted-list':
      return `<ul>${children}</ul>`;
    case 'numbered-list':
      return `<ol>${children}</ol>`;
    case 'link': {
      const url = safeUrl(node.url, 'link');
      return url === null ? children : `<a href="${escapeAttribute(url)}">${children}</a>`;
    }
    case 'image': {
      const src = safeUrl(node.src, 'image');
      return src === null
        ? ''
        : `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(node.alt ?? '')}">`;
    }
    default:
      return children;
  }
}

/** The editor's nodes to clean HTML: empty paragraphs at the end are left out, so an empty document is ''. */
export function serializeHtml(nodes: readonly Descendant[]): string {
  return nodes
    .map(serializeNode)
    .join('')
    .replace(/(<p><\/p>)+$/, '');
}

/** Keeps only what the editor supports: the same cleaning the editor applies when it reads HTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  return serializeHtml(deserializeHtml(html));
}
