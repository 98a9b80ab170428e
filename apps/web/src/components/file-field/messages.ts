import { descriptorsOf } from '../message-descriptors';

/**
 * English texts of the file field, by message id: the source the catalogues (src/i18n) copy from.
 * Spread it into `en` (`...FILE_FIELD_MESSAGES`) and translate the same ids in `it`.
 */
export const FILE_FIELD_MESSAGES = {
  'fileField.replace': 'Replace file',
  'fileField.choose': 'Choose file',
  'fileField.download': 'Download file',
  'fileField.copyLink': 'Copy link',
  'fileField.noFile': 'No file chosen',
  'fileField.uploading': 'Uploading {name}…',
  'fileField.cancelUpload': 'Cancel',
  'fileField.hint': 'Accepted: {types}. Maximum size {size}.',
  'fileField.imageSize': 'Recommended size: {width}×{height} px.',
  'fileField.wrongType': 'This file type is not accepted. Choose a {types} file.',
  'fileField.tooLarge': 'The file is too large (maximum {size}).',
  'fileField.uploadFailed': 'The file could not be uploaded.',
  'fileField.downloadFailed': 'The file could not be downloaded.',
  'fileField.linkCopied': 'Link copied',
  'fileField.copyFailed': 'The link could not be copied.',
  'fileField.remove': 'Remove file {name}',
  'fileField.uploadProgress': 'Upload progress of {name}',
  'fileField.sizeMismatch':
    'The image is {width}×{height} px; this field expects {expectedWidth}×{expectedHeight} px. It was saved anyway.',
} as const;

export type FileFieldMessageId = keyof typeof FILE_FIELD_MESSAGES;

/** The descriptor of one of these messages, English default included. */
export const msg = descriptorsOf(FILE_FIELD_MESSAGES);
