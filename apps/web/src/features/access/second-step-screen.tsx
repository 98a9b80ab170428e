import { Spinner } from '@backoffice/ui';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';

import { AccessLayout } from './access-layout';
import { type SignInChallenge } from './second-step';

// Loaded only when a second step is asked, so the login page keeps its weight.
const SecondStep = lazy(() => import('./second-step').then((module) => ({ default: module.SecondStep })));

/**
 * The second step of a sign-in as a whole screen, after a password or single sign-on: a code, a
 * passkey, or setting an app up when the role requires one.
 */
export function SecondStepScreen({
  challenge,
  email,
  onExpired,
}: {
  challenge: SignInChallenge;
  /** Names the recovery codes' file; empty after single sign-on. */
  email: string;
  onExpired: () => void;
}) {
  return (
    <AccessLayout
      heading={
        <FormattedMessage
          id={challenge.enrolment_required ? 'access.enrolment.heading' : 'access.secondStep.heading'}
        />
      }
    >
      <Suspense fallback={<Spinner className="mx-auto" />}>
        <SecondStep challenge={challenge} email={email} onExpired={onExpired} />
      </Suspense>
    </AccessLayout>
  );
}
