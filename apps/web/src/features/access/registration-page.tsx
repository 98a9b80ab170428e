import { FIELD_LIMITS, registrationFormSchema, Sex } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';

import { LOGIN_PATH, loginPathFor } from '../../app/session';
import { useFeedback } from '../../components/feedback';
import { Form, NewPasswordFields, SubmitButton, TextField, useZodForm } from '../../components/form';
import { useTRPC } from '../../lib/trpc';
import { AccessLayout } from './access-layout';
import { AccessLink } from './access-links';
import { PasswordRulesHint } from './password-rules-hint';

/**
 * /enter/registration/: a new account waits for an administrator. The server answers an address that
 * already has an account as a new one (and emails its owner), so the screen says the same in both
 * cases, then leads to the login with the email filled in.
 */
export function RegistrationPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const feedback = useFeedback();
  const register = useMutation(trpc.account.enter.registration.mutationOptions());

  const form = useZodForm({
    schema: registrationFormSchema,
    initialValues: { email: '', password: '', repeat_password: '' },
    guardUnsaved: false,
    onSubmit: async ({ email, password }) => {
      let userUuid: string;
      try {
        // The contract's registration body: names empty and sex 'n' (spec 000, section 7).
        const answer = await register.mutateAsync({
          email,
          password,
          first_name: '',
          last_name: '',
          second_name: '',
          sex: Sex.NotSpecified,
        });
        userUuid = answer.response.user_uuid;
      } catch {
        void feedback.showError({ text: intl.formatMessage({ id: 'msg.requestError' }) });
        return;
      }
      await feedback.showSuccess({ text: intl.formatMessage({ id: 'msg.registrationReceived' }, { email }) });
      navigate(loginPathFor(email, userUuid));
    },
    onInvalid: () => void feedback.showError({ text: intl.formatMessage({ id: 'msg.formError' }) }),
  });

  return (
    <AccessLayout
      heading={<FormattedMessage id="access.registration.heading" />}
      description={<FormattedMessage id="access.registration.note" />}
      footer={
        <AccessLink lead={<FormattedMessage id="access.registration.haveAccount" />} href={LOGIN_PATH}>
          <FormattedMessage id="access.registration.toLogin" />
        </AccessLink>
      }
    >
      <Form form={form}>
        <TextField
          form={form}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={FIELD_LIMITS.loginEmailMax}
          autoFocus
          required
          label={<FormattedMessage id="access.field.email" />}
        />
        <NewPasswordFields
          form={form}
          name="password"
          maxLength={FIELD_LIMITS.loginPasswordMax}
          label={<FormattedMessage id="access.field.password" />}
          repeatName="repeat_password"
          repeatLabel={<FormattedMessage id="access.field.repeatPassword" />}
          hint={<PasswordRulesHint className="absolute top-0 right-0" />}
        />
        <SubmitButton form={form} className="w-full">
          <FormattedMessage id="access.registration.submit" />
        </SubmitButton>
      </Form>
    </AccessLayout>
  );
}
