import { type Descendant, Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';

import {
  createRichTextEditor,
  insertImage,
  insertLink,
  isBlockActive,
  isLinkActive,
  isMarkActive,
  toggleBlock,
  toggleMark,
  unwrapLink,
} from './editor-commands';
import { deserializeHtml, serializeHtml } from './html';

function editorWith(html: string) {
  const editor = createRichTextEditor();
  editor.children = deserializeHtml(html);
  return editor;
}

const html = (editor: { children: Descendant[] }) => serializeHtml(editor.children);

describe('editor commands', () => {
  it('toggles marks on the selection', () => {
    const editor = editorWith('<p>hello world</p>');
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 5 } });
    toggleMark(editor, 'bold');
    expect(isMarkActive(editor, 'bold')).toBe(true);
    expect(html(editor)).toBe('<p><strong>hello</strong> world</p>');
    toggleMark(editor, 'italic');
    toggleMark(editor, 'underline');
    expect(html(editor)).toBe('<p><strong><em><u>hello</u></em></strong> world</p>');
    toggleMark(editor, 'bold');
    expect(html(editor)).toBe('<p><em><u>hello</u></em> world</p>');
  });

  it('switches blocks between paragraph, headings and lists', () => {
    const editor = editorWith('<p>one</p><p>two</p>');
    Transforms.select(editor, { path: [0, 0], offset: 1 });
    toggleBlock(editor, 'heading-two');
    expect(isBlockActive(editor, 'heading-two')).toBe(true);
    expect(html(editor)).toBe('<h2>one</h2><p>two</p>');
    toggleBlock(editor, 'heading-three');
    expect(html(editor)).toBe('<h3>one</h3><p>two</p>');
    toggleBlock(editor, 'heading-three');
    expect(html(editor)).toBe('<p>one</p><p>two</p>');

    Transforms.select(editor, { anchor: { path: [0, 0], offset: 0 }, focus: { path: [1, 0], offset: 3 } });
    toggleBlock(editor, 'bulleted-list');
    expect(html(editor)).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(isBlockActive(editor, 'bulleted-list')).toBe(true);
    toggleBlock(editor, 'numbered-list');
    expect(html(editor)).toBe('<ol><li>one</li><li>two</li></ol>');
    toggleBlock(editor, 'numbered-list');
    expect(html(editor)).toBe('<p>one</p><p>two</p>');
  });

  it('links the selected text, and removes the link', () => {
    const editor = editorWith('<p>see the site</p>');
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 4 }, focus: { path: [0, 0], offset: 12 } });
    expect(insertLink(editor, 'https://example.com')).toBe(true);
    expect(html(editor)).toBe('<p>see <a href="https://example.com">the site</a></p>');
    Transforms.select(editor, { path: [0, 1, 0], offset: 2 });
    expect(isLinkActive(editor)).toBe(true);
    unwrapLink(editor);
    expect(html(editor)).toBe('<p>see the site</p>');
  });

  it('inserts a new link at the caret and refuses unsafe urls', () => {
    const editor = editorWith('<p>go</p>');
    Transforms.select(editor, Editor.end(editor, []));
    expect(insertLink(editor, 'javascript:alert(1)', 'x')).toBe(false);
    expect(insertLink(editor, '/shop/offers', 'offers')).toBe(true);
    expect(html(editor)).toBe('<p>go<a href="/shop/offers">offers</a></p>');
  });

  it('inserts images after the current block, with a paragraph after a last image', () => {
    const editor = editorWith('<p>first</p><p>second</p>');
    Transforms.select(editor, { path: [0, 0], offset: 0 });
    expect(insertImage(editor, '/storage/a.png', 'A')).toBe(true);
    expect(html(editor)).toBe('<p>first</p><img src="/storage/a.png" alt="A"><p>second</p>');
    Transforms.select(editor, { path: [2, 0], offset: 0 });
    insertImage(editor, '/storage/b.png');
    expect(html(editor)).toBe(
      '<p>first</p><img src="/storage/a.png" alt="A"><p>second</p><img src="/storage/b.png" alt="">',
    );
    expect(editor.children).toHaveLength(5);
    expect(insertImage(editor, 'javascript:alert(1)')).toBe(false);
  });

  it('reads pasted HTML through the sanitiser', () => {
    const editor = editorWith('<p>x</p>');
    Transforms.select(editor, Editor.end(editor, []));
    // jsdom has no DataTransfer: the paste carries what insertData reads of one.
    const data: Pick<DataTransfer, 'types' | 'getData'> = {
      types: ['text/html', 'text/plain'],
      getData: (type: string) =>
        type === 'text/html' ? '<p>pasted <b>bold</b><script>alert(1)</script></p>' : 'pasted bold',
    };
    editor.insertData(data as DataTransfer);
    expect(html(editor)).toBe('<p>xpasted <strong>bold</strong></p>');
  });

  it('leaves a list with Enter on an empty item', () => {
    const editor = editorWith('<ul><li>one</li><li></li></ul>');
    Transforms.select(editor, { path: [0, 1, 0], offset: 0 });
    editor.insertBreak();
    expect(editor.children.map((node) => ('type' in node ? node.type : 'text'))).toEqual([
      'bulleted-list',
      'paragraph',
    ]);
    Editor.insertText(editor, 'after');
    expect(html(editor)).toBe('<ul><li>one</li></ul><p>after</p>');
  });

  it('continues a heading with a paragraph', () => {
    const editor = editorWith('<h2>Title</h2>');
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertBreak();
    Editor.insertText(editor, 'body');
    expect(html(editor)).toBe('<h2>Title</h2><p>body</p>');
  });
});
