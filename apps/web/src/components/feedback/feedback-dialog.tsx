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
}

/** The spec's alerts: a title ('Error!', 'Success!'...) and a text, dismissed with OK (or Escape). */
export function FeedbackDialog({ open, tone, title, text, onClose, closeLabel }: FeedbackDialogProps) {
  const { Icon, className: iconClassName } = TONE_ICONS[tone];
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <AlertDialogContent data-tone={tone}>
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
