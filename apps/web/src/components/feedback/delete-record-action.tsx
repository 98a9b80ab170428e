import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';
import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';

import { type AppMessageId } from '../../i18n';
import { ConfirmedAction } from './confirmed-action';
import { useSpecFeedback } from './use-spec-feedback';

export interface DeleteRecordActionProps {
  /** What deleting does, shown above the button. */
  text: ReactNode;
  label: ReactNode;
  confirmTitle: ReactNode;
  confirmText?: ReactNode;
  /** The delete call; a failure is reported with the server's reply and the screen stays. */
  remove: () => Promise<unknown>;
  /** The lists that showed the record. */
  invalidate: readonly QueryKey[];
  successId: AppMessageId;
  /** Where to go once the success alert is dismissed: the record's screen has nothing left to show. */
  redirectTo: string;
}

/** The delete section of an edit screen: asks (Cancel/Confirm), deletes, reports, leaves. */
export function DeleteRecordAction({
  text,
  label,
  confirmTitle,
  confirmText,
  remove,
  invalidate,
  successId,
  redirectTo,
}: DeleteRecordActionProps) {
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const confirmed = async () => {
    try {
      await remove();
    } catch (error) {
      void report.failed(error);
      return;
    }
    for (const queryKey of invalidate) void queryClient.invalidateQueries({ queryKey });
    // Awaited: the question stays open under the alert until the user has read it.
    await report.succeeded(successId, 'msg.titleRuSuccessfully');
    navigate(redirectTo);
  };
  return (
    <ConfirmedAction
      destructive
      text={text}
      icon={<Trash2Icon aria-hidden="true" />}
      label={label}
      confirmTitle={confirmTitle}
      confirmText={confirmText}
      cancelLabel={<FormattedMessage id="msg.cancel" />}
      confirmLabel={<FormattedMessage id="msg.confirm" />}
      onConfirm={confirmed}
    />
  );
}
