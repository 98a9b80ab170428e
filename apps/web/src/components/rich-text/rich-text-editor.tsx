import { safeUrl } from '@backoffice/shared';
import {
  BoldIcon,
  Heading2Icon,
  Heading3Icon,
  ImagePlusIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  PilcrowIcon,
  Redo2Icon,
  TrashIcon,
  UnderlineIcon,
  Undo2Icon,
  UnlinkIcon,
} from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type Descendant, Editor, Range, type Selection, Transforms } from 'slate';
import { HistoryEditor } from 'slate-history';
import {
  Editable,
  ReactEditor,
  type RenderElementProps,
  type RenderLeafProps,
  Slate,
  useFocused,
  useReadOnly,
  useSelected,
  useSlate,
  useSlateStatic,
} from 'slate-react';

import {
  Button,
  cn,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  Label,
  Progress,
  toast,
} from '@backoffice/ui';

import { uploadEditorImage, type UploadOptions } from '../file-field/file-api';
import {
  activeLinkUrl,
  createRichTextEditor,
  insertImage,
  insertLink,
  isBlockActive,
  isLinkActive,
  isMarkActive,
  removeNodeAt,
  setImageAlt,
  toggleBlock,
  toggleMark,
  unwrapLink,
} from './editor-commands';
import { deserializeHtml, serializeHtml } from './html';
import {
  type BlockFormat,
  type ImageElement,
  type MarkName,
  type RichTextEditor as SlateEditor,
} from './types';
import { msg, type RichTextMessageId } from './messages';

/** Images the editor uploads: what ck-upload takes (the server decodes the content again). */
const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'];

export interface RichTextEditorProps {
  /** HTML. */
  value: string;
  /** Clean HTML ('' when empty) after every change of the content. */
  onChange: (html: string) => void;
  /** id of the editable area; inside a FormField it is labelled by the field's label (`{id}-label`). */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  placeholder?: string;
  disabled?: boolean;
  /**
   * Uploads an image and resolves its URL; default `POST /api/file/ck-upload` authorised by the
   * editor upload token of `GET /api/web-api/integration/ckeditor/get-token`.
   */
  uploadImage?: (file: File, options: UploadOptions) => Promise<string>;
  onBlur?: () => void;
  className?: string;
  /** Classes of the editable area (e.g. a min height). */
  contentClassName?: string;
}

const MARK_HOTKEYS: Record<string, MarkName> = { b: 'bold', i: 'italic', u: 'underline' };

function Leaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children as ReactNode;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  return <span {...attributes}>{content}</span>;
}

/** Keeps the caret placeable at the edges of inline links in Chromium (slate's documented fix). */
function InlineChromiumBugfix() {
  return (
    <span contentEditable={false} className="text-[0px]">
      {String.fromCodePoint(160)}
    </span>
  );
}

