import { DownloadIcon, FileIcon, LinkIcon, UploadIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { type ImageSize, storedFileDisplayName } from '@backoffice/shared';
import { Button, cn, joinIds, Label, Progress, toast } from '@backoffice/ui';

import {
  copyText,
  downloadAndSave,
  FileApiError,
  type FileFieldKind,
  publicFileUrl,
  type UploadedFile,
  uploadFileDetailed,
} from './file-api';
import { msg } from './messages';

/**
 * What each kind takes in the browser (the `accept` attribute and the first, by-name check); the
 * server decides again from the bytes. Mirrors `inspectUpload` of `@backoffice/api`.
 */
export const FILE_FIELD_KINDS: Record<FileFieldKind, { accept: string; extensions: readonly string[] }> = {
  image: {
    accept: '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp',
    extensions: ['.jpg', '.jpeg', '.png', '.webp'],
  },
  pdf: { accept: '.pdf,application/pdf', extensions: ['.pdf'] },
  html: { accept: '.html,.htm,text/html', extensions: ['.html', '.htm'] },
  csv: { accept: '.csv,.txt,text/csv,text/plain', extensions: ['.csv', '.txt'] },
  document: {
    accept:
      '.pdf,.jpg,.jpeg,.png,.webp,.csv,.txt,application/pdf,image/jpeg,image/png,image/webp,text/csv,text/plain',
    extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.webp', '.csv', '.txt'],
  },
};

/** The server's default upload limit (UPLOAD_MAX_MB, 20). */
export const DEFAULT_MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export interface FileFieldProps {
  /** Stored path of the current file ('' when there is none). */
  value: string;
  /** Receives the stored path after an upload, or '' when cleared. */
  onChange: (path: string) => void;
  /**
   * What the field takes, sent as `kind` so the server checks the bytes against it: 'image' (PNG,
   * JPEG, WebP), 'pdf', 'html' (email templates, served only as downloads), 'csv' (CSV or .txt
   * without markup) or 'document' (any of image, pdf, csv).
   */
  kind: FileFieldKind;
  /** Upload folder (`currentDir`), e.g. 'blog', 'slider', 'offers'. */
  currentDir: string;
  /** `accept` of the file input; its `.ext` entries also drive the client-side check. Default: the kind's. */
  accept?: string;
  /** Largest file accepted (default 20 MB, the server's default). */
  maxBytes?: number;
  /**
   * The spec's size for this image (e.g. BLOG_IMAGE_SIZES.image1): shown as a hint, and after an
   * upload whose dimensions differ the field warns (the file is stored anyway).
   */
  imageSize?: ImageSize;
  /** Told what the server stored (path, served name, type, size and an image's dimensions). */
  onUploaded?: (file: UploadedFile) => void;
  /** Extra hint text under the field. */
  hint?: ReactNode;
  /** Visible label; leave it out inside a FormField (which labels the file input through `id`). */
  label?: ReactNode;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
  /** An error from the form (e.g. "required"); upload errors are shown by the field itself. */
  error?: ReactNode;
  disabled?: boolean;
  /** Offer a button that clears the value (default true). */
  clearable?: boolean;
  /** Show Download and Copy link for the current file (default true). */
  showDownload?: boolean;
  showCopyLink?: boolean;
  /** Show a thumbnail of the current image (default: for images). */
  preview?: boolean;
  /** Told when an upload starts and ends, e.g. to disable Save meanwhile. */
  onUploadingChange?: (uploading: boolean) => void;
  onUploadError?: (error: unknown) => void;
  className?: string;
}

function extensionsOf(accept: string | undefined, kind: FileFieldKind): string[] {
  const fromAccept = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => token.startsWith('.') && token.length > 1);
  return fromAccept.length > 0 ? fromAccept : [...FILE_FIELD_KINDS[kind].extensions];
}

function formatMegabytes(bytes: number): string {
  const megabytes = bytes / 1024 / 1024;
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
}

interface Uploading {
  name: string;
  percent: number | null;
}

/**
 * A stored-file field: choose and upload (with progress), then the file name with Download, Copy link and
 * Remove. The upload goes to `POST /api/file/upload` at once; the form saves only the returned path.
 */
