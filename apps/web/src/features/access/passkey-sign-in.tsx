import { Button } from '@backoffice/ui';
import { useMutation } from '@tanstack/react-query';
import { KeyRoundIcon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { signIn } from '../../app/session';
import { useFeedback } from '../../components/feedback';
import { askForPasskey, type PasskeyRefusal, PasskeyRefusalText } from '../../components/second-factor';
import { httpStatusOf, serverIssuesOf } from '../../lib/api-error';
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
  const [refusal, setRefusal] = useState<PasskeyRefusal | 'wrong' | 'throttled' | null>(null);
  const [pending, setPending] = useState(false);

  const signInWithPasskey = async () => {
    setPending(true);
    setRefusal(null);
    try {
      const started = await start.mutateAsync({});
      const outcome = await askForPasskey(started.options);
      if (!outcome.ok) {
        setRefusal(outcome.refusal);
        return;
      }
      const { session_uuid } = await finish.mutateAsync({
        challenge_token: started.challenge_token,
        credential: outcome.answer,
      });
      signIn(session_uuid);
    } catch (error) {
      if (serverIssuesOf(error).some((issue) => issue.path[0] === 'credential')) setRefusal('wrong');
      else if (httpStatusOf(error) === 429) setRefusal('throttled');
      else void feedback.showError({ text: intl.formatMessage({ id: 'msg.requestError' }) });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-3 text-xs text-muted-foreground uppercase before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        <FormattedMessage id="access.login.or" />
      </p>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        loading={pending}
        onClick={() => void signInWithPasskey()}
      >
        <KeyRoundIcon aria-hidden="true" />
        <FormattedMessage id="access.login.passkey" />
      </Button>
      {refusal === 'throttled' ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          <FormattedMessage id="access.login.throttled" />
        </p>
      ) : (
        <PasskeyRefusalText refusal={refusal} />
      )}
    </div>
  );
}
