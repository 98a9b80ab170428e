import { stripVariableName, VARIABLE_VALUE_MAX, variableInputSchema, variableWire } from '@backoffice/shared';

import { defineResourcePage } from '../../components/resource';

/** Text variables (spec 001 "Variables"), edited in dialogs; used in page text as {{{name}}}. */
export const variablesPage = defineResourcePage((trpc) => trpc.cms.variables)({
  wire: variableWire,
  entityType: 'Variable',
  columns: [
    { field: 'name', titleId: 'cms.field.name', sortable: true, opensRecord: true },
    { field: 'value', titleId: 'cms.variables.value', sortable: true },
    { field: 'create_at', titleId: 'cms.field.created', format: 'dateTime', sortable: true },
    { field: 'update_at', titleId: 'cms.field.updated', format: 'dateTime', sortable: true },
  ],
  searchFields: ['name', 'value'],
  defaultSort: { field: 'name', direction: 'asc' },
  rowTitle: (row) => row.name,
  form: {
    schema: variableInputSchema,
    defaults: () => ({ publish: true }),
    fields: [
      { kind: 'switch', name: 'publish', labelId: 'cms.field.publish' },
      {
        kind: 'text',
        name: 'name',
        labelId: 'cms.field.name',
        required: true,
        normalise: stripVariableName,
        hintId: 'cms.variables.nameHint',
      },
      {
        kind: 'textarea',
        name: 'value',
        labelId: 'cms.variables.value',
        maxLength: VARIABLE_VALUE_MAX,
        counter: true,
      },
    ],
  },
  texts: {
    addId: 'cms.variables.add',
    createTitleId: 'cms.variables.create',
    editTitleId: 'cms.variables.edit',
    deleteConfirmId: 'cms.variables.confirmDelete',
    noteId: 'cms.variables.note',
  },
});
