import { type BaseEditor, type Descendant } from 'slate';
import { type HistoryEditor } from 'slate-history';
import { type ReactEditor } from 'slate-react';

export type MarkName = 'bold' | 'italic' | 'underline';
export const MARKS: readonly MarkName[] = ['bold', 'italic', 'underline'];

export interface FormattedText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
}

export interface ParagraphElement {
  type: 'paragraph';
  children: Descendant[];
}

export interface HeadingElement {
  type: 'heading-two' | 'heading-three';
  children: Descendant[];
}

export interface ListItemElement {
  type: 'list-item';
  children: Descendant[];
}

export interface ListElement {
  type: 'bulleted-list' | 'numbered-list';
  children: Descendant[];
}

export interface LinkElement {
  type: 'link';
  url: string;
  children: Descendant[];
}

/** A block-level void image. */
export interface ImageElement {
  type: 'image';
  src: string;
  alt: string;
  children: Descendant[];
}

export type RichTextElement =
  ParagraphElement | HeadingElement | ListItemElement | ListElement | LinkElement | ImageElement;

export type TextBlockType = 'paragraph' | 'heading-two' | 'heading-three' | 'list-item';
export type ListType = ListElement['type'];
/** What the block buttons of the toolbar switch between. */
export type BlockFormat = 'paragraph' | 'heading-two' | 'heading-three' | ListType;

export const LIST_TYPES: readonly ListType[] = ['bulleted-list', 'numbered-list'];
export const TEXT_BLOCK_TYPES: readonly TextBlockType[] = [
  'paragraph',
  'heading-two',
  'heading-three',
  'list-item',
];

export type RichTextEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: RichTextEditor;
    Element: RichTextElement;
    Text: FormattedText;
  }
}
