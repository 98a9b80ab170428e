import { type SecondFactorMethod, type SignInChallengeAnswer } from '@backoffice/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { signIn } from '../../app/session';
import { useFeedback } from '../../components/feedback';
import { PageLoading } from '../../components/page';
import {
  AppSetup,
  CodeForm,
  OtherMethods,
  PasskeyButton,
  RecoveryCodes,
} from '../../components/second-factor';
import { httpStatusOf } from '../../lib/api-error';
import { trpcClient, useTRPC } from '../../lib/trpc';

/** What the second step reads of the password step's answer. */
export type SignInChallenge = Pick<
  SignInChallengeAnswer,
  'challenge_token' | 'methods' | 'enrolment_required'
>;

interface SecondStepProps {
  challenge: SignInChallenge;
  email: string;
  /** The challenge expired or was refused: back to the password. */
  onExpired: () => void;
}

/**
 * What a failure of the second step means to the person: an expired sign-in goes back to the
 * password, a throttle is said under the form, anything else is the spec's request error.
 */
function useStepFailure(onExpired: () => void) {
  const intl = useIntl();
  const feedback = useFeedback();
  const [throttled, setThrottled] = useState(false);
  const fail = (error: unknown) => {
    const status = httpStatusOf(error);
    if (status === 401) onExpired();
    else if (status === 429) setThrottled(true);
    else void feedback.showError({ text: intl.formatMessage({ id: 'msg.requestError' }) });
  };
  const notice = throttled ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      <FormattedMessage id="access.secondStep.throttled" />
    </p>
  ) : null;
  return { fail, notice };
}

const METHOD_TEXT_IDS = {
  totp: 'access.secondStep.text',
  passkey: 'access.secondStep.passkeyText',
  recovery_code: 'access.secondStep.recoveryText',
} as const;
const METHOD_SWITCH_IDS = {
  totp: 'access.secondStep.useApp',
  passkey: 'access.secondStep.usePasskey',
  recovery_code: 'access.secondStep.useRecoveryCode',
} as const;

/** One of the person's passkeys proves the second step: the browser asks for it, the server checks it. */
function PasskeyStep({
  challenge,
  onFailure,
}: {
  challenge: SignInChallenge;
  onFailure: (error: unknown) => void;
}) {
  const trpc = useTRPC();
  const ask = useMutation(trpc.account.enter.passkeyOptions.mutationOptions());
  const prove = useMutation(trpc.account.enter.passkey.mutationOptions());
  const challenge_token = challenge.challenge_token;
  return (
    <PasskeyButton
      autoFocus
      label={<FormattedMessage id="access.secondStep.passkeySubmit" />}
      question={async () => (await ask.mutateAsync({ challenge_token })).response}
      answer={async (credential) =>
        signIn((await prove.mutateAsync({ challenge_token, credential })).session_uuid)
      }
      onFailure={onFailure}
    />
  );
}

/** The person's app, a passkey or a recovery code opens the session; they choose which. */
function ProveSecondFactor({ challenge, onExpired }: SecondStepProps) {
  const trpc = useTRPC();
  const prove = useMutation(trpc.account.enter.secondFactor.mutationOptions());
  const [method, setMethod] = useState<SecondFactorMethod>(challenge.methods[0] ?? 'totp');
  const { fail, notice } = useStepFailure(onExpired);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id={METHOD_TEXT_IDS[method]} />
      </p>
      {method === 'passkey' ? (
        <PasskeyStep challenge={challenge} onFailure={fail} />
      ) : (
        <CodeForm
          key={method}
          method={method}
          submitLabel={<FormattedMessage id="access.secondStep.submit" />}
          submit={async (code) => {
            const { session_uuid } = await prove.mutateAsync({
              challenge_token: challenge.challenge_token,
              method,
              code,
            });
            signIn(session_uuid);
          }}
          onFailure={fail}
        />
      )}
      <OtherMethods
        methods={challenge.methods}
        current={method}
        labelIds={METHOD_SWITCH_IDS}
        onChoose={setMethod}
      />
      {notice}
    </div>
  );
}

/**
 * The role requires a second factor and the person has none: they set an app up now, and the session
 * opens once its first code is given, after the recovery codes are shown.
 */
function EnrolAtSignIn({ challenge, email, onExpired }: SecondStepProps) {
  const trpc = useTRPC();
  const finish = useMutation(trpc.account.enter.finishEnrolment.mutationOptions());
  // A query, not a mutation: asked once per challenge however often the step renders.
  const enrolment = useQuery({
    queryKey: ['sign-in-enrolment', challenge.challenge_token],
    queryFn: () =>
      trpcClient.account.enter.startEnrolment.mutate({ challenge_token: challenge.challenge_token }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const [opened, setOpened] = useState<{ session_uuid: string; recovery_codes: string[] } | null>(null);
  const { fail, notice } = useStepFailure(onExpired);
  const expired = enrolment.isError && httpStatusOf(enrolment.error) === 401;
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);

  if (opened) {
    return (
      <RecoveryCodes
        codes={opened.recovery_codes}
        email={email}
        className="w-full"
        doneLabel={<FormattedMessage id="access.enrolment.continue" />}
        onDone={() => signIn(opened.session_uuid)}
      />
    );
  }
  if (enrolment.isPending) return <PageLoading />;
  if (enrolment.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        <FormattedMessage id="msg.requestError" />
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        <FormattedMessage id="access.enrolment.text" />
      </p>
      <AppSetup
        enrolment={enrolment.data.response}
        confirm={async (code) => {
          setOpened(await finish.mutateAsync({ challenge_token: challenge.challenge_token, code }));
        }}
        onFailure={fail}
      />
      {notice}
    </div>
  );
}

/** The second step of a sign-in, after a right password. */
export function SecondStep(props: SecondStepProps) {
  return props.challenge.enrolment_required ? <EnrolAtSignIn {...props} /> : <ProveSecondFactor {...props} />;
}
