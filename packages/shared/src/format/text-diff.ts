import { diffWordsWithSpace } from 'diff';

/** One run of a word diff: kept in both, only in the older version, or only in the newer. */
export interface DiffPart {
  text: string;
  change: 'same' | 'removed' | 'added';
}

const BLOCK_END = /<\/(p|h2|h3|li|ul|ol)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * The words a reader sees in rich text: one line per paragraph, heading or list item, tags gone, a
 * link's address and an image's alt kept in brackets so a changed link or picture shows in the diff.
 */
export function richTextWords(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>/gi, '[$1] ')
    .replace(/<img\s[^>]*alt="([^"]*)"[^>]*>/gi, '[$1]')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** A readable word-by-word comparison of two texts (rich text read as its words first). */
export function textDiff(from: string, to: string, rich = false): DiffPart[] {
  const [older, newer] = rich ? [richTextWords(from), richTextWords(to)] : [from, to];
  return diffWordsWithSpace(older, newer).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}
