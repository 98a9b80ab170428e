import { defineCategoryResource } from './category-resource';

/** Support FAQ categories (spec 001 "Support FAQ"), edited in dialogs. */
export const faqCategories = defineCategoryResource({
  model: 'faqCategory',
  label: 'FAQ category',
  audit: 'cms.faq-category',
  tag: 'faq',
  paths: {
    list: '/api/admin/get-faq-categories',
    get: '/api/admin/get-faq-category-by',
    create: '/api/admin/create-faq-category',
    update: '/api/admin/change-faq-category-info',
    publish: '/api/admin/change-faq-category-publish',
    delete: '/api/admin/delete-faq-category',
  },
  countUses: (db, categoryId) => db.faqQuestion.count({ where: { categoryId } }),
  holds: 'question(s)',
});
