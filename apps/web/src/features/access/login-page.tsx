import { FIELD_LIMITS, loginFormSchema } from '@backoffice/shared';
import { Button, FormField, Input } from '@backoffice/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useCallback, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearch } from 'wouter';

import { signIn } from '../../app/session';
import { useFeedback } from '../../components/feedback';
import { translateIssue } from '../../i18n';
import { httpStatusOf } from '../../lib/api-error';
import { useTRPC } from '../../lib/trpc';
import { AccessLayout } from './access-layout';
import { AccessLink } from './access-links';
import { PasskeySignIn } from './passkey-sign-in';
import { PasswordRulesHint } from './password-rules-hint';
import { type SignInChallenge } from './second-step';
import { SecondStepScreen } from './second-step-screen';
import { SingleSignOnButton, SsoRefusalNotice, ssoRefusalOf } from './single-sign-on';

function decodedParam(value: string | undefined): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

type LoginField = 'email' | 'password';
const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];
/** Each field's label and input attributes. */
const LOGIN_INPUTS = {
  email: {
    labelId: 'access.field.email',
    input: { type: 'email', autoComplete: 'username', maxLength: FIELD_LIMITS.loginEmailMax },
  },
  password: {
    labelId: 'access.field.password',
    input: { type: 'password', autoComplete: 'current-password', maxLength: FIELD_LIMITS.loginPasswordMax },
  },
} as const;

/**
 * The sign-in form. It follows the form kit's rules (errors once a changed field is left, every error
 * and the first field focused on an invalid submit, Enter submits even while Log in is disabled) with
 * plain state instead of react-hook-form, and validates with `loginFormSchema` (zod mini, checked
 * against the server's `loginSchema`): the login page loads under 150 KB of JavaScript.
 */
function LoginForm({
  prefilledEmail,
  onChallenge,
}: {
  prefilledEmail: string;
  /** The password was right and a second step must follow. */
  onChallenge: (challenge: SignInChallenge, email: string) => void;
}) {
  const intl = useIntl();
  const trpc = useTRPC();
  const feedback = useFeedback();
  const login = useMutation(trpc.account.enter.login.mutationOptions());
  const [values, setValues] = useState<Record<LoginField, string>>({ email: prefilledEmail, password: '' });
  const [edited, setEdited] = useState<ReadonlySet<LoginField>>(new Set());
  const [shown, setShown] = useState<ReadonlySet<LoginField>>(new Set());
  /** The server's refusal, shown beside the fields until they change. */
  const [refusal, setRefusal] = useState<'wrong' | 'throttled' | null>(null);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const parsed = loginFormSchema.safeParse(values);
  const errors: Partial<Record<LoginField, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      errors[issue.path[0] as LoginField] ??= translateIssue(intl, issue);

  const submit = async () => {
    if (login.isPending) return;
    if (!parsed.success) {
      setShown(new Set(LOGIN_FIELDS));
      const first = LOGIN_FIELDS.find((name) => errors[name]);
      if (first) inputs.current[first]?.focus();
      return;
    }
    try {
      const answer = await login.mutateAsync(parsed.data);
      if ('mfa_required' in answer) onChallenge(answer, parsed.data.email);
      else signIn(answer.session_uuid);
    } catch (error) {
      // The server answers every wrong email or password alike (401), and 429 past its limits: both
      // are said beside the fields. Anything else (no answer, a fault) is the spec's request error.
      const status = httpStatusOf(error);
      if (status === 401 || status === 429) {
        setRefusal(status === 401 ? 'wrong' : 'throttled');
        inputs.current.password?.select();
        inputs.current.password?.focus();
        return;
      }
      void feedback.showError({ text: intl.formatMessage({ id: 'msg.requestError' }) });
    }
  };

  /**
   * A required field and its error once shown. The focus starts on the email, or on the password when
   * the path filled the email.
   */
  const field = (name: LoginField) => (
    <FormField
      label={<FormattedMessage id={LOGIN_INPUTS[name].labelId} />}
      required
      error={shown.has(name) ? errors[name] : undefined}
    >
      <Input
        {...LOGIN_INPUTS[name].input}
        ref={(element: HTMLInputElement | null) => {
          inputs.current[name] = element;
        }}
        name={name}
        value={values[name]}
        aria-describedby={refusal ? 'login-refusal' : undefined}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const value = event.target.value;
          setRefusal(null);
          setValues((current) => ({ ...current, [name]: value }));
          setEdited((current) => new Set(current).add(name));
        }}
        onBlur={() => {
          if (edited.has(name)) setShown((current) => new Set(current).add(name));
        }}
        autoFocus={name === (prefilledEmail === '' ? 'email' : 'password')}
      />
    </FormField>
  );

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        // Enter submits even while Log in is disabled, so an incomplete form answers with its errors.
        if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || parsed.success) return;
        event.preventDefault();
        void submit();
      }}
    >
      {field('email')}
      <div className="relative">
        {field('password')}
        <PasswordRulesHint className="absolute top-0 right-0" />
      </div>
      {refusal ? (
        <p id="login-refusal" role="alert" className="text-sm font-medium text-destructive">
          <FormattedMessage
            id={refusal === 'wrong' ? 'access.login.wrongCredentials' : 'access.login.throttled'}
          />
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={!parsed.success} loading={login.isPending}>
        <FormattedMessage id="access.login.submit" />
      </Button>
    </form>
  );
}

