import { categoryInputSchema, categoryWire, faqCategoryRowSchema } from '@backoffice/shared';

import { type Prisma } from '@backoffice/db';

import { flag, id, integer, text, timestamp } from '../columns';
import { defineResource, refuseWhileUsed } from '../define-resource';

/** The columns of the category-like resources edited in dialogs: FAQ categories and file categories. */
const categoryColumns = {
  uuid: id(),
  name: text('name'),
  priority: integer('priority'),
  publish: flag('publish'),
  create_at: timestamp('createdAt'),
};

/** The REST paths of one category resource; each path is written once, in its definition. */
type CategoryPaths = Record<'list' | 'get' | 'create' | 'update' | 'publish' | 'delete', `/api/${string}`>;

/**
 * A category resource edited in dialogs (FAQ categories, file categories): name, priority and publish
 * flag, ordered by priority, and a delete refused while `countUses` finds records in the category.
 */
export function defineCategoryResource(category: {
  model: 'faqCategory' | 'fileCategory';
  label: string;
  audit: string;
  tag: string;
  paths: CategoryPaths;
  countUses: (db: Prisma.TransactionClient, categoryId: string) => Promise<number>;
  /** What the category holds, plural ('question(s)'), for the 409 of a delete. */
  holds: string;
}) {
  const { paths } = category;
  return defineResource({
    model: category.model,
    label: category.label,
    audit: category.audit,
    tag: category.tag,
    row: faqCategoryRowSchema,
    columns: categoryColumns,
    orderBy: [{ priority: 'asc' }, { createdAt: 'asc' }],
    wire: categoryWire,
    operations: {
      list: { path: paths.list },
      get: { method: 'POST', path: paths.get },
      create: { path: paths.create, input: categoryInputSchema },
      update: { path: paths.update, input: categoryInputSchema },
      publish: { path: paths.publish },
      delete: {
        path: paths.delete,
        guard: refuseWhileUsed(
          category.countUses,
          (count) => `This category still has ${count} ${category.holds}; move or delete them first`,
        ),
      },
    },
  });
}
