/*
 * Text no input may hold, refused by the API with the `unsafeText` message: C0 control characters
 * other than tab, line feed and carriage return, and DEL (they hide text in a spreadsheet or a log,
 * and NUL cannot be stored by PostgreSQL), and unpaired UTF-16 surrogates (not Unicode at all).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

// `search`, not `test`: the pattern is global for `replace`, and `test` would keep its lastIndex.
export const isUnsafeText = (text: string): boolean =>
  text.search(CONTROL_CHARACTERS) !== -1 || LONE_SURROGATE.test(text);

/** The text without those control characters, where it can no longer be refused (files we write). */
export const withoutControlCharacters = (text: string): string => text.replace(CONTROL_CHARACTERS, '');