/**
 * /enter/login and /enter/login/{email}: the email in the path fills the field. A right password
 * may be followed by a second step (a code, or setting an app up), in the same card; when that step
 * expires the form comes back with the email kept and says why.
 */
export function LoginPage() {
  const { email } = useParams<{ email?: string }>();
  const trpc = useTRPC();
  const options = useQuery(trpc.account.enter.signInOptions.queryOptions({}));
  const ssoRefusal = ssoRefusalOf(useSearch());
  const [challenge, setChallenge] = useState<{ value: SignInChallenge; email: string } | null>(null);
  const [expiredEmail, setExpiredEmail] = useState<string | null>(null);
  const [breakGlass, setBreakGlass] = useState(false);
  const backToPassword = useCallback(() => {
    setExpiredEmail(challenge?.email ?? '');
    setChallenge(null);
  }, [challenge]);
  if (challenge) {
    return (
      <SecondStepScreen challenge={challenge.value} email={challenge.email} onExpired={backToPassword} />
    );
  }
  const prefilledEmail = expiredEmail ?? decodedParam(email);
  const sso = options.data?.response.sso ?? null;
  // Password sign-in off: single sign-on first, the password (for the break-glass account) on request.
  const passwords = options.data?.response.password_sign_in !== false;
  return (
    <AccessLayout
      heading={<FormattedMessage id="access.login.heading" />}
      footer={
        passwords ? (
          <>
            <AccessLink href="/enter/forgot-password">
              <FormattedMessage id="access.login.forgotPassword" />
            </AccessLink>
            <AccessLink lead={<FormattedMessage id="access.login.noAccount" />} href="/enter/registration/">
              <FormattedMessage id="access.login.register" />
            </AccessLink>
          </>
        ) : undefined
      }
    >
      {ssoRefusal ? <SsoRefusalNotice refusal={ssoRefusal} /> : null}
      {expiredEmail !== null ? (
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          <FormattedMessage id="access.secondStep.expired" />
        </p>
      ) : null}
      <div className="grid gap-4">
        {sso && !passwords ? <SingleSignOnButton name={sso.name} autoFocus={!breakGlass} /> : null}
        {passwords || breakGlass ? (
          <LoginForm
            key={prefilledEmail}
            prefilledEmail={prefilledEmail}
            onChallenge={(value, typedEmail) => setChallenge({ value, email: typedEmail })}
          />
        ) : (
          <Button variant="link" className="justify-self-center" onClick={() => setBreakGlass(true)}>
            <FormattedMessage id="access.sso.breakGlass" />
          </Button>
        )}
        {passwords || breakGlass ? <PasskeySignIn /> : null}
        {sso && passwords ? <SingleSignOnButton name={sso.name} variant="outline" /> : null}
      </div>
    </AccessLayout>
  );
}
