import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from '@backoffice/ui';
import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Defaults to "Are you sure?". */
  title?: ReactNode;
  description?: ReactNode;
  /** Defaults to "Yes". */
  confirmLabel?: ReactNode;
  /** Defaults to "No". */
  cancelLabel?: ReactNode;
  /** Red confirm button, for deletions. */
  destructive?: boolean;
  /**
   * Runs on confirm. A returned promise keeps the dialog open with both buttons disabled until it
   * settles; then the dialog closes (report failures from inside `onConfirm`).
   */
  onConfirm: () => unknown;
  /** Pending state driven from outside (e.g. a mutation started elsewhere). */
  pending?: boolean;
}

/**
 * The element that had the focus, or the one that took its place: a list that renders again while
 * the question is open replaces its row buttons with new ones of the same name.
 */
function stillThere(element: HTMLElement | null): HTMLElement | null {
  if (!element || element.isConnected) return element;
  const name = element.getAttribute('aria-label');
  if (!name) return null;
  return document.querySelector<HTMLElement>(`${element.tagName}[aria-label="${CSS.escape(name)}"]`);
}

/**
 * A yes/no question before an action (No/Yes by default, Cancel/Confirm where the spec says so). It
 * holds the focus as a modal question must: the safe choice is focused on open, Tab stays inside, and
 * on close the focus goes back to what had it before (the button that asked), however it was opened.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  pending: pendingProp = false,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const pending = pendingProp || running;
  // Who had the focus is read while rendering the opening, before anything is committed: the commit
  // that opens the question may also replace the button that asked (a list rendering its rows again).
  const [openSeen, setOpenSeen] = useState(open);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if (open !== openSeen) {
    setOpenSeen(open);
    if (open) setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setRunning(true);
    try {
      await result;
    } catch {
      // onConfirm reports its own failures; the question is over either way.
    } finally {
      setRunning(false);
      onOpenChange(false);
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      {/* Without a description, say so explicitly (Radix warns otherwise). */}
      <AlertDialogContent
        {...(description ? {} : { 'aria-describedby': undefined })}
        onCloseAutoFocus={(event) => {
          // Radix would focus its trigger, and a question asked from code has none.
          const target = stillThere(opener);
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title ?? <FormattedMessage id="confirm.title" />}</AlertDialogTitle>
          {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
        </AlertDialogHeader>
        <AlertDialogFooter>
          {/* The dialog's Cancel part: Radix focuses it on open. */}
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={pending}>
              {cancelLabel ?? <FormattedMessage id="msg.no" />}
            </Button>
          </AlertDialogCancel>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            loading={pending}
            onClick={() => void confirm()}
          >
            {confirmLabel ?? <FormattedMessage id="msg.yes" />}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
