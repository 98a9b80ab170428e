import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { signIn } from '../../app/session';
import { useFeedback } from '../../components/feedback';
import { PasskeyButton } from '../../components/second-factor';
import { httpStatusOf } from '../../lib/api-error';
import { useTRPC } from '../../lib/trpc';

/**
 * Sign-in without a password: the browser offers the person's passkeys for this site, and one that
 * verified its holder (a PIN, a fingerprint) opens their session. The WebAuthn code loads on click.
 */
export function PasskeySignIn() {
  const intl = useIntl();
  const trpc = useTRPC();
  const feedback = useFeedback();
  const start = useMutation(trpc.account.enter.passkeySignInOptions.mutationOptions());
  const finish = useMutation(trpc.account.enter.passkeySignIn.mutationOptions());
  // The challenge the question came with, for its answer.
  const challengeToken = useRef('');
  const [throttled, setThrottled] = useState(false);
  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-3 text-xs text-muted-foreground uppercase before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        <FormattedMessage id="access.login.or" />
      </p>
      <PasskeyButton
        variant="outline"
        label={<FormattedMessage id="access.login.passkey" />}
        question={async () => {
          setThrottled(false);
          const started = await start.mutateAsync({});
          challengeToken.current = started.challenge_token;
          return started.options;
        }}
        answer={async (credential) => {
          const { session_uuid } = await finish.mutateAsync({
            challenge_token: challengeToken.current,
            credential,
          });
          signIn(session_uuid);
        }}
        onFailure={(error) => {
          if (httpStatusOf(error) === 429) setThrottled(true);
          else void feedback.showError({ text: intl.formatMessage({ id: 'msg.requestError' }) });
        }}
        extraRefusal={
          throttled ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              <FormattedMessage id="access.login.throttled" />
            </p>
          ) : undefined
        }
      />
    </div>
  );
}
