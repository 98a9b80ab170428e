import { FormattedMessage } from 'react-intl';

import { type PasskeyRefusal } from './passkey-ceremony';

const REFUSAL_IDS = {
  cancelled: 'secondFactor.passkey.cancelled',
  unsupported: 'secondFactor.passkey.unsupported',
  alreadyAdded: 'secondFactor.passkey.alreadyAdded',
  failed: 'secondFactor.passkey.failed',
  wrong: 'validation.wrongPasskey',
} as const;

/** Why no passkey was used: the browser's refusal, or the server's (`wrong`). */
export function PasskeyRefusalText({ refusal }: { refusal: PasskeyRefusal | 'wrong' | null }) {
  return refusal ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      <FormattedMessage id={REFUSAL_IDS[refusal]} />
    </p>
  ) : null;
}
