export { DEFAULT_MAX_UPLOAD_BYTES, FileField, type FileFieldProps } from './file-field';
export {
  buildDownloadRequest,
  copyText,
  downloadAndSave,
  downloadStoredFile,
  EDITOR_IMAGE_UPLOAD_PATH,
  FILE_DOWNLOAD_PATH,
  FILE_UPLOAD_PATH,
  FileApiError,
  fileApiHeaders,
  fileNameFromContentDisposition,
  publicFileUrl,
  saveBlob,
  uploadEditorImage,
  uploadFile,
  type UploadOptions,
  type UploadProgress,
} from './file-api';
export { FILE_FIELD_MESSAGES } from './messages';
