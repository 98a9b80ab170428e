import { UploadIcon } from 'lucide-react';
import * as React from 'react';

import { cn } from '../lib/cn';
import { mergeRefs } from '../lib/refs';
import { Button } from './button';

export interface FilePickerProps extends Omit<React.ComponentProps<'input'>, 'type' | 'children'> {
  /** The button's text, e.g. 'Choose a CSV file'. */
  buttonLabel: React.ReactNode;
  /** Shown beside the button until a file is chosen. */
  emptyText: React.ReactNode;
}

/**
 * A styled button in place of the browser's own file input, which it opens; the chosen file's name
 * shows beside it. The native input stays in the page (visually hidden) so labels, `accept`, forms
 * and automation keep working on it.
 */
export function FilePicker({
  buttonLabel,
  emptyText,
  className,
  disabled,
  onChange,
  ref,
  ...input
}: FilePickerProps) {
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const [fileName, setFileName] = React.useState<string | null>(null);
  return (
    <div data-slot="file-picker" className={cn('inline-flex min-w-0 items-center gap-2', className)}>
      <input
        ref={mergeRefs(inputRef, ref)}
        type="file"
        className="sr-only"
        tabIndex={-1}
        disabled={disabled}
        onChange={(event) => {
          setFileName(event.target.files?.[0]?.name ?? null);
          onChange?.(event);
        }}
        {...input}
      />
      <Button type="button" variant="outline" disabled={disabled} onClick={() => inputRef.current?.click()}>
        <UploadIcon aria-hidden="true" />
        {buttonLabel}
      </Button>
      <span className="truncate text-sm text-muted-foreground" aria-live="polite">
        {fileName ?? emptyText}
      </span>
    </div>
  );
}
