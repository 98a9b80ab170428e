import { describe, expect, it } from 'vitest';

import { everyWordInOneOf, MAX_SEARCH_WORDS, searchWordsOf } from './list-search';

describe('the lists’ search words', () => {
  it('split on any white space, keep at most five', () => {
    expect(searchWordsOf('  mario\trossi \n 333 ')).toEqual(['mario', 'rossi', '333']);
    expect(searchWordsOf('a b c d e f g')).toHaveLength(MAX_SEARCH_WORDS);
    expect(searchWordsOf(undefined)).toEqual([]);
  });

  it('ask every word of one of the columns, in any case unless the column is exact', () => {
    expect(everyWordInOneOf('Ros 7802', ['name', { column: 'inn', exact: true }])).toEqual([
      { OR: [{ name: { contains: 'Ros', mode: 'insensitive' } }, { inn: { contains: 'Ros' } }] },
      { OR: [{ name: { contains: '7802', mode: 'insensitive' } }, { inn: { contains: '7802' } }] },
    ]);
    expect(everyWordInOneOf('', ['name'])).toEqual([]);
  });
});
