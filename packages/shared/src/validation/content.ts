import { z } from 'zod';
import { VARIABLE_VALUE_MAX } from '../constants';
import { sendToSchema } from '../channels/schemas';
import { BLOG_CARD_DESIGNS, type BlogCardDesign } from '../enums/content';
import { normaliseSeoUrlInput } from '../seo/seo-url';
import {
  documentedInput,
  flagRow,
  integerSchema,
  isoDateSchema,
  optionalText,
  publishFlagSchema,
  requiredText,
  textSchema,
  timestampRow,
  uuidSchema,
} from './primitives';
import { FIELD_LIMITS as L } from './limits';
import { linkSchema } from './links';
import { defineResourceWire } from './resource-wire';
import { RICH_TEXT_MAX_LENGTH } from './rich-text';

/** A stored SEO url: what `seoUrlFromName` and `normaliseSeoUrlInput` produce. */
export const seoUrlSchema = requiredText(L.textMax).regex(/^[a-z0-9_-]+$/, 'invalidSeoUrl');

export const variableNameSchema = requiredText(L.textMax).regex(/^[0-9a-z_-]+$/, 'invalidVariableName');

export const variableValueSchema = textSchema().max(VARIABLE_VALUE_MAX, 'tooLong');

export const variableSchema = z.object({
  name: variableNameSchema,
  value: variableValueSchema,
  publish: publishFlagSchema,
});

/** Empty anchors are allowed; filled ones keep to Latin letters, digits, - and _. */
export const anchorSchema = textSchema()
  .trim()
  .max(L.textMax, 'tooLong')
  .regex(/^[A-Za-z0-9_-]*$/, 'invalidAnchor');

/*
 * The content resources of spec 001: for each, the row the lists and reads answer and the input its
 * create and change calls take (the change calls add the id under the contract's key). Flags travel
 * as 1/0, moments as ISO 8601, calendar dates as YYYY-MM-DD.
 */

/** A stored file's path as /api/file/upload answers it; '' when there is none. */
export const storedFilePathSchema = optionalText(L.linkMax);
const requiredFilePath = requiredText(L.linkMax);

/** FAQ, URL group and category priorities: whole numbers, required (the spec has no default). */
export const prioritySchema = integerSchema({ min: -1_000_000, max: 1_000_000 });

// Blog ------------------------------------------------------------------------------------------

export const blogRowSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  date: z.string().describe('YYYY-MM-DD'),
  publish: flagRow,
  image1: z.string(),
  alt1: z.string(),
  image2: z.string(),
  alt2: z.string(),
  card_design: z.string(),
  content: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
  seo_url: z.string(),
  create_at: timestampRow,
});
export type BlogRow = z.infer<typeof blogRowSchema>;

/** An SEO url typed by hand is normalised (spec 5); an empty one is generated from the name on save. */
export const seoUrlInputSchema = optionalText(L.textMax).transform(normaliseSeoUrlInput);

export const blogInputSchema = z.object({
  title: requiredText(L.textMax),
  date: isoDateSchema,
  publish: publishFlagSchema,
  image1: storedFilePathSchema,
  alt1: optionalText(L.textMax),
  image2: storedFilePathSchema,
  alt2: optionalText(L.textMax),
  card_design: z.enum(BLOG_CARD_DESIGNS as [BlogCardDesign, ...BlogCardDesign[]], { error: 'invalidValue' }),
  content: requiredText(RICH_TEXT_MAX_LENGTH),
  seo_description: optionalText(L.noteMax),
  seo_keywords: optionalText(L.noteMax),
  seo_url: seoUrlInputSchema,
});

/** The edit screen reads a post by `blog_uuid`; the other calls take `uuid`. */
export const blogWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'blog_uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  delete: { idKey: 'uuid', access: 'superAdmin' },
  versions: { titleField: 'title', autosave: true },
});

// Slider ----------------------------------------------------------------------------------------

export const slideRowSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  subtitle: z.string(),
  publish: flagRow,
  display_text: flagRow,
  image: z.string(),
  alt: z.string(),
  image_m: z.string(),
  alt_m: z.string(),
  link: z.string(),
  slider_sort: z.number().int(),
  create_at: timestampRow,
});
export type SlideRow = z.infer<typeof slideRowSchema>;

