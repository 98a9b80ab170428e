import { Button } from '@backoffice/ui';
import { FormattedMessage } from 'react-intl';

import { type AppMessageId } from '../../i18n';

/** Links to the ways of confirming other than the one shown (the app, a passkey, a recovery code…). */
export function OtherMethods<TMethod extends string>({
  methods,
  current,
  labelIds,
  onChoose,
}: {
  methods: readonly TMethod[];
  current: TMethod;
  labelIds: Readonly<Record<TMethod, AppMessageId>>;
  onChoose: (method: TMethod) => void;
}) {
  return (
    <div className="grid">
      {methods
        .filter((other) => other !== current)
        .map((other) => (
          <Button
            key={other}
            type="button"
            variant="link"
            className="justify-self-center"
            onClick={() => onChoose(other)}
          >
            <FormattedMessage id={labelIds[other]} />
          </Button>
        ))}
    </div>
  );
}
