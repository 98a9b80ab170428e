import {
  AlertDialog,
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

/** A yes/no question before an action (No/Yes by default, Cancel/Confirm where the spec says so). */
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
      <AlertDialogContent {...(description ? {} : { 'aria-describedby': undefined })}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title ?? <FormattedMessage id="confirm.title" />}</AlertDialogTitle>
          {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
            {cancelLabel ?? <FormattedMessage id="msg.no" />}
          </Button>
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
