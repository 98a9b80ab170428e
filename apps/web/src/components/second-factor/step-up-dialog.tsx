import { type StepUpMethod } from '@backoffice/shared';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@backoffice/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { httpStatusOf } from '../../lib/api-error';
import { handleStepUps } from '../../lib/step-up';
import { useTRPC } from '../../lib/trpc';
import { CodeForm } from './code-form';
import { OtherMethods } from './other-methods';
import { PasskeyButton } from './passkey-button';

const SWITCH_IDS = {
  totp: 'secondFactor.stepUp.useApp',
  passkey: 'secondFactor.stepUp.usePasskey',
  recovery_code: 'secondFactor.stepUp.useRecoveryCode',
  password: 'secondFactor.stepUp.usePassword',
} as const;

/** The passkey way: the browser asks for one of the person's passkeys, the server checks its answer. */
function PasskeyConfirmation({
  onConfirmed,
  onFailure,
}: {
  onConfirmed: () => void;
  onFailure: (error: unknown) => void;
}) {
  const trpc = useTRPC();
  const ask = useMutation(trpc.account.profile.confirmIdentityOptions.mutationOptions());
  const prove = useMutation(trpc.account.profile.confirmIdentityPasskey.mutationOptions());
  return (
    <PasskeyButton
      autoFocus
      label={<FormattedMessage id="access.secondStep.passkeySubmit" />}
      question={async () => (await ask.mutateAsync({})).response}
      answer={async (credential) => {
        await prove.mutateAsync({ credential });
        onConfirmed();
      }}
      onFailure={onFailure}
    />
  );
}

function StepUpForm({ methods, onConfirmed }: { methods: readonly StepUpMethod[]; onConfirmed: () => void }) {
  const trpc = useTRPC();
  const confirmIdentity = useMutation(trpc.account.profile.confirmIdentity.mutationOptions());
  const [method, setMethod] = useState<StepUpMethod>(methods[0] ?? 'password');
  const [failure, setFailure] = useState<'throttled' | 'failed' | null>(null);
  const fail = (error: unknown) => setFailure(httpStatusOf(error) === 429 ? 'throttled' : 'failed');
  return (
    <div className="grid gap-4">
      {method === 'passkey' ? (
        <PasskeyConfirmation onConfirmed={onConfirmed} onFailure={fail} />
      ) : (
        <CodeForm
          key={method}
          method={method}
          submitLabel={<FormattedMessage id="secondFactor.stepUp.confirm" />}
          submit={async (code) => {
            await confirmIdentity.mutateAsync({ method, code });
            onConfirmed();
          }}
          onFailure={fail}
        />
      )}
      <OtherMethods methods={methods} current={method} labelIds={SWITCH_IDS} onChoose={setMethod} />
      {failure ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          <FormattedMessage
            id={failure === 'throttled' ? 'access.secondStep.throttled' : 'msg.requestError'}
          />
        </p>
      ) : null}
    </div>
  );
}

/**
 * The step-up question of the signed-in app: a dangerous action refused for want of a recent
 * confirmation opens it over the screen (the form behind keeps its input); once the person confirmed
 * with their app, a passkey, a recovery code or their password, the action is sent again. Closing it
 * leaves the action refused.
 */
export function StepUpDialogHost() {
  const [asked, setAsked] = useState<{
    methods: readonly StepUpMethod[];
    answer: (confirmed: boolean) => void;
  } | null>(null);
  useEffect(() => handleStepUps((methods) => new Promise((answer) => setAsked({ methods, answer }))), []);
  const finish = (confirmed: boolean) => {
    asked?.answer(confirmed);
    setAsked(null);
  };
  return (
    <Dialog open={asked !== null} onOpenChange={(open) => (open ? undefined : finish(false))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="secondFactor.stepUp.title" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id="secondFactor.stepUp.text" />
          </DialogDescription>
        </DialogHeader>
        {asked && asked.methods.length === 0 ? (
          // Signed in through single sign-on, with no password here and no factor of their own.
          <p role="alert" className="text-sm">
            <FormattedMessage id="secondFactor.stepUp.noWay" />
          </p>
        ) : asked ? (
          <StepUpForm methods={asked.methods} onConfirmed={() => finish(true)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
