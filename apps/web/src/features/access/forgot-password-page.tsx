import { Button } from '@backoffice/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

import { LOGIN_PATH } from '../../app/session';
import { FeedbackDialog } from '../../components/feedback';
import { AccessLayout } from './access-layout';

/** /enter/forgot-password: the function is not available; dismissing the notice returns to the login. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const notice = intl.formatMessage({ id: 'msg.featureUnavailable' });
  return (
    <AccessLayout heading={<FormattedMessage id="route.forgotPassword" />} description={notice}>
      <Button asChild variant="outline" className="w-full">
        <Link href={LOGIN_PATH}>
          <FormattedMessage id="access.forgotPassword.backToLogin" />
        </Link>
      </Button>
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