export function FileField({
  value,
  onChange,
  kind,
  currentDir,
  accept,
  maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
  imageSize,
  hint,
  label,
  id: idProp,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  error,
  disabled = false,
  clearable = true,
  showDownload = true,
  showCopyLink = true,
  preview = kind === 'image',
  onUploadingChange,
  onUploadError,
  onUploaded,
  className,
}: FileFieldProps) {
  const intl = useIntl();
  const generatedId = useId();
  const inputId = idProp ?? `file-field${generatedId}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-upload-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [sizeWarning, setSizeWarning] = useState<string | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const extensions = extensionsOf(accept, kind);
  const acceptAttribute = accept ?? FILE_FIELD_KINDS[kind].accept;
  const fileName = storedFileDisplayName(value);
  const busy = uploading !== null;

  function setBusy(next: Uploading | null) {
    setUploading(next);
    onUploadingChange?.(next !== null);
  }

  async function upload(file: File) {
    setUploadError(null);
    setSizeWarning(null);
    const lowerName = file.name.toLowerCase();
    if (!extensions.some((extension) => lowerName.endsWith(extension))) {
      setUploadError(intl.formatMessage(msg('fileField.wrongType'), { types: extensions.join(', ') }));
      return;
    }
    if (file.size > maxBytes) {
      setUploadError(intl.formatMessage(msg('fileField.tooLarge'), { size: formatMegabytes(maxBytes) }));
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setBusy({ name: file.name, percent: 0 });
    try {
      const uploaded = await uploadFileDetailed(
        file,
        { currentDir, kind },
        {
          signal: controller.signal,
          onProgress: ({ percent }) => setUploading({ name: file.name, percent }),
        },
      );
      if (controller.signal.aborted) return;
      if (
        imageSize &&
        uploaded.width !== undefined &&
        (uploaded.width !== imageSize.width || uploaded.height !== imageSize.height)
      )
        setSizeWarning(
          intl.formatMessage(msg('fileField.sizeMismatch'), {
            width: uploaded.width,
            height: uploaded.height,
            expectedWidth: imageSize.width,
            expectedHeight: imageSize.height,
          }),
        );
      onChange(uploaded.path);
      onUploaded?.(uploaded);
    } catch (caught) {
      if (caught instanceof FileApiError && caught.code === 'ABORTED') return;
      const message =
        caught instanceof FileApiError && caught.status === 413
          ? intl.formatMessage(msg('fileField.tooLarge'), { size: formatMegabytes(maxBytes) })
          : caught instanceof FileApiError && (caught.status === 415 || caught.status === 400)
            ? intl.formatMessage(msg('fileField.wrongType'), { types: extensions.join(', ') })
            : intl.formatMessage(msg('fileField.uploadFailed'));
      setUploadError(message);
      onUploadError?.(caught);
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setBusy(null);
      }
    }
  }

  async function download() {
    setDownloading(true);
    try {
      await downloadAndSave(value);
    } catch {
      toast.error(intl.formatMessage(msg('fileField.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  }

  async function copyLink() {
    const copied = await copyText(publicFileUrl(value));
    if (copied) toast.success(intl.formatMessage(msg('fileField.linkCopied')));
    else toast.error(intl.formatMessage(msg('fileField.copyFailed')));
  }

  function cancelUpload() {
    abortRef.current?.abort();
    abortRef.current = null;
    setBusy(null);
  }

  const hasFormError = error !== undefined && error !== null && error !== false && error !== '';
  const hasError = uploadError !== null || hasFormError;
  const describedByIds = joinIds(describedBy, hintId, hasError && errorId);

  return (
    <div data-slot="file-field" className={cn('grid gap-2', className)}>
      {label !== undefined ? <Label htmlFor={inputId}>{label}</Label> : null}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={acceptAttribute}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled || busy}
        aria-describedby={describedByIds}
        aria-invalid={ariaInvalid ?? (hasError ? true : undefined)}
        aria-required={ariaRequired}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || busy}
          aria-describedby={describedByIds}
          onClick={() => inputRef.current?.click()}
        >
          <UploadIcon aria-hidden="true" />
          {value ? (
            <FormattedMessage {...msg('fileField.replace')} />
          ) : (
            <FormattedMessage {...msg('fileField.choose')} />
          )}
        </Button>
        {value ? (
          <>
            <span data-slot="file-field-name" className="inline-flex min-w-0 items-center gap-1.5 text-sm">
              <FileIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="truncate" title={fileName}>
                {fileName}
              </span>
            </span>
            {showDownload ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                loading={downloading}
                onClick={() => void download()}
              >
                <DownloadIcon aria-hidden="true" />
                <FormattedMessage {...msg('fileField.download')} />
              </Button>
            ) : null}
            {showCopyLink ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => void copyLink()}>
                <LinkIcon aria-hidden="true" />
                <FormattedMessage {...msg('fileField.copyLink')} />
              </Button>
            ) : null}
            {clearable ? (
              <Button
                type="button"
                variant="ghost"
                size="icon-sm"
                disabled={disabled || busy}
                aria-label={intl.formatMessage(msg('fileField.remove'), { name: fileName })}
                onClick={() => {
                  setUploadError(null);
                  setSizeWarning(null);
                  onChange('');
                }}
              >
                <XIcon aria-hidden="true" />
              </Button>
            ) : null}
          </>
        ) : !busy ? (
          <span className="text-sm text-muted-foreground">
            <FormattedMessage {...msg('fileField.noFile')} />
          </span>
        ) : null}
      </div>

      {uploading ? (
        <div className="grid gap-1" data-slot="file-field-progress">
          <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
            <span className="truncate">
              <FormattedMessage {...msg('fileField.uploading')} values={{ name: uploading.name }} />
            </span>
            <span className="flex items-center gap-2 tabular-nums">
              {uploading.percent === null ? null : `${uploading.percent}%`}
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto p-0 text-xs"
                onClick={cancelUpload}
              >
                <FormattedMessage {...msg('fileField.cancelUpload')} />
              </Button>
            </span>
          </div>
          <Progress
            value={uploading.percent}
            aria-label={intl.formatMessage(msg('fileField.uploadProgress'), { name: uploading.name })}
          />
        </div>
      ) : null}

      {preview && value && !busy ? (
        <img
          src={value}
          alt=""
          data-slot="file-field-preview"
          className="max-h-32 max-w-64 rounded-md border object-contain"
        />
      ) : null}

      <p id={hintId} className="text-xs text-muted-foreground">
        <FormattedMessage
          {...msg('fileField.hint')}
          values={{ types: extensions.join(', '), size: formatMegabytes(maxBytes) }}
        />
        {imageSize ? (
          <>
            {' '}
            <FormattedMessage
              {...msg('fileField.imageSize')}
              values={{ width: imageSize.width, height: imageSize.height }}
            />
          </>
        ) : null}
        {hint ? <> {hint}</> : null}
      </p>

      {sizeWarning && value ? (
        <p
          role="status"
          data-slot="file-field-size-warning"
          className="text-sm text-amber-700 dark:text-amber-400"
        >
          {sizeWarning}
        </p>
      ) : null}

      {hasError ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {uploadError ?? error}
        </p>
      ) : null}
    </div>
  );
}
