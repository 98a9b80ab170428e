import {
  type PublicKeyCredentialRequestOptionsJSON,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/browser';
import { Button } from '@backoffice/ui';
import { KeyRoundIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';

import { serverIssuesOf } from '../../lib/api-error';
import { askForPasskey, type PasskeyRefusal } from './passkey-ceremony';
import { PasskeyRefusalText } from './passkey-refusal';

/**
 * A button that proves something with one of the person's passkeys: the server's question, the
 * browser's passkey dialog, the answer sent back. A refusal (cancelled, no passkey here, a passkey
 * the server does not accept) is said under it; any other failure goes to `onFailure`.
 */
export function PasskeyButton({
  label,
  question,
  answer,
  onFailure,
  variant = 'default',
  autoFocus = false,
  extraRefusal,
}: {
  label: ReactNode;
  question: () => Promise<PublicKeyCredentialRequestOptionsJSON>;
  answer: (credential: AuthenticationResponseJSON) => Promise<void>;
  onFailure: (error: unknown) => void;
  variant?: 'default' | 'outline';
  autoFocus?: boolean;
  /** Shown in place of a refusal of the passkey (a throttle the caller knows of). */
  extraRefusal?: ReactNode;
}) {
  const [refusal, setRefusal] = useState<PasskeyRefusal | 'wrong' | null>(null);
  const [pending, setPending] = useState(false);
  const prove = async () => {
    setPending(true);
    setRefusal(null);
    try {
      const outcome = await askForPasskey(await question());
      if (!outcome.ok) {
        setRefusal(outcome.refusal);
        return;
      }
      await answer(outcome.answer);
    } catch (error) {
      if (serverIssuesOf(error).some((issue) => issue.path[0] === 'credential')) setRefusal('wrong');
      else onFailure(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant={variant}
        className="w-full"
        autoFocus={autoFocus}
        loading={pending}
        onClick={() => void prove()}
      >
        <KeyRoundIcon aria-hidden="true" />
        {label}
      </Button>
      {extraRefusal ?? <PasskeyRefusalText refusal={refusal} />}
    </div>
  );
}
