import { FIELD_LIMITS, passwordUpdateFormSchema } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';

import { Form, SubmitRow, TextField, useChangeForm } from '../../components/form';
import { useTRPC } from '../../lib/trpc';

const EMPTY = { old_password: '', new_password: '', repeat_password: '' };

export function ChangePasswordForm() {
  const trpc = useTRPC();
  const updatePassword = useMutation(trpc.account.profile.passwordUpdate.mutationOptions());

  const form = useChangeForm({
    schema: passwordUpdateFormSchema,
    initialValues: EMPTY,
    save: ({ old_password, new_password }) => updatePassword.mutateAsync({ old_password, new_password }),
    successId: 'msg.passwordChanged',
    clearOnSave: true,
  });

  return (
    <Form form={form} className="max-w-xl">
      <TextField
        form={form}
        name="old_password"
        type="password"
        autoComplete="current-password"
        maxLength={FIELD_LIMITS.loginPasswordMax}
        required
        label={<FormattedMessage id="profile.field.oldPassword" />}
      />
      <TextField
        form={form}
        name="new_password"
        type="password"
        autoComplete="new-password"
        maxLength={FIELD_LIMITS.passwordMax}
        required
        label={<FormattedMessage id="profile.field.newPassword" />}
      />
      <TextField
        form={form}
        name="repeat_password"
        type="password"
        autoComplete="new-password"
        maxLength={FIELD_LIMITS.passwordMax}
        required
        label={<FormattedMessage id="profile.field.repeatPassword" />}
      />
      <SubmitRow form={form}>
        <FormattedMessage id="profile.password.submit" />
      </SubmitRow>
    </Form>
  );
}
