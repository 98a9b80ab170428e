import { FIELD_LIMITS, passwordResetRequestSchema } from '@backoffice/shared';
import { Button } from '@backoffice/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

import { LOGIN_PATH } from '../../app/session';
import { describeRequestError, FeedbackDialog, useFeedback } from '../../components/feedback';
import { Form, SubmitButton, TextField, useZodForm } from '../../components/form';
import { PageLoading } from '../../components/page';
import { useTRPC } from '../../lib/trpc';
import { AccessLayout } from './access-layout';
import { AccessLink } from './access-links';

function BackToLogin() {
  return (
    <Button asChild variant="outline" className="w-full">
      <Link href={LOGIN_PATH}>
        <FormattedMessage id="access.forgotPassword.backToLogin" />
      </Link>
    </Button>
  );
}

/** Without a mail transport (production without SMTP_URL): the specification's notice, then the login. */
function UnavailableNotice() {
  const intl = useIntl();
  const notice = intl.formatMessage({ id: 'msg.featureUnavailable' });
  return (
    <AccessLayout heading={<FormattedMessage id="route.forgotPassword" />} description={notice}>
      <BackToLogin />
      <FeedbackDialog
        open
        tone="info"
        title={intl.formatMessage({ id: 'msg.titleRuOops' })}
        text={notice}
        onClose={() => navigate(LOGIN_PATH, { replace: true })}
      />
    </AccessLayout>
  );
}

/**
 * /enter/forgot-password: asks for the account's address and emails it a single-use link. The answer
 * is the same whether the address is an account or not, so the page says "if".
 */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const feedback = useFeedback();
  const availability = useQuery(trpc.account.enter.passwordResetAvailability.queryOptions({}));
  const ask = useMutation(trpc.account.enter.forgotPassword.mutationOptions());
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useZodForm({
    schema: passwordResetRequestSchema,
    initialValues: { email: '' },
    guardUnsaved: false,
    onSubmit: async ({ email }) => {
      try {
        await ask.mutateAsync({ email });
        setSentTo(email);
      } catch (error) {
        if (!form.setServerErrors(error))
          void feedback.showError({ text: describeRequestError(intl, error) });
      }
    },
  });

  if (availability.isPending) return <PageLoading />;
  if (availability.data?.response === false) return <UnavailableNotice />;

  return (
    <AccessLayout
      heading={<FormattedMessage id="route.forgotPassword" />}
      description={<FormattedMessage id="access.forgotPassword.note" />}
      footer={
        <AccessLink lead={<FormattedMessage id="access.forgotPassword.remembered" />} href={LOGIN_PATH}>
          <FormattedMessage id="access.registration.toLogin" />
        </AccessLink>
      }
    >
      {sentTo ? (
        <>
          <p role="status" className="rounded-md border bg-muted/50 p-3 text-sm">
            <FormattedMessage id="access.forgotPassword.sent" values={{ email: sentTo }} />
          </p>
          <BackToLogin />
        </>
      ) : (
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
          <SubmitButton form={form} className="w-full">
            <FormattedMessage id="access.forgotPassword.submit" />
          </SubmitButton>
        </Form>
      )}
    </AccessLayout>
  );
}
