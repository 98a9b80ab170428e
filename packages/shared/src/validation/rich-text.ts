/*
 * What rich text may contain, shared by the editor (apps/web, which cleans HTML when it reads it) and
 * the server (packages/api, which cleans it again whatever the client), so both keep the same things.
 */

/** The elements the editor writes: paragraphs, h2/h3, bold/italic/underline, links, lists, images, line breaks. */
export const RICH_TEXT_TAGS = [
  'p',
  'h2',
  'h3',
  'strong',
  'em',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'img',
  'br',
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** The only attributes kept: a link's href and an image's src and alt. */
export const RICH_TEXT_ATTRIBUTES = { a: ['href'], img: ['src', 'alt'] } as const;

/** URL schemes a link may use; relative URLs (no scheme) are allowed too. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** URL schemes an image may use; relative URLs are allowed too, `data:` is not. */
export const RICH_TEXT_IMAGE_SCHEMES = ['http', 'https'] as const;

/** Elements dropped together with everything inside them (any other unknown element keeps its text). */
export const RICH_TEXT_DROPPED_TAGS = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'canvas',
  'audio',
  'video',
  'source',
  'track',
  'picture',
  'map',
  'input',
  'select',
  'option',
  'optgroup',
  'textarea',
  'button',
  'datalist',
  'output',
  'progress',
  'meter',
  'slot',
  'portal',
] as const;

/** Default length limit of a rich-text field's raw HTML, in characters. */
export const RICH_TEXT_MAX_LENGTH = 100_000;

/* eslint-disable no-control-regex -- control characters are exactly what these remove */
const EDGE_CONTROLS_AND_SPACES = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
const CONTROLS = /[\u0000-\u001f\u007f]/g;
/* eslint-enable no-control-regex */

/**
 * A link href or image src that is safe to keep, or null. Relative URLs pass; absolute ones only with
 * the schemes above, so `javascript:`, `data:`, `vbscript:` and their obfuscations go.
 */
export function safeUrl(value: string | null | undefined, kind: 'link' | 'image'): string | null {
  if (value === null || value === undefined) return null;
  // Browsers ignore leading/trailing C0 controls and spaces and remove tabs and newlines inside URLs.
  const cleaned = value.replace(EDGE_CONTROLS_AND_SPACES, '').replace(CONTROLS, '');
  if (cleaned === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned.replace(/\s/g, ''))?.[1]?.toLowerCase();
  if (scheme === undefined) return cleaned;
  const schemes: readonly string[] = kind === 'link' ? RICH_TEXT_LINK_SCHEMES : RICH_TEXT_IMAGE_SCHEMES;
  return schemes.includes(scheme) ? cleaned : null;
}
