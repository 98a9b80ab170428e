import { variableInputSchema, variableRowSchema, variableWire } from '@backoffice/shared';

import { flag, id, richText, text, timestamp } from '../columns';
import { defineResource } from '../define-resource';

/**
 * Text variables, used in page text as {{{name}}}. The triple braces put the value into the page as raw
 * HTML, so the value is cleaned like rich text on every write (plain text keeps its words; `&` and `<`
 * are stored as entities). The list answers under `response`, as the contract says; there is no
 * read-one call (the edit dialog takes the row from the list).
 */
export const variables = defineResource({
  model: 'variable',
  label: 'Variable',
  audit: 'cms.variable',
  tag: 'variables',
  row: variableRowSchema,
  columns: {
    uuid: id(),
    name: text('name'),
    value: richText('value'),
    publish: flag('publish'),
    create_at: timestamp('createdAt'),
    update_at: timestamp('updatedAt'),
  },
  orderBy: [{ name: 'asc' }],
  uniqueConflict: 'A variable with this name already exists',
  wire: variableWire,
  operations: {
    list: { path: '/api/cms/variables/get-list' },
    create: { path: '/api/cms/variables/create', input: variableInputSchema },
    update: { path: '/api/cms/variables/edit', input: variableInputSchema },
    publish: { path: '/api/cms/variables/change-publish' },
    delete: { path: '/api/cms/variables/delete' },
  },
});
