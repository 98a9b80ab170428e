import { categoryInputSchema, type faqInputSchema, type pageFaqInputSchema } from '@backoffice/shared';

import {
  defineResourcePage,
  type ResourceColumn,
  type ResourceFieldSpec,
  type ResourcePageDefinition,
} from '../../components/resource';
import { type FormValues, type ObjectSchema } from '../../components/form';
import { type AuditEntityType } from '../../components/audit-history';
import { type FaqCategoryRow, type FaqRow, type PageFaqRow } from './cms-types';

type Tabs = ResourcePageDefinition<unknown>['tabs'];
type Texts = ResourcePageDefinition<unknown>['texts'];

/** A category edited in a dialog (FAQ categories, file categories): name, priority, publish, created. */
export function categoryDialogPage(options: {
  api: ResourcePageDefinition<FaqCategoryRow>['api'];
  path: string;
  tabs: Tabs;
  texts: Texts;
}) {
  return defineResourcePage<FaqCategoryRow, typeof categoryInputSchema>({
    api: options.api,
    envelope: 'data',
    paths: { list: options.path },
    editor: 'dialog',
    deleteAccess: 'superAdmin',
    columns: [
      { field: 'priority', titleId: 'cms.field.priority', sortable: true },
      { field: 'name', titleId: 'cms.field.name', sortable: true, opensRecord: true },
      { field: 'create_at', titleId: 'cms.field.created', format: 'date', sortable: true },
    ],
    searchFields: ['name'],
    defaultSort: { field: 'priority', direction: 'asc' },
    rowTitle: (row) => row.name,
    timestamps: [{ field: 'create_at', labelId: 'cms.field.created' }],
    tabs: options.tabs,
    form: {
      schema: categoryInputSchema,
      defaults: () => ({ publish: true }),
      fields: [
        { kind: 'switch', name: 'publish', labelId: 'cms.field.publish' },
        { kind: 'text', name: 'name', labelId: 'cms.field.name', required: true },
        { kind: 'number', name: 'priority', labelId: 'cms.field.priority', required: true },
      ],
    },
    texts: options.texts,
  });
}

/** The required category select of a record filed under categories (FAQ questions, support files). */
export function categoryRelation(
  options: Extract<ResourceFieldSpec, { kind: 'relation' }>['options'],
): Extract<ResourceFieldSpec, { kind: 'relation' }> & { name: 'category' } {
  return {
    kind: 'relation',
    name: 'category',
    labelId: 'cms.field.category',
    required: true,
    options,
    envelope: 'data',
    optionLabel: (row) => String(row.name),
  };
}

type QuestionRow = FaqRow | PageFaqRow;
type QuestionSchema = (typeof faqInputSchema | typeof pageFaqInputSchema) & ObjectSchema;

/**
 * A FAQ question on its own pages (support FAQ, page-specific FAQ): publish, question, priority,
 * the group it belongs to (`relation`: a category or a URL group) and the rich-text answer; both
 * speak of FAQ questions in the same words.
 */
export function questionPage<TRow extends QuestionRow, TSchema extends QuestionSchema>(options: {
  api: ResourcePageDefinition<TRow>['api'];
  paths: { list: string; create: string; edit: string };
  entityType: AuditEntityType;
  tabs: Tabs;
  schema: TSchema;
  /** The field naming the question's group, and the column showing it. */
  relation: Extract<ResourceFieldSpec, { kind: 'relation' }> & { name: 'category' | 'url' };
  groupColumn: ResourceColumn<TRow>;
  searchFields: ResourcePageDefinition<TRow>['searchFields'];
}) {
  return defineResourcePage<TRow, TSchema>({
    api: options.api,
    envelope: 'data',
    paths: options.paths,
    editor: 'page',
    entityType: options.entityType,
    deleteAccess: 'superAdmin',
    columns: [
      { field: 'priority', titleId: 'cms.field.priority', sortable: true },
      { field: 'question', titleId: 'cms.field.question', sortable: true, opensRecord: true },
      options.groupColumn,
    ],
    searchFields: options.searchFields,
    defaultSort: { field: 'priority', direction: 'asc' },
    rowTitle: (row) => row.question,
    timestamps: [{ field: 'create_at', labelId: 'cms.field.created' }],
    tabs: options.tabs,
    form: {
      schema: options.schema,
      defaults: () => ({ publish: true }) as Partial<FormValues<TSchema>>,
      fields: [
        { kind: 'switch', name: 'publish', labelId: 'cms.field.publish' },
        { kind: 'text', name: 'question', labelId: 'cms.field.question', required: true },
        [
          { kind: 'number', name: 'priority', labelId: 'cms.field.priority', required: true },
          options.relation,
        ],
        { kind: 'richText', name: 'answer', labelId: 'cms.field.answer', required: true },
      ],
    },
    texts: {
      addId: 'cms.faq.add',
      createTitleId: 'cms.faq.create',
      editTitleId: 'cms.faq.edit',
      deleteConfirmId: 'cms.faq.confirmDelete',
      createErrorId: 'msg.faqCreateErrorPrefix',
    },
  });
}