export const slideInputSchema = z.object({
  title: requiredText(L.textMax),
  subtitle: requiredText(L.textMax),
  publish: publishFlagSchema,
  display_text: publishFlagSchema,
  image: requiredFilePath,
  alt: optionalText(L.textMax),
  image_m: requiredFilePath,
  alt_m: optionalText(L.textMax),
  link: linkSchema,
});

export const slideWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  delete: { idKey: 'uuid', access: 'superAdmin' },
  versions: { titleField: 'title' },
});

export const sliderSortSchema = integerSchema({ min: -1_000_000, max: 1_000_000 });

// Support FAQ and page-specific FAQ --------------------------------------------------------------

export const faqCategoryRowSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  priority: z.number().int(),
  publish: flagRow,
  create_at: timestampRow,
});
export type FaqCategoryRow = z.infer<typeof faqCategoryRowSchema>;

/** FAQ categories and support-file categories share this dialog: name, priority, publish. */
export const categoryInputSchema = z.object({
  name: requiredText(L.textMax),
  priority: prioritySchema,
  publish: publishFlagSchema,
});

/** FAQ categories and support-file categories travel alike. */
export const categoryWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  delete: { idKey: 'uuid', access: 'superAdmin' },
  versions: { titleField: 'name' },
});

export const faqRowSchema = z.object({
  uuid: z.string(),
  question: z.string(),
  answer: z.string(),
  priority: z.number().int(),
  publish: flagRow,
  category: z.string().describe('uuid of the FAQ category'),
  category_name: z.string(),
  create_at: timestampRow,
});
export type FaqRow = z.infer<typeof faqRowSchema>;

export const faqInputSchema = z.object({
  question: requiredText(L.noteMax),
  answer: requiredText(RICH_TEXT_MAX_LENGTH),
  priority: prioritySchema,
  publish: publishFlagSchema,
  category: uuidSchema,
});

export const faqWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  delete: { idKey: 'uuid', access: 'superAdmin' },
  versions: { titleField: 'question' },
});

export const faqUrlGroupRowSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  url: z.string(),
  priority: z.number().int(),
  publish: flagRow,
  create_at: timestampRow,
});
export type FaqUrlGroupRow = z.infer<typeof faqUrlGroupRowSchema>;

export const faqUrlGroupInputSchema = z.object({
  name: requiredText(L.textMax),
  url: linkSchema,
  priority: prioritySchema,
  publish: publishFlagSchema,
});

export const faqUrlGroupWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  delete: { idKey: 'uuid', access: 'superAdmin' },
  versions: { titleField: 'name' },
});

export const pageFaqRowSchema = z.object({
  uuid: z.string(),
  question: z.string(),
  answer: z.string(),
  priority: z.number().int(),
  publish: flagRow,
  url: z.string().describe('uuid of the URL group'),
  url_name: z.string(),
  url_value: z.string(),
  create_at: timestampRow,
});
export type PageFaqRow = z.infer<typeof pageFaqRowSchema>;

export const pageFaqInputSchema = z.object({
  question: requiredText(L.noteMax),
  answer: requiredText(RICH_TEXT_MAX_LENGTH),
  priority: prioritySchema,
  publish: publishFlagSchema,
  url: uuidSchema,
});

export const pageFaqWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  delete: { idKey: 'uuid', access: 'superAdmin' },
  versions: { titleField: 'question' },
});

// Support files ---------------------------------------------------------------------------------

export const fileCategoryRowSchema = faqCategoryRowSchema;
export type FileCategoryRow = FaqCategoryRow;

export const supportFileRowSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string().describe('uuid of the file category'),
  category_name: z.string(),
  file: z.string(),
  priority: z.number().int(),
  publish: flagRow,
  create_at: timestampRow,
});
export type SupportFileRow = z.infer<typeof supportFileRowSchema>;

export const supportFileInputSchema = z.object({
  name: requiredText(L.textMax),
  description: requiredText(L.noteMax),
  category: uuidSchema,
  file: requiredFilePath,
  priority: prioritySchema,
  publish: publishFlagSchema,
});

export const supportFileWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  delete: { idKey: 'uuid', access: 'superAdmin' },
  versions: { titleField: 'name' },
});

// Variables -------------------------------------------------------------------------------------

export const variableRowSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  value: z.string(),
  publish: flagRow,
  create_at: timestampRow,
  update_at: timestampRow,
});
export type VariableRow = z.infer<typeof variableRowSchema>;

