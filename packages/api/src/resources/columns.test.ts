import { describe, expect, it } from 'vitest';

import { type ModelField, type RelatedPath } from '../services/records/model-records';
import { type ColumnMap, flag, id, readRow, relatedText, text, writeData } from './columns';

/** The columns a `faqCategory` resource may declare, as `defineResource` types them. */
type FaqCategoryColumns<TRow> = ColumnMap<TRow, ModelField<'faqCategory'> | RelatedPath>;

describe('columns', () => {
  it("name the model's own fields and relations, or a related record's, as the compiler checks", () => {
    const columns: FaqCategoryColumns<{ uuid: string; name: string; publish: 0 | 1; first: string }> = {
      uuid: id(),
      name: text('name'),
      publish: flag('publish'),
      first: relatedText('questions.0.question'),
    };
    // @ts-expect-error 'nmae' is no field of the FaqCategory model: a typo fails the build, not a request.
    const misspelt: FaqCategoryColumns<{ name: string }> = { name: text('nmae') };
    expect(misspelt.name.field).toBe('nmae');
    const record = { id: 'c1', name: 'Billing', publish: false, questions: [{ question: 'Why?' }] };
    expect(readRow(columns, record)).toEqual({ uuid: 'c1', name: 'Billing', publish: 0, first: 'Why?' });
    expect(writeData(columns, { uuid: 'ignored', name: 'Roaming', publish: 1 })).toEqual({
      name: 'Roaming',
      publish: true,
    });
  });
});
