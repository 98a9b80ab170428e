export { DEFAULT_MAX_UPLOAD_BYTES, FILE_FIELD_KINDS, FileField, type FileFieldProps } from './file-field';
export {
  copyText,
  downloadAndSave,
  downloadStoredFile,
  EDITOR_UPLOAD_TOKEN_PATH,
  FileApiError,
  type FileFieldKind,
  fileApiHeaders,
  fileNameFromContentDisposition,
  postForFile,
  publicFileUrl,
  saveBlob,
  getEditorUploadToken,
  uploadEditorImage,
  uploadEditorImageDetailed,
  uploadFile,
  uploadFileDetailed,
  type UploadedFile,
  type UploadOptions,
  type UploadProgress,
} from './file-api';
export { FILE_FIELD_MESSAGES } from './messages';
export { useSaveFile } from './use-save-file';
