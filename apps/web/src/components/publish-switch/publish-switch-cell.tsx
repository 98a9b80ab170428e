import { useState } from 'react';
import { useIntl } from 'react-intl';

import { cn, Spinner, Switch, toast } from '@backoffice/ui';
import { msg } from './messages';

export interface PublishSwitchCellProps {
  /** The saved value (e.g. `row.publish === 1`). */
  checked: boolean;
  /**
   * Saves the new value at once (e.g. `(next) => mutation.mutateAsync({ uuid, publish: next ? 1 : 0 })`).
   * A rejected promise reverts the switch.
   */
  onToggle: (next: boolean) => Promise<unknown>;
  /** Accessible name, e.g. "Publish: Summer offer". */
  label: string;
  /** Called after a successful save: reload the list here (e.g. `queryClient.invalidateQueries(...)`). */
  onSuccess?: (next: boolean) => void;
  /** Called after a failed save, once the switch has reverted. Without it an error toast is shown. */
  onError?: (error: unknown, attempted: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A list row's publish (or active/status) switch: saves at once, shows the new position while the call
 * runs (disabled, busy, spinner), keeps it after success until the reloaded row says otherwise (with a
 * toast offering Undo), and goes back with an error message on failure.
 */
export function PublishSwitchCell({
  checked,
  onToggle,
  label,
  onSuccess,
  onError,
  disabled = false,
  className,
}: PublishSwitchCellProps) {
  const intl = useIntl();
  // The value shown until the saved value (the prop) changes: the one being saved, or just saved.
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const [savedChecked, setSavedChecked] = useState(checked);
  if (savedChecked !== checked) {
    setSavedChecked(checked);
    if (!pending) setOptimistic(null);
  }

  const shown = optimistic ?? checked;

  /** Saves `next`; a change made by hand (not its undoing) says so in a toast that offers Undo. */
  async function toggle(next: boolean, undoable = true) {
    if (pending) return;
    setOptimistic(next);
    setPending(true);
    try {
      await onToggle(next);
      setPending(false);
      onSuccess?.(next);
      toast.success(intl.formatMessage(msg('publishSwitch.saved')), {
        id: `publish-switch:${label}`,
        description: intl.formatMessage(msg(next ? 'publishSwitch.savedOn' : 'publishSwitch.savedOff'), {
          label,
        }),
        action: undoable
          ? { label: intl.formatMessage(msg('publishSwitch.undo')), onClick: () => void toggle(!next, false) }
          : undefined,
      });
    } catch (error) {
      setPending(false);
      setOptimistic(null);
      if (onError) onError(error, next);
      else
        toast.error(intl.formatMessage(msg('publishSwitch.errorTitle')), {
          description: intl.formatMessage(msg('publishSwitch.errorText')),
        });
    }
  }

  return (
    <span
      data-slot="publish-switch-cell"
      data-pending={pending || undefined}
      className={cn('inline-flex items-center gap-2', className)}
    >
      <Switch
        checked={shown}
        onCheckedChange={(next) => void toggle(next)}
        aria-label={label}
        aria-busy={pending || undefined}
        disabled={disabled || pending}
      />
      {pending ? <Spinner size="sm" label={intl.formatMessage(msg('publishSwitch.saving'))} /> : null}
    </span>
  );
}
