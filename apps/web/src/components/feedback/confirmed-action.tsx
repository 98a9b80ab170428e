import { Button } from '@backoffice/ui';
import { type ReactNode, useState } from 'react';

import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmedActionProps {
  /** What the action does, shown above its button. */
  text: ReactNode;
  /** The button's icon and label. */
  icon: ReactNode;
  label: ReactNode;
  destructive?: boolean;
  confirmTitle: ReactNode;
  confirmText?: ReactNode;
  cancelLabel?: ReactNode;
  confirmLabel?: ReactNode;
  /** Runs after the user confirms; the dialog stays busy until it settles. */
  onConfirm: () => Promise<void> | void;
}

/** A section holding one consequential action (delete, sign in as) that asks before it runs. */
export function ConfirmedAction({
  text,
  icon,
  label,
  destructive = false,
  confirmTitle,
  confirmText,
  cancelLabel,
  confirmLabel,
  onConfirm,
}: ConfirmedActionProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="grid max-w-xl gap-4">
      <p className="text-sm text-muted-foreground">{text}</p>
      <div>
        <Button variant={destructive ? 'destructive' : 'default'} onClick={() => setConfirming(true)}>
          {icon}
          {label}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        destructive={destructive}
        title={confirmTitle}
        description={confirmText}
        cancelLabel={cancelLabel}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
      />
    </div>
  );
}
