import { type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@backoffice/ui';

import { UNSAVED_CHANGES_MESSAGES } from './unsaved-changes-messages';

function msg(id: keyof typeof UNSAVED_CHANGES_MESSAGES): MessageDescriptor {
  return { id, defaultMessage: UNSAVED_CHANGES_MESSAGES[id] };
}

/** The guard's Stay/Leave question (loaded with the first question, see useUnsavedChanges). */
export function UnsavedChangesDialog({
  open,
  message,
  onStay,
  onLeave,
}: {
  open: boolean;
  message?: ReactNode;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            <FormattedMessage {...msg('unsavedChanges.title')} />
          </AlertDialogTitle>
          <AlertDialogDescription>
            {message ?? <FormattedMessage {...msg('unsavedChanges.message')} />}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>
            <FormattedMessage {...msg('unsavedChanges.stay')} />
          </AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onLeave}>
            <FormattedMessage {...msg('unsavedChanges.leave')} />
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
