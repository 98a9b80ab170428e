import { CopyIcon, DownloadIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { formatDate } from '@backoffice/shared';
import { Button } from '@backoffice/ui';

import { copyText, saveBlob } from '../file-field';

/**
 * Recovery codes, shown once: in a list to read, copy or download as a text file, with what they are
 * for, and the way on (Continue, Done), which takes the focus: the form that asked is gone.
 */
export function RecoveryCodes({
  codes,
  email,
  doneLabel,
  onDone,
  className,
}: {
  codes: readonly string[];
  email: string;
  doneLabel: ReactNode;
  onDone: () => void;
  className?: string;
}) {
  const intl = useIntl();
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => done.current?.focus(), []);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const text = () =>
    [
      intl.formatMessage(
        { id: 'secondFactor.codes.fileHeading' },
        { email, date: formatDate(new Date().toISOString(), 'DD.MM.YYYY') },
      ),
      '',
      ...codes,
      '',
    ].join('\n');
  const copy = async () => setCopied((await copyText(text())) ? 'copied' : 'failed');
  const download = () => saveBlob(new Blob([text()], { type: 'text/plain' }), 'recovery-codes.txt');
  return (
    <section className="grid gap-4" aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading" className="font-semibold">
        <FormattedMessage id="secondFactor.codes.heading" />
      </h2>
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="secondFactor.codes.text" />
      </p>
      <ol
        aria-label={intl.formatMessage({ id: 'secondFactor.codes.list' })}
        className="grid gap-1 rounded-md border bg-muted/40 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" />
          <FormattedMessage id="secondFactor.codes.copy" />
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <DownloadIcon aria-hidden="true" />
          <FormattedMessage id="secondFactor.codes.download" />
        </Button>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {copied ? (
          <FormattedMessage
            id={copied === 'copied' ? 'secondFactor.codes.copied' : 'secondFactor.copyFailed'}
          />
        ) : null}
      </p>
      <Button ref={done} className={className} onClick={onDone}>
        {doneLabel}
      </Button>
    </section>
  );
}
