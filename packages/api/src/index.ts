export { appRouter, type AppRouter } from './root';
export { buildOpenApiDocument, listRestOperations } from './openapi';
export { findPathLiterals, renderRestMap } from './rest-map';
export { createContext, readRequestInfo, type ApiServices, type Context, type RequestInfo } from './context';
export { defaultApiConfig, type ApiConfig } from './config';
export { assertPolicy, type AccessPolicy } from './trpc';
export { recordAudit } from './audit';
export { isDatabaseUnavailable, mapDatabaseError, retryAfterOf } from './errors';
export { richTextSchema, sanitizeRichText } from './rich-text';
export { detectUploadType, type UploadKind } from './files/content-type';
export {
  createLocalFileStorage,
  keyFromPath,
  publicPathOf,
  sanitiseDirectory,
  type FileStorage,
} from './files/storage';
export { startBackgroundJobs, type JobRunner } from './jobs';
export { previewStoreImport, startStoreImport } from './routers/stores/import/service';
export { processDeliveryFile } from './routers/delivery/tracking-file';
export { CSV_FILE_ERROR, CsvFileError } from './exports/csv-input';
