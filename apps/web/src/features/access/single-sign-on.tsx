import { type SsoRefusal, SSO_PATHS, SSO_REFUSALS } from '@backoffice/shared';
import { Button } from '@backoffice/ui';
import { FormattedMessage } from 'react-intl';

/** Why the last single sign-on failed, from the login page's `?sso_error=`; null when it did not. */
export function ssoRefusalOf(search: string): SsoRefusal | null {
  const reason = new URLSearchParams(search).get('sso_error');
  return SSO_REFUSALS.find((refusal) => refusal === reason) ?? null;
}

/** The way to the organisation's identity provider: a plain link, as the browser leaves the app. */
export function SingleSignOnButton({
  name,
  autoFocus,
  variant = 'default',
}: {
  name: string;
  autoFocus?: boolean;
  variant?: 'default' | 'outline';
}) {
  return (
    <Button asChild className="w-full" variant={variant}>
      {/* React focuses only form controls by autoFocus: a link is focused as it mounts. */}
      <a href={SSO_PATHS.start} ref={(link) => (autoFocus ? link?.focus() : undefined)}>
        <FormattedMessage id="access.sso.signIn" values={{ name }} />
      </a>
    </Button>
  );
}

/** A refused single sign-on, said once at the top of the login page. */
export function SsoRefusalNotice({ refusal }: { refusal: SsoRefusal }) {
  return (
    <p role="alert" className="mb-4 text-sm font-medium text-destructive">
      <FormattedMessage id={`access.sso.refusal.${refusal}`} />
    </p>
  );
}
