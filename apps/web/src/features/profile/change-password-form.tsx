import { FIELD_LIMITS, passwordUpdateFormSchema } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';

import { Form, NewPasswordFields, PasswordField, SubmitRow, useChangeForm } from '../../components/form';
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
      <PasswordField
        form={form}
        name="old_password"
        purpose="current"
        maxLength={FIELD_LIMITS.loginPasswordMax}
        label={<FormattedMessage id="profile.field.oldPassword" />}
      />
      <NewPasswordFields
        form={form}
        name="new_password"
        maxLength={FIELD_LIMITS.passwordMax}
        label={<FormattedMessage id="profile.field.newPassword" />}
        repeatName="repeat_password"
        repeatLabel={<FormattedMessage id="profile.field.repeatPassword" />}
      />
      <SubmitRow form={form}>
        <FormattedMessage id="profile.password.submit" />
      </SubmitRow>
    </Form>
  );
}
