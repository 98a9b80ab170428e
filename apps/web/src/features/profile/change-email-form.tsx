import { currentPasswordSchema, emailUpdateFormSchema, FIELD_LIMITS } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';

import { useCurrentUser } from '../../app/session';
import { Form, PasswordField, SubmitRow, TextField, useChangeForm } from '../../components/form';
import { useTRPC } from '../../lib/trpc';

const EMPTY = { new_email: '', repeat_email: '', password: '' };
/** The server asks for the current password with every email change (a session alone is not enough). */
const changeEmailSchema = emailUpdateFormSchema.safeExtend({ password: currentPasswordSchema });

export function ChangeEmailForm() {
  const trpc = useTRPC();
  const user = useCurrentUser();
  const updateEmail = useMutation(trpc.account.profile.emailUpdate.mutationOptions());

  const form = useChangeForm({
    schema: changeEmailSchema,
    initialValues: EMPTY,
    save: ({ new_email, password }) => updateEmail.mutateAsync({ new_email, password }),
    invalidate: [trpc.account.enter.currentSession.queryKey()],
    // The spec confirms an email change with the password text ('Пароль успешно сменен').
    successId: 'msg.passwordChanged',
    clearOnSave: true,
    conflictField: 'new_email',
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
      <PasswordField
        form={form}
        name="password"
        purpose="current"
        maxLength={FIELD_LIMITS.loginPasswordMax}
        label={<FormattedMessage id="profile.field.oldPassword" />}
      />
      <SubmitRow form={form}>
        <FormattedMessage id="profile.email.submit" />
      </SubmitRow>
    </Form>
  );
}