function ImageBlock({ attributes, children, element }: RenderElementProps & { element: ImageElement }) {
  const editor = useSlateStatic();
  const selected = useSelected();
  const focused = useFocused();
  const readOnly = useReadOnly();
  const intl = useIntl();
  const path = () => ReactEditor.findPath(editor, element);
  // Local text so typing is not reset while slate applies the change (it re-renders a moment later).
  const [alt, setAlt] = useState(element.alt);
  const [nodeAlt, setNodeAlt] = useState(element.alt);
  if (nodeAlt !== element.alt) {
    setNodeAlt(element.alt);
    setAlt(element.alt);
  }
  return (
    <div {...attributes} className="my-2">
      <div contentEditable={false} className="grid justify-items-start gap-1.5">
        <img
          src={element.src}
          alt={element.alt}
          className={cn('max-h-80 max-w-full rounded-md', selected && focused && 'ring-2 ring-ring')}
        />
        {readOnly ? null : (
          <div className="flex w-full max-w-md items-center gap-2">
            <Input
              className="h-8"
              value={alt}
              placeholder={intl.formatMessage(msg('richText.imageAltPlaceholder'))}
              aria-label={intl.formatMessage(msg('richText.imageAlt'))}
              onChange={(event) => {
                setAlt(event.target.value);
                setImageAlt(editor, path(), event.target.value);
              }}
              onKeyDown={(event) => {
                // Enter here must not submit the form around the editor.
                if (event.key === 'Enter') event.preventDefault();
              }}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={intl.formatMessage(msg('richText.removeImage'))}
              onClick={() => removeNodeAt(editor, path())}
            >
              <TrashIcon aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      {children}
    </div>
  );
}

function ElementView(props: RenderElementProps) {
  const { attributes, element } = props;
  const children = props.children as ReactNode;
  switch (element.type) {
    case 'heading-two':
      return (
        <h2 {...attributes} className="mt-3 mb-1 text-xl font-semibold">
          {children}
        </h2>
      );
    case 'heading-three':
      return (
        <h3 {...attributes} className="mt-2 mb-1 text-lg font-semibold">
          {children}
        </h3>
      );
    case 'bulleted-list':
      return (
        <ul {...attributes} className="my-1 list-disc pl-6">
          {children}
        </ul>
      );
    case 'numbered-list':
      return (
        <ol {...attributes} className="my-1 list-decimal pl-6">
          {children}
        </ol>
      );
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={element.url} rel="noopener noreferrer" className="text-primary underline">
          <InlineChromiumBugfix />
          {children}
          <InlineChromiumBugfix />
        </a>
      );
    case 'image':
      return <ImageBlock {...props} element={element} />;
    default:
      return (
        <p {...attributes} className="my-1">
          {children}
        </p>
      );
  }
}

const renderElement = (props: RenderElementProps) => <ElementView {...props} />;
const renderLeaf = (props: RenderLeafProps) => <Leaf {...props} />;

interface ToolbarButtonProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onAction: () => void;
  children: ReactNode;
}

function ToolbarButton({ label, active, disabled, onAction, children }: ToolbarButtonProps) {
  return (
    <Button
      type="button"
      variant={active ? 'secondary' : 'ghost'}
      size="icon-sm"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the editor's selection: act on mouse down without moving the focus.
      onMouseDown={(event) => {
        event.preventDefault();
        if (!disabled) onAction();
      }}
      onClick={(event) => {
        // Keyboard (Enter/Space) activation; mouse clicks were handled on mouse down.
        if (event.detail === 0) onAction();
      }}
    >
      {children}
    </Button>
  );
}

interface ToolbarProps {
  disabled: boolean;
  onLink: () => void;
  onImage: () => void;
  uploading: boolean;
}

function Toolbar({ disabled, onLink, onImage, uploading }: ToolbarProps) {
  const editor = useSlate();
  const intl = useIntl();
  const t = (id: RichTextMessageId) => intl.formatMessage(msg(id));
  const focusAnd = (action: () => void) => () => {
    action();
    ReactEditor.focus(editor);
  };
  const mark = (name: MarkName, label: string, icon: ReactNode) => (
    <ToolbarButton
      label={label}
      active={isMarkActive(editor, name)}
      disabled={disabled}
      onAction={focusAnd(() => toggleMark(editor, name))}
    >
      {icon}
    </ToolbarButton>
  );
  const block = (format: BlockFormat, label: string, icon: ReactNode) => (
    <ToolbarButton
      label={label}
      active={isBlockActive(editor, format)}
      disabled={disabled}
      onAction={focusAnd(() => toggleBlock(editor, format))}
    >
      {icon}
    </ToolbarButton>
  );
  const linkActive = isLinkActive(editor);
  return (
    <div
      role="toolbar"
      aria-label={t('richText.toolbar')}
      className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 p-1"
    >
      {mark('bold', t('richText.bold'), <BoldIcon aria-hidden="true" />)}
      {mark('italic', t('richText.italic'), <ItalicIcon aria-hidden="true" />)}
      {mark('underline', t('richText.underline'), <UnderlineIcon aria-hidden="true" />)}
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      {block('paragraph', t('richText.paragraph'), <PilcrowIcon aria-hidden="true" />)}
      {block('heading-two', t('richText.heading2'), <Heading2Icon aria-hidden="true" />)}
      {block('heading-three', t('richText.heading3'), <Heading3Icon aria-hidden="true" />)}
      {block('bulleted-list', t('richText.bulletedList'), <ListIcon aria-hidden="true" />)}
      {block('numbered-list', t('richText.numberedList'), <ListOrderedIcon aria-hidden="true" />)}
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <ToolbarButton label={t('richText.link')} active={linkActive} disabled={disabled} onAction={onLink}>
        <LinkIcon aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label={t('richText.unlink')}
        disabled={disabled || !linkActive}
        onAction={focusAnd(() => unwrapLink(editor))}
      >
        <UnlinkIcon aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t('richText.image')} disabled={disabled || uploading} onAction={onImage}>
        <ImagePlusIcon aria-hidden="true" />
      </ToolbarButton>
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <ToolbarButton
        label={t('richText.undo')}
        disabled={disabled || editor.history.undos.length === 0}
        onAction={focusAnd(() => HistoryEditor.undo(editor))}
      >
        <Undo2Icon aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label={t('richText.redo')}
        disabled={disabled || editor.history.redos.length === 0}
        onAction={focusAnd(() => HistoryEditor.redo(editor))}
      >
        <Redo2Icon aria-hidden="true" />
      </ToolbarButton>
    </div>
  );
}

