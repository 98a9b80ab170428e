import { FIELD_LIMITS, passwordResetFormSchema } from '@backoffice/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';
import { useSearchParams } from 'wouter';

import { LOGIN_PATH } from '../../app/session';
import { describeRequestError, useFeedback } from '../../components/feedback';
import { Form, NewPasswordFields, SubmitButton, useZodForm } from '../../components/form';
import { serverIssuesOf } from '../../lib/api-error';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { AccessLayout } from './access-layout';
import { AccessLink } from './access-links';
import { PasswordRulesHint } from './password-rules-hint';

/**
 * /enter/reset-password?token=: choose a new password with a link from the "forgot password" email.
 * The link is checked as the page opens: one that is used or expired says so at once, with the way to
 * ask for a new one, and no form.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const feedback = useFeedback();
  const [params] = useSearchParams();
  const reset = useMutation(trpc.account.enter.resetPassword.mutationOptions());
  const [linkRefused, setLinkRefused] = useState<string | null>(null);
  const token = params.get('token') ?? '';
  const client = useTRPCClient();
  const linkCheck = useQuery({
    queryKey: ['reset-link-check', token],
    queryFn: () => client.account.enter.checkResetLink.mutate({ token }),
    retry: false,
    staleTime: Infinity,
  });
  // Refused by the check (a check that could not be made leaves the form: the save will tell).
  const checkRefused =
    linkCheck.isError && serverIssuesOf(linkCheck.error).some((issue) => issue.path?.[0] === 'token');
  const refused =
    linkRefused ?? (checkRefused ? intl.formatMessage({ id: 'validation.passwordResetLinkInvalid' }) : null);

  const form = useZodForm({
    schema: passwordResetFormSchema,
    initialValues: { token, password: '', repeat_password: '' },
    guardUnsaved: false,
    onSubmit: async ({ token, password }) => {
      try {
        await reset.mutateAsync({ token, password });
      } catch (error) {
        if (form.setServerErrors(error)) return;
        if (serverIssuesOf(error).some((issue) => issue.path?.[0] === 'token')) {
          setLinkRefused(intl.formatMessage({ id: 'validation.passwordResetLinkInvalid' }));
          return;
        }
        void feedback.showError({ text: describeRequestError(intl, error) });
        return;
      }
      await feedback.showSuccess({ text: intl.formatMessage({ id: 'access.resetPassword.done' }) });
      navigate(LOGIN_PATH, { replace: true });
    },
  });

  return (
    <AccessLayout
      heading={<FormattedMessage id="route.resetPassword" />}
      description={<FormattedMessage id="access.resetPassword.note" />}
      footer={
        <AccessLink
          lead={<FormattedMessage id="access.resetPassword.needLink" />}
          href="/enter/forgot-password"
        >
          <FormattedMessage id="access.resetPassword.askAgain" />
        </AccessLink>
      }
    >
      {refused ? (
        <p role="alert" className="rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          {refused}
        </p>
      ) : null}
      {linkCheck.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          <FormattedMessage id="access.resetPassword.checking" />
        </p>
      ) : null}
      {!linkCheck.isPending && !refused ? (
        <Form form={form}>
          <NewPasswordFields
            form={form}
            name="password"
            maxLength={FIELD_LIMITS.loginPasswordMax}
            autoFocus
            label={<FormattedMessage id="access.resetPassword.newPassword" />}
            repeatName="repeat_password"
            repeatLabel={<FormattedMessage id="access.field.repeatPassword" />}
            hint={<PasswordRulesHint className="absolute top-0 right-0" />}
          />
          <SubmitButton form={form} className="w-full">
            <FormattedMessage id="access.resetPassword.submit" />
          </SubmitButton>
        </Form>
      ) : null}
    </AccessLayout>
  );
}
