import { useMutation } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';

import { HOME_PATH, signOut, useCurrentUser } from '../../app/session';
import { ConfirmedAction, useSpecFeedback } from '../../components/feedback';
import { useTRPC } from '../../lib/trpc';

/** Deletes the own account after a confirmation, then signs out and goes to / (which shows the login). */
export function DeleteProfileSection() {
  const trpc = useTRPC();
  const user = useCurrentUser();
  const report = useSpecFeedback();
  const deleteSelf = useMutation(trpc.account.profile.deleteSelf.mutationOptions());

  const deleteProfile = async () => {
    try {
      await deleteSelf.mutateAsync({ user_uuid: user.user_uuid, user_role: user.system_role });
    } catch (error) {
      void report.failed(error);
      return;
    }
    void report.succeeded('msg.profileDeleted', 'msg.titleRuSuccessfully').then(async () => {
      await signOut();
      navigate(HOME_PATH, { replace: true });
    });
  };

  return (
    <ConfirmedAction
      destructive
      text={<FormattedMessage id="profile.delete.text" />}
      icon={<Trash2Icon aria-hidden="true" />}
      label={<FormattedMessage id="profile.delete.submit" />}
      confirmTitle={<FormattedMessage id="profile.delete.confirmTitle" />}
      confirmText={<FormattedMessage id="profile.delete.confirmText" />}
      onConfirm={deleteProfile}
    />
  );
}
