import { CopyIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { Button } from '@backoffice/ui';

import { copyText } from '../file-field';
import { CodeForm } from './code-form';

/** What the server answers to start setting up an authenticator app. */
export interface AppEnrolment {
  secret: string;
  otpauth_uri: string;
  qr_code: string;
}

/** The key in groups of four, as apps that take it by hand show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: its QR code, the key for typing in by hand, and the first code,
 * which confirms it.
 */
export function AppSetup({
  enrolment,
  confirm,
  onFailure,
  footer,
}: {
  enrolment: AppEnrolment;
  confirm: (code: string) => Promise<void>;
  onFailure: (error: unknown) => void;
  footer?: ReactNode;
}) {
  const intl = useIntl();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copyKey = async () => setCopied((await copyText(enrolment.secret)) ? 'copied' : 'failed');
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="secondFactor.setup.scan" />
      </p>
      <img
        src={enrolment.qr_code}
        alt={intl.formatMessage({ id: 'secondFactor.setup.qrAlt' })}
        width={200}
        height={200}
        className="mx-auto rounded-md border bg-white"
      />
      <div className="grid gap-1 text-sm">
        <span className="text-muted-foreground">
          <FormattedMessage id="secondFactor.setup.manual" />
        </span>
        <span className="flex flex-wrap items-center gap-2">
          <code className="rounded bg-muted px-2 py-1 font-mono text-xs break-all" data-testid="totp-secret">
            {grouped(enrolment.secret)}
          </code>
          <Button type="button" variant="ghost" size="sm" onClick={() => void copyKey()}>
            <CopyIcon aria-hidden="true" />
            <FormattedMessage id="secondFactor.setup.copyKey" />
          </Button>
        </span>
        <span role="status" className="text-xs text-muted-foreground">
          {copied ? (
            <FormattedMessage
              id={copied === 'copied' ? 'secondFactor.keyCopied' : 'secondFactor.copyFailed'}
            />
          ) : null}
        </span>
      </div>
      <CodeForm
        method="totp"
        submitLabel={<FormattedMessage id="secondFactor.setup.confirm" />}
        submit={confirm}
        onFailure={onFailure}
        footer={footer}
      />
    </div>
  );
}
