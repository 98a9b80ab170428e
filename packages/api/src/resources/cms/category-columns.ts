import { flag, id, integer, text, timestamp } from '../columns';

/** The columns of the category-like resources edited in dialogs: FAQ categories and file categories. */
export const categoryColumns = {
  uuid: id(),
  name: text('name'),
  priority: integer('priority'),
  publish: flag('publish'),
  create_at: timestamp('createdAt'),
};
