import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
  cn,
} from '@backoffice/ui';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon } from 'lucide-react';
import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export type FeedbackTone = 'success' | 'error' | 'info';

const TONE_ICONS = {
  success: { Icon: CircleCheckIcon, className: 'text-success' },
  error: { Icon: CircleAlertIcon, className: 'text-destructive' },
  info: { Icon: InfoIcon, className: 'text-info' },
} as const;

export interface FeedbackDialogProps {
  open: boolean;
  tone: FeedbackTone;
  title: ReactNode;
  text: ReactNode;
  /** Called when the user dismisses the dialog (OK button or Escape). */
  onClose: () => void;
  /** Label of the dismiss button (default "OK"). */
  closeLabel?: ReactNode;
  /** Where the focus goes once dismissed (else back where it was). */
  focusAfter?: () => HTMLElement | null;
}

/** The spec's alerts: a title ('Error!', 'Success!'...) and a text, dismissed with OK (or Escape). */
export function FeedbackDialog({
  open,
  tone,
  title,
  text,
  onClose,
  closeLabel,
  focusAfter,
}: FeedbackDialogProps) {
  const { Icon, className: iconClassName } = TONE_ICONS[tone];
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <AlertDialogContent
        data-tone={tone}
        onCloseAutoFocus={(event) => {
          const target = focusAfter?.();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle className="flex items-center gap-2">
            <Icon aria-hidden="true" className={cn('size-5 shrink-0', iconClassName)} />
            {title}
          </AlertDialogTitle>
          <AlertDialogDescription className="text-base text-foreground">{text}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <Button autoFocus onClick={onClose}>
            {closeLabel ?? <FormattedMessage id="common.ok" />}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
