import { z } from 'zod';

/*
 * What the express file routes (FILE_ROUTE_PATHS) answer: the server builds these answers, the OpenAPI
 * document and the web client read their types from here.
 */

/** A stored upload: the contract's `response` (its path) and what a form shows or warns about. */
export const uploadAnswerSchema = z.object({
  response: z.string().describe('The stored path, the value content fields keep'),
  name: z.string().describe('The name downloads are served under'),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  width: z.number().int().positive().optional().describe('Pixel width of an image'),
  height: z.number().int().positive().optional().describe('Pixel height of an image'),
});

export type UploadAnswer = z.input<typeof uploadAnswerSchema>;

/** The rich-text editor's upload: the same, with the path again in `url`, where editors read it. */
export const editorUploadAnswerSchema = uploadAnswerSchema.extend({ url: z.string() });

const rejectedStoreRowSchema = z.object({
  line: z.number().int().positive(),
  store_name: z.string(),
  reason: z.string(),
});

/** The stores import checked without loading (`isLoad` false): counts, and the first rejected lines. */
export const storeImportPreviewSchema = z.object({
  rowCount: z.number().int().nonnegative(),
  placedCount: z.number().int().nonnegative(),
  successGeocodes: z.number().int().nonnegative(),
  errorCount: z.number().int().nonnegative(),
  errors: z.array(rejectedStoreRowSchema).describe('At most the first 1,000 rejected lines'),
});
export type StoreImportPreview = z.output<typeof storeImportPreviewSchema>;

/** The stores import started as a job (`isLoad` true): follow it with the import status call. */
export const storeImportStartSchema = z.object({
  job_uuid: z.uuid(),
  current: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  rowCount: z.number().int().nonnegative(),
});
export type StoreImportStart = z.output<typeof storeImportStartSchema>;

/** A courier's tracking file, checked or loaded: the orders refused and how many rows were good. */
export const deliveryFileResultSchema = z.object({
  failedOrders: z.array(z.object({ id: z.string(), reason: z.string() })),
  successCount: z.number().int().nonnegative(),
});
export type DeliveryFileResult = z.output<typeof deliveryFileResultSchema>;
