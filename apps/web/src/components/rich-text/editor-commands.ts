import { safeUrl } from '@backoffice/shared';
import { createEditor, Editor, Element, type Node, Path, Range, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';

import { deserializeHtml } from './html';
import {
  type BlockFormat,
  type ImageElement,
  type LinkElement,
  LIST_TYPES,
  type ListType,
  type MarkName,
  type RichTextEditor,
  type RichTextElement,
  TEXT_BLOCK_TYPES,
  type TextBlockType,
} from './types';

const isListType = (type: string): type is ListType => (LIST_TYPES as readonly string[]).includes(type);
const isTextBlockType = (type: string): type is TextBlockType =>
  (TEXT_BLOCK_TYPES as readonly string[]).includes(type);

function isElementOfType<T extends RichTextElement['type']>(
  node: Node,
  type: T,
): node is Extract<RichTextElement, { type: T }> {
  return Element.isElement(node) && node.type === type;
}

/** Links are inline, images are void blocks; pasted HTML goes through the same reader as stored HTML. */
export function withRichText<T extends Editor>(editor: T): T {
  const { isInline, isVoid, insertData, insertBreak } = editor;

  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);

  editor.insertData = (data) => {
    const html = data.getData('text/html');
    if (html && !data.types.includes('application/x-slate-fragment')) {
      Transforms.insertFragment(editor, deserializeHtml(html));
      return;
    }
    insertData(data);
  };

  editor.insertBreak = () => {
    const entry = Editor.above<RichTextElement>(editor, {
      match: (node): node is RichTextElement => Element.isElement(node) && Editor.isBlock(editor, node),
    });
    if (entry && editor.selection && Range.isCollapsed(editor.selection)) {
      const [block, path] = entry;
      // Enter on an empty list item leaves the list.
      if (block.type === 'list-item' && Editor.isEmpty(editor, block)) {
        toggleBlock(editor, 'paragraph');
        return;
      }
      // Enter at the end of a heading continues with a paragraph.
      if (
        (block.type === 'heading-two' || block.type === 'heading-three') &&
        Editor.isEnd(editor, editor.selection.anchor, path)
      ) {
        insertBreak();
        Transforms.setNodes(editor, { type: 'paragraph' });
        return;
      }
    }
    insertBreak();
  };

  return editor;
}

export function createRichTextEditor(): RichTextEditor {
  return withRichText(withHistory(withReact(createEditor())));
}

export function isMarkActive(editor: Editor, mark: MarkName): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: MarkName): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (node) => Element.isElement(node) && node.type === format,
  });
  return match !== undefined;
}

/** Paragraph, heading 2/3, bulleted or numbered list for the selected blocks (again: back to paragraphs). */
export function toggleBlock(editor: Editor, format: BlockFormat): void {
  const active = format !== 'paragraph' && isBlockActive(editor, format);
  const toList = isListType(format);
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, {
      match: (node) => Element.isElement(node) && isListType(node.type),
      split: true,
    });
    const type: TextBlockType = active ? 'paragraph' : toList ? 'list-item' : format;
    Transforms.setNodes(
      editor,
      { type },
      { match: (node) => Element.isElement(node) && isTextBlockType(node.type), mode: 'lowest' },
    );
    if (!active && toList) {
      Transforms.wrapNodes(
        editor,
        { type: format, children: [] },
        { match: (node) => isElementOfType(node, 'list-item') },
      );
    }
  });
}

export function isLinkActive(editor: Editor): boolean {
  const [link] = Editor.nodes(editor, { match: (node) => isElementOfType(node, 'link') });
  return link !== undefined;
}

/** The URL of the link at the selection, if any. */
export function activeLinkUrl(editor: Editor): string | null {
  const [entry] = Editor.nodes(editor, { match: (node) => isElementOfType(node, 'link') });
  return entry ? entry[0].url : null;
}

export function unwrapLink(editor: Editor): void {
  Transforms.unwrapNodes(editor, { match: (node) => isElementOfType(node, 'link') });
}

/**
 * Links the selection to `url` (replacing a link already there); with a collapsed selection inserts
 * `text` (or the url) as a new link. Returns false for an unsafe url (javascript: and the like).
 */
export function insertLink(editor: Editor, url: string, text?: string): boolean {
  const safe = safeUrl(url, 'link');
  if (safe === null || !editor.selection) return false;
  if (isLinkActive(editor)) unwrapLink(editor);
  if (Range.isCollapsed(editor.selection)) {
    const link: LinkElement = { type: 'link', url: safe, children: [{ text: text?.trim() || safe }] };
    Transforms.insertNodes(editor, link);
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url: safe, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
  return true;
}

/** Inserts an image block after the current block (or at the end), followed by an empty paragraph if last. */
export function insertImage(editor: Editor, src: string, alt = ''): boolean {
  const safe = safeUrl(src, 'image');
  if (safe === null) return false;
  const image: ImageElement = { type: 'image', src: safe, alt, children: [{ text: '' }] };
  const at = editor.selection
    ? Path.next(editor.selection.anchor.path.slice(0, 1))
    : [editor.children.length];
  Transforms.insertNodes(editor, image, { at, select: false });
  if (at[0] === editor.children.length - 1) {
    Transforms.insertNodes(
      editor,
      { type: 'paragraph', children: [{ text: '' }] },
      {
        at: Path.next(at),
        select: false,
      },
    );
  }
  return true;
}

export function setImageAlt(editor: Editor, path: Path, alt: string): void {
  Transforms.setNodes(editor, { alt }, { at: path, match: (node) => isElementOfType(node, 'image') });
}

export function removeNodeAt(editor: Editor, path: Path): void {
  Transforms.removeNodes(editor, { at: path });
  if (editor.children.length === 0) {
    Transforms.insertNodes(
      editor,
      { type: 'paragraph', children: [{ text: '' }] },
      {
        at: [0],
      },
    );
  }
}
