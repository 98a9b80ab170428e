export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { deserializeHtml, sanitizeHtml, serializeHtml } from './html';
export {
  createRichTextEditor,
  insertImage,
  insertLink,
  isBlockActive,
  isMarkActive,
  toggleBlock,
  toggleMark,
  unwrapLink,
} from './editor-commands';
export type { BlockFormat, MarkName, RichTextElement } from './types';
export { RICH_TEXT_MESSAGES } from './messages';
