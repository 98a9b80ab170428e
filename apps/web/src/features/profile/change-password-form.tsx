import { FIELD_LIMITS, passwordUpdateFormSchema } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';

import { Form, SubmitButton, TextField, useZodForm } from '../../components/form';
import { useTRPC } from '../../lib/trpc';
import { useProfileFeedback } from './use-profile-feedback';

const EMPTY = { old_password: '', new_password: '', repeat_password: '' };

export function ChangePasswordForm() {
  const trpc = useTRPC();
  const report = useProfileFeedback();
  const updatePassword = useMutation(trpc.account.profile.passwordUpdate.mutationOptions());

  const form = useZodForm({
    schema: passwordUpdateFormSchema,
    initialValues: EMPTY,
    onSubmit: async ({ old_password, new_password }) => {
      try {
        await updatePassword.mutateAsync({ old_password, new_password });
      } catch (error) {
        void report.failed(error);
        return;
      }
      form.reset(EMPTY);
      void report.succeeded('msg.passwordChanged');
    },
    onInvalid: () => void report.invalidForm(),
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
      <div>
        <SubmitButton form={form}>
          <FormattedMessage id="profile.password.submit" />
        </SubmitButton>
      </div>
    </Form>
  );
}
