import { descriptorsOf } from '../message-descriptors';

/**
 * English texts of the rich-text editor, by message id: the source the catalogues (src/i18n) copy from.
 * Spread it into `en` (`...RICH_TEXT_MESSAGES`) and translate the same ids in `it`.
 */
export const RICH_TEXT_MESSAGES = {
  'richText.imageUploading': 'Uploading {name}…',
  'richText.linkDialogTitle': 'Link',
  'richText.linkDialogDescription': 'An address starting with https://, http://, mailto:, tel: or /.',
  'richText.linkUrl': 'Address',
  'richText.linkInvalid': 'This address cannot be used as a link.',
  'richText.linkText': 'Text',
  'richText.linkCancel': 'Cancel',
  'richText.linkApply': 'Apply',
  'richText.imageAltPlaceholder': 'Describe the image',
  'richText.imageAlt': 'Alternative text',
  'richText.removeImage': 'Remove image',
  'richText.imageWrongType': 'Choose an image ({types}).',
  'richText.imageUploadFailed': 'The image could not be uploaded.',
  'richText.imageUploadProgress': 'Upload progress of {name}',
  'richText.toolbar': 'Formatting',
  'richText.bold': 'Bold',
  'richText.italic': 'Italic',
  'richText.underline': 'Underline',
  'richText.paragraph': 'Paragraph',
  'richText.heading2': 'Heading 2',
  'richText.heading3': 'Heading 3',
  'richText.bulletedList': 'Bulleted list',
  'richText.numberedList': 'Numbered list',
  'richText.link': 'Insert link',
  'richText.unlink': 'Remove link',
  'richText.image': 'Insert image',
  'richText.undo': 'Undo',
  'richText.redo': 'Redo',
} as const;

export type RichTextMessageId = keyof typeof RICH_TEXT_MESSAGES;

/** The descriptor of one of these messages, English default included. */
export const msg = descriptorsOf(RICH_TEXT_MESSAGES);
