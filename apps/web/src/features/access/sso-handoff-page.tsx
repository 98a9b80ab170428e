import { SSO_SCREEN_PATHS } from '@backoffice/shared';
import { Spinner } from '@backoffice/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { signIn } from '../../app/session';
import { useTRPC } from '../../lib/trpc';
import { AccessLayout } from './access-layout';
import { AccessLink } from './access-links';
import { type SignInChallenge } from './second-step';
import { SecondStepScreen } from './second-step-screen';

/** The handoff of the callback's fragment, read once and taken out of the address bar and history. */
function takeHandoff(): string | null {
  const handoff = new URLSearchParams(window.location.hash.slice(1)).get('handoff');
  if (handoff) window.history.replaceState(null, '', SSO_SCREEN_PATHS.handoff);
  return handoff;
}

/**
 * /enter/sso: where the identity provider's return lands. The handoff becomes the session (or the
 * second step, when the provider asked no second factor and one is needed here).
 */
export function SsoHandoffPage() {
  const trpc = useTRPC();
  const handOff = useMutation(trpc.account.enter.ssoHandoff.mutationOptions());
  const [handoff] = useState(takeHandoff);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const [failed, setFailed] = useState(handoff === null);
  const { mutateAsync } = handOff;
  // A handoff opens one session: sent once, even where effects run twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!handoff || sent.current) return;
    sent.current = true;
    mutateAsync({ handoff_token: handoff })
      .then((answer) => {
        if ('mfa_required' in answer) setChallenge(answer);
        else signIn(answer.session_uuid);
      })
      .catch(() => setFailed(true));
  }, [handoff, mutateAsync]);

  if (challenge) return <SecondStepScreen challenge={challenge} email="" onExpired={() => setFailed(true)} />;
  return (
    <AccessLayout
      heading={<FormattedMessage id="access.sso.heading" />}
      footer={
        failed ? (
          <AccessLink href={SSO_SCREEN_PATHS.refusal}>
            <FormattedMessage id="access.secondStep.restart" />
          </AccessLink>
        ) : undefined
      }
    >
      {failed ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          <FormattedMessage id="access.sso.refusal.expired" />
        </p>
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          <FormattedMessage id="access.sso.signingIn" />
        </p>
      )}
    </AccessLayout>
  );
}
