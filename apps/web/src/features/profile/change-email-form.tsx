import { emailUpdateFormSchema, FIELD_LIMITS } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';

import { useCurrentUser } from '../../app/session';
import { Form, SubmitButton, TextField, useZodForm } from '../../components/form';
import { useTRPC } from '../../lib/trpc';
import { useProfileFeedback } from './use-profile-feedback';

const EMPTY = { new_email: '', repeat_email: '' };

export function ChangeEmailForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const report = useProfileFeedback();
  const updateEmail = useMutation(trpc.account.profile.emailUpdate.mutationOptions());

  const form = useZodForm({
    schema: emailUpdateFormSchema,
    initialValues: EMPTY,
    onSubmit: async ({ new_email }) => {
      try {
        await updateEmail.mutateAsync({ new_email });
      } catch (error) {
        void report.failed(error);
        return;
      }
      form.reset(EMPTY);
      void queryClient.invalidateQueries({ queryKey: trpc.account.enter.currentSession.queryKey() });
      // The spec confirms an email change with the password text ('Пароль успешно сменен').
      void report.succeeded('msg.passwordChanged');
    },
    onInvalid: () => void report.invalidForm(),
  });

  return (
    <Form form={form} className="max-w-xl">
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id="profile.email.current"
          values={{ email: <strong className="text-foreground">{user.email}</strong> }}
        />
      </p>
      <TextField
        form={form}
        name="new_email"
        type="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.profileEmailMax}
        required
        label={<FormattedMessage id="profile.field.newEmail" />}
      />
      <TextField
        form={form}
        name="repeat_email"
        type="email"
        autoComplete="email"
        maxLength={FIELD_LIMITS.profileEmailMax}
        required
        label={<FormattedMessage id="profile.field.repeatEmail" />}
      />
      <div>
        <SubmitButton form={form}>
          <FormattedMessage id="profile.email.submit" />
        </SubmitButton>
      </div>
    </Form>
  );
}
