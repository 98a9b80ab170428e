import { FIELD_LIMITS as L } from './limits';
import { optionalText, requiredText } from './primitives';

/** An absolute http or https address with a host. */
export function isHttpLink(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/* eslint-disable no-control-regex -- control characters are exactly what this finds */
// Browsers drop tabs and newlines inside a URL, so they could hide a scheme (`java\tscript:`) or turn
// `/\t/host` into `//host`.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/* eslint-enable no-control-regex */
// A character reference (`&#58;`, `&colon;`) means `javascript&colon;` if the value reaches raw HTML.
const CHARACTER_REFERENCE = /&(?:#|[a-z][a-z0-9]*;)/i;
const MAIL_OR_PHONE = /^(?:mailto|tel):./i;
const HTTP_SCHEME = /^https?:/i;
// A path on this site: `/x`, but not `//host` or `/\host`, which browsers read as another host.
const SITE_PATH = /^\/(?![/\\])/;

/**
 * Whether a link a page renders as an href is safe: an http(s) address, `mailto:`, `tel:` or a path on
 * this site. Everything else (`javascript:`, `data:`, `vbscript:`, `file:`, protocol-relative and
 * scheme-less addresses, and their obfuscations) is refused rather than cleaned, so what is stored is
 * what the editor typed.
 */
export function isSafeLink(link: string): boolean {
  if (CONTROL_CHARACTER.test(link) || CHARACTER_REFERENCE.test(link)) return false;
  if (HTTP_SCHEME.test(link)) return isHttpLink(link);
  return MAIL_OR_PHONE.test(link) || SITE_PATH.test(link);
}

/** A required link field (a slide's link, a page-FAQ URL group's url). */
export const linkSchema = requiredText(L.linkMax).refine(isSafeLink, 'invalidLink');

/** An optional link field (an option's button link); empty means no link. */
export const optionalLinkSchema = optionalText(L.linkMax).refine(
  (link) => link === '' || isSafeLink(link),
  'invalidLink',
);
