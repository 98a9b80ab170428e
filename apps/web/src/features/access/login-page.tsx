import { FIELD_LIMITS, loginSchema } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'wouter';

import { signIn } from '../../app/session';
import { useFeedback } from '../../components/feedback';
import { Form, SubmitButton, TextField, useZodForm } from '../../components/form';
import { useTRPC } from '../../lib/trpc';
import { AccessLayout } from './access-layout';
import { AccessLink } from './access-links';
import { PasswordRulesHint } from './password-rules-hint';

function decodedParam(value: string | undefined): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function LoginForm({ prefilledEmail }: { prefilledEmail: string }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const feedback = useFeedback();
  const login = useMutation(trpc.account.enter.login.mutationOptions());

  const form = useZodForm({
    schema: loginSchema,
    initialValues: { email: prefilledEmail, password: '' },
    guardUnsaved: false,
    onSubmit: async (credentials) => {
      try {
        const { session_uuid } = await login.mutateAsync(credentials);
        signIn(session_uuid);
      } catch {
        // One answer for every failure (spec 000, section 8).
        void feedback.showError({ text: intl.formatMessage({ id: 'msg.requestError' }) });
      }
    },
  });

  return (
    <Form form={form}>
      <TextField
        form={form}
        name="email"
        type="email"
        autoComplete="username"
        maxLength={FIELD_LIMITS.loginEmailMax}
        autoFocus={prefilledEmail === ''}
        required
        label={<FormattedMessage id="access.field.email" />}
      />
      <div className="relative">
        <TextField
          form={form}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={FIELD_LIMITS.loginPasswordMax}
          autoFocus={prefilledEmail !== ''}
          required
          label={<FormattedMessage id="access.field.password" />}
        />
        <PasswordRulesHint className="absolute top-0 right-0" />
      </div>
      <SubmitButton form={form} className="w-full">
        <FormattedMessage id="access.login.submit" />
      </SubmitButton>
    </Form>
  );
}

/** /enter/login and /enter/login/{email}: the email in the path fills the field. */
export function LoginPage() {
  const { email } = useParams<{ email?: string }>();
  const prefilledEmail = decodedParam(email);
  return (
    <AccessLayout
      heading={<FormattedMessage id="access.login.heading" />}
      footer={
        <>
          <AccessLink href="/enter/forgot-password">
            <FormattedMessage id="access.login.forgotPassword" />
          </AccessLink>
          <AccessLink lead={<FormattedMessage id="access.login.noAccount" />} href="/enter/registration/">
            <FormattedMessage id="access.login.register" />
          </AccessLink>
        </>
      }
    >
      <LoginForm key={prefilledEmail} prefilledEmail={prefilledEmail} />
    </AccessLayout>
  );
}