/** What the name field keeps as the user types (spec 5), and what the server stores. */
export const stripVariableName = (text: string) => text.replace(/[^0-9a-z_-]/g, '');

export const variableInputSchema = z.object({
  // What is left once every other character is dropped must not be empty.
  name: textSchema()
    .transform(stripVariableName)
    .pipe(variableNameSchema)
    .meta(documentedInput({ pattern: '[0-9a-z_-]' })),
  value: variableValueSchema,
  publish: publishFlagSchema,
});

/** The list answers under `response` (spec 001) and there is no read call: the dialog edits the list's row. */
export const variableWire = defineResourceWire({
  list: { envelope: 'response' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  delete: { idKey: 'uuid', access: 'superAdmin' },
  versions: { titleField: 'name' },
});

// Source files ----------------------------------------------------------------------------------

export const sourceFileRowSchema = z.object({
  uuid: z.string(),
  file_name: z.string().describe('stored path'),
  description: z.string(),
  publish: flagRow,
  anchor: z.string(),
  create_at: timestampRow,
  update: timestampRow,
});
export type SourceFileRow = z.infer<typeof sourceFileRowSchema>;

/** What the anchor field keeps as the user types (spec 5), and what the server stores. */
export const stripAnchor = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, '');

export const sourceFileInputSchema = z.object({
  file_name: storedFilePathSchema,
  description: optionalText(L.noteMax),
  publish: publishFlagSchema,
  anchor: textSchema().transform(stripAnchor).pipe(anchorSchema),
});

export const sourceFileWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  // Spec 6: administrators delete source files too.
  delete: { idKey: 'uuid', access: 'admin' },
});

/** The file name the source files table shows: the 9th segment (index 8) of the stored path, else its last. */
export function sourceFileDisplayName(path: string): string {
  const segments = path.split('/');
  return segments[8] ?? segments.at(-1) ?? '';
}

// Static pages ----------------------------------------------------------------------------------

export const staticPageRowSchema = z.object({
  uuid: z.string(),
  publish: flagRow,
  page_title: z.string(),
  content: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  url: z.string(),
  h1: z.string(),
  dont_index_page: flagRow,
  dont_show_sitemap: flagRow,
  created_at: timestampRow,
  updated_at: timestampRow,
});
export type StaticPageRow = z.infer<typeof staticPageRowSchema>;

export const staticPageInputSchema = z.object({
  publish: publishFlagSchema,
  page_title: requiredText(L.textMax),
  content: optionalText(RICH_TEXT_MAX_LENGTH),
  title: optionalText(L.textMax),
  description: optionalText(L.noteMax),
  keywords: optionalText(L.noteMax),
  url: requiredText(L.textMax).transform(normaliseSeoUrlInput).pipe(seoUrlSchema),
  h1: optionalText(L.textMax),
  dont_index_page: publishFlagSchema,
  dont_show_sitemap: publishFlagSchema,
});

export const staticPageWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  delete: { idKey: 'uuid', access: 'superAdmin' },
  versions: { titleField: 'page_title', autosave: true },
});

// Email notifications ---------------------------------------------------------------------------

export const emailNotificationRowSchema = z.object({
  uuid: z.string(),
  publish: flagRow,
  template_id: z.string(),
  template_name: z.string(),
  topic_name: z.string(),
  send_to: z.string(),
  file: z.string(),
  priority: z.number().int(),
  update: timestampRow,
});
export type EmailNotificationRow = z.infer<typeof emailNotificationRowSchema>;

/** The change call does not carry the template id: it is fixed once created. */
export const emailNotificationChangeSchema = z.object({
  publish: publishFlagSchema,
  template_name: requiredText(L.textMax),
  topic_name: requiredText(L.textMax),
  send_to: sendToSchema,
  file: storedFilePathSchema,
});

export const emailNotificationInputSchema = emailNotificationChangeSchema.extend({
  template_id: requiredText(L.textMax),
});

export const emailNotificationWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'publish' },
  // Administrators delete email templates too.
  delete: { idKey: 'uuid', access: 'admin' },
  versions: { titleField: 'template_name', autosave: true },
});

/** The variables an email template may use, listed on the form. */
export const EMAIL_TEMPLATE_VARIABLES = ['email', 'order_number'] as const;
