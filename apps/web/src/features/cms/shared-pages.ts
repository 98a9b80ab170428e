import { categoryInputSchema, categoryWire, type ResourceWire } from '@backoffice/shared';

import {
  defineResourcePage,
  type ResourceColumn,
  type ResourceFieldSpec,
  type ResourceFormLayout,
  type ResourcePageDefinition,
  type ResourceTextsOf,
  type Trpc,
} from '../../components/resource';
import { type FormValues, type ObjectSchema } from '../../components/form';
import { type AuditEntityType } from '../../components/audit-history';
import { type FaqRow, type PageFaqRow } from './cms-types';

type Tabs = ResourcePageDefinition<unknown>['tabs'];

/** The category resources' procedures: the server declares them alike (`defineCategoryResource`), so FAQ and file categories share one type. */
type CategoryApi = Trpc['cms']['faqCategories'];

/** A category edited in a dialog (FAQ categories, file categories): name, priority, publish, created. */
export function categoryDialogPage(options: {
  api: (trpc: Trpc) => CategoryApi;
  entityType: 'FaqCategory' | 'FileCategory';
  tabs: Tabs;
  texts: ResourceTextsOf<CategoryApi, unknown>;
}) {
  return defineResourcePage(options.api)({
    wire: categoryWire,
    entityType: options.entityType,
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
    envelope: categoryWire.list.envelope,
    optionLabel: (row) => String(row.name),
  };
}

type QuestionRow = FaqRow | PageFaqRow;

/**
 * What a FAQ question's pages share (support FAQ, page-specific FAQ): publish, question, priority,
 * the group it belongs to (`relation`: a category or a URL group) and the rich-text answer, in the
 * same words. Each definition adds its group's column and search fields.
 */
export function questionPageParts<TSchema extends ObjectSchema, TWire extends ResourceWire>(options: {
  wire: TWire;
  entityType: AuditEntityType;
  tabs: Tabs;
  schema: TSchema;
  /** The field naming the question's group. */
  relation: Extract<ResourceFieldSpec, { kind: 'relation' }> & { name: 'category' | 'url' };
}) {
  return {
    wire: options.wire,
    entityType: options.entityType,
    defaultSort: { field: 'priority' as const, direction: 'asc' as const },
    rowTitle: (row: QuestionRow) => row.question,
    timestamps: [{ field: 'create_at' as const, labelId: 'cms.field.created' as const }],
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
      ] satisfies ResourceFormLayout,
    },
    texts: {
      addId: 'cms.faq.add',
      createTitleId: 'cms.faq.create',
      editTitleId: 'cms.faq.edit',
      deleteConfirmId: 'cms.faq.confirmDelete',
      createErrorId: 'msg.faqCreateErrorPrefix',
    } satisfies ResourcePageDefinition<unknown>['texts'],
  };
}

/** The columns every question list starts with; each adds its group's column. */
export const QUESTION_COLUMNS = [
  { field: 'priority', titleId: 'cms.field.priority', sortable: true },
  { field: 'question', titleId: 'cms.field.question', sortable: true, opensRecord: true },
] as const satisfies readonly ResourceColumn<QuestionRow>[];
