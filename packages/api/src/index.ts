export { appRouter, type AppRouter } from './root';
export { buildOpenApiDocument, listRestOperations } from './openapi';
export { findPathLiterals, renderRestMap } from './rest-map';
export { defineResource, refuseWhileUsed } from './resources/define-resource';
export * as columns from './resources/columns';
export {
  createContext,
  readRequestInfo,
  silentLog,
  type ApiLog,
  type ApiServices,
  type Context,
  type PersonContext,
  type RequestInfo,
  type RestStreamSlot,
} from './context';
export { DEFAULT_MAP_TILE_URL, defaultApiConfig, type ApiConfig } from './config';
export { SECRET_KEY_BYTES } from './auth/secret-box';
export { router } from './trpc';
export {
  appProcedureMap,
  procedureAt,
  proceduresOf,
  proceduresOfRecord,
  trpcErrorShape,
  type CallableProcedure,
} from './procedure-call';
export {
  authorise,
  authoriseAtTheDoor,
  CHANNEL_KEY_PROCEDURES,
  type AccessPolicy,
  type CallAccess,
} from './auth/authorise';
export { recordAudit } from './audit';
export {
  type Actor,
  type ApiKeyCaller,
  type Caller,
  loggedCredential,
  type LoggedCredential,
  type SessionCaller,
} from './auth/caller';
export { createSession, followSessionChanges } from './auth/session';
export { isSignInChallengeToken } from './auth/sign-in-challenge';
export { SSO_OPERATIONS } from './auth/single-sign-on-operations';
export { type ColumnClass, PERSONAL_DATA_MAP, type TableEntry } from './personal-data/map';
export { SsoRefusedError, type SsoSettings } from './integrations/identity-provider/client';
export { finishSingleSignOn, startSingleSignOn } from './services/account/single-sign-on';
export { isDatabaseUnavailable, mapDatabaseError, retryAfterOf, stepUpOf } from './errors';
export { richTextSchema, sanitizeRichText } from './rich-text';
export {
  describeExpected,
  detectUploadType,
  inspectUpload,
  servedFileName,
  UPLOAD_KIND_NAMES,
  UploadRejection,
  type DetectedType,
  type UploadKind,
} from './files/content-type';
export { FILE_OPERATIONS } from './files/file-operations';
export { storeUpload, type StoredUpload } from './files/store-upload';
export { assertStoredFileKinds } from './files/stored-file-kind';
export {
  EDITOR_UPLOAD_TOKEN_HEADER,
  EDITOR_UPLOAD_TOKEN_MINUTES,
  issueEditorUploadToken,
  resolveEditorUploadToken,
} from './files/editor-token';
export {
  createLocalFileStorage,
  keyFromPath,
  publicPathOf,
  sanitiseDirectory,
  type FileStorage,
} from './files/storage';
export { copyDiskStore, type CopyReport } from './files/copy-store';
export {
  createS3FileStorage,
  FILE_STORE_UNAVAILABLE_MESSAGE,
  type S3StorageOptions,
} from './files/s3-storage';
export { startBackgroundJobs, type JobRunner } from './jobs';
export { previewStoreImport, startStoreImport } from './services/stores/import';
export { processDeliveryFile } from './services/delivery/tracking-file';
export { CSV_FILE_ERROR, CsvFileError } from './exports/csv-input';
export { parseReportExportLink, type ReportExport, startReportExport } from './services/reports/exports';
export { startOrderExport } from './services/orders/queue-export';
export { forgetExpiredPersonalDataExports, takePersonalDataExport } from './services/personal-data/export';
export { applyRetention } from './services/personal-data/retention';
export { PERSONAL_DATA_ERASURE_KIND } from './services/personal-data/erasure';
export {
  integrationSignals,
  type IntegrationSignals,
  type OperationsSignals,
  readOperationsSignals,
} from './services/operations/signals';
export { ERASED, redactorOf } from './personal-data/redact';
export {
  INVITATION_EMAILS_PER_RECIPIENT_PER_DAY,
  INVITATIONS_PER_SENDER_PER_HOUR,
} from './services/companies/invite-employee';
export {
  createBssClient,
  createHttpClient,
  createPaymentClient,
  IntegrationError,
  type BssClient,
  type BssPlan,
  type BssSettings,
  type HttpClient,
  type PaymentClient,
  type PaymentSettings,
} from './integrations';