interface LinkDialogState {
  selection: Selection;
  url: string;
  text: string;
  needsText: boolean;
  invalid: boolean;
}

interface EditorDocument {
  /** A new editor (and Slate) for every document read from `value`. */
  key: number;
  editor: SlateEditor;
  nodes: Descendant[];
  /** The HTML the document was read from or last emitted. */
  html: string;
}

function readDocument(html: string, key: number): EditorDocument {
  return { key, editor: createRichTextEditor(), nodes: deserializeHtml(html), html };
}

/**
 * Rich text on slate that reads and writes HTML (see ./html.ts for what is kept). Controlled: a `value`
 * other than the last HTML it emitted (a loaded record, a form reset) replaces the content.
 */
export function RichTextEditor({
  value,
  onChange,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  placeholder,
  disabled = false,
  uploadImage = uploadEditorImage,
  onBlur,
  className,
  contentClassName,
}: RichTextEditorProps) {
  const intl = useIntl();
  const generatedId = useId();
  const editableId = id ?? `rich-text${generatedId}`;
  const [doc, setDoc] = useState(() => readDocument(value, 0));
  if (value !== doc.html) setDoc(readDocument(value, doc.key + 1));
  const { editor } = doc;

  const [link, setLink] = useState<LinkDialogState | null>(null);
  const [upload, setUpload] = useState<{ name: string; percent: number | null } | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const imageSelectionRef = useRef<Selection>(null);

  const handleValueChange = useCallback(
    (nodes: Descendant[]) => {
      const html = serializeHtml(nodes);
      setDoc((current) => (current.editor === editor ? { ...current, html } : current));
      if (html !== doc.html) onChange(html);
    },
    [editor, doc.html, onChange],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    const mark = MARK_HOTKEYS[key];
    if (mark && !event.shiftKey) {
      event.preventDefault();
      toggleMark(editor, mark);
    } else if (key === 'k') {
      event.preventDefault();
      openLinkDialog();
    }
  };

  function openLinkDialog() {
    const selection = editor.selection;
    setLink({
      selection,
      url: activeLinkUrl(editor) ?? '',
      text: '',
      needsText: selection !== null && Range.isCollapsed(selection) && !isLinkActive(editor),
      invalid: false,
    });
  }

  function applyLink() {
    if (!link) return;
    if (safeUrl(link.url, 'link') === null) {
      setLink({ ...link, invalid: true });
      return;
    }
    if (link.selection) Transforms.select(editor, link.selection);
    else Transforms.select(editor, editor.selection ?? Editor.end(editor, []));
    insertLink(editor, link.url, link.text);
    setLink(null);
    ReactEditor.focus(editor);
  }

  function openImagePicker() {
    imageSelectionRef.current = editor.selection;
    fileInputRef.current?.click();
  }

  async function uploadAndInsert(file: File) {
    const lowerName = file.name.toLowerCase();
    if (!IMAGE_EXTENSIONS.some((extension) => lowerName.endsWith(extension))) {
      toast.error(intl.formatMessage(msg('richText.imageWrongType'), { types: IMAGE_EXTENSIONS.join(', ') }));
      return;
    }
    setUpload({ name: file.name, percent: 0 });
    try {
      const url = await uploadImage(file, {
        onProgress: ({ percent }) => setUpload({ name: file.name, percent }),
      });
      const selection = imageSelectionRef.current;
      if (selection) Transforms.select(editor, selection);
      insertImage(editor, url, '');
    } catch {
      toast.error(intl.formatMessage(msg('richText.imageUploadFailed')));
    } finally {
      setUpload(null);
    }
  }

  const labelledBy =
    ariaLabelledBy ?? (ariaLabel === undefined && id !== undefined ? `${id}-label` : undefined);

  return (
    <div
      data-slot="rich-text-editor"
      data-disabled={disabled || undefined}
      className={cn(
        'overflow-hidden rounded-md border border-input shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50',
        (ariaInvalid === true || ariaInvalid === 'true') && 'border-destructive',
        disabled && 'opacity-60',
        className,
      )}
    >
      <Slate key={doc.key} editor={editor} initialValue={doc.nodes} onValueChange={handleValueChange}>
        <Toolbar
          disabled={disabled}
          onLink={openLinkDialog}
          onImage={openImagePicker}
          uploading={upload !== null}
        />
        {upload ? (
          <div className="grid gap-1 border-b px-3 py-2 text-xs text-muted-foreground">
            <FormattedMessage {...msg('richText.imageUploading')} values={{ name: upload.name }} />
            <Progress
              value={upload.percent}
              aria-label={intl.formatMessage(msg('richText.imageUploadProgress'), { name: upload.name })}
            />
          </div>
        ) : null}
        <Editable
          id={editableId}
          aria-label={ariaLabel}
          aria-labelledby={labelledBy}
          aria-describedby={ariaDescribedBy}
          aria-invalid={ariaInvalid}
          aria-required={ariaRequired}
          readOnly={disabled}
          placeholder={placeholder}
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          spellCheck
          className={cn('min-h-40 px-3 py-2 text-sm outline-none', contentClassName)}
        />
      </Slate>
      <input
        ref={fileInputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void uploadAndInsert(file);
        }}
      />
      <Dialog open={link !== null} onOpenChange={(open) => (open ? undefined : setLink(null))}>
        <DialogContent>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              event.stopPropagation();
              applyLink();
            }}
          >
            <DialogHeader>
              <DialogTitle>
                <FormattedMessage {...msg('richText.linkDialogTitle')} />
              </DialogTitle>
              <DialogDescription>
                <FormattedMessage {...msg('richText.linkDialogDescription')} />
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor={`${editableId}-link-url`}>
                <FormattedMessage {...msg('richText.linkUrl')} />
              </Label>
              <Input
                id={`${editableId}-link-url`}
                value={link?.url ?? ''}
                autoFocus
                inputMode="url"
                aria-invalid={link?.invalid || undefined}
                aria-describedby={link?.invalid ? `${editableId}-link-error` : undefined}
                onChange={(event) =>
                  setLink((current) => current && { ...current, url: event.target.value, invalid: false })
                }
              />
              {link?.invalid ? (
                <p id={`${editableId}-link-error`} role="alert" className="text-sm text-destructive">
                  <FormattedMessage {...msg('richText.linkInvalid')} />
                </p>
              ) : null}
            </div>
            {link?.needsText ? (
              <div className="grid gap-2">
                <Label htmlFor={`${editableId}-link-text`}>
                  <FormattedMessage {...msg('richText.linkText')} />
                </Label>
                <Input
                  id={`${editableId}-link-text`}
                  value={link.text}
                  onChange={(event) =>
                    setLink((current) => current && { ...current, text: event.target.value })
                  }
                />
              </div>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setLink(null)}>
                <FormattedMessage {...msg('richText.linkCancel')} />
              </Button>
              <Button type="submit" disabled={(link?.url.trim() ?? '') === ''}>
                <FormattedMessage {...msg('richText.linkApply')} />
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
