export { appRouter, type AppRouter } from './root';
export { buildOpenApiDocument, listRestOperations } from './openapi';
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
