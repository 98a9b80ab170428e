import {
  type CodeMethod,
  currentPasswordSchema,
  recoveryCodeSchema,
  totpCodeSchema,
} from '@backoffice/shared';
import { Button, FormField, Input } from '@backoffice/ui';
import { type ReactNode, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { translateIssue } from '../../i18n';
import { serverIssuesOf } from '../../lib/api-error';

/** What a form of this kind takes: a code of either kind, or (a step-up without a second factor) the password. */
type CodeFormKind = CodeMethod | 'password';

const CODE_SCHEMAS = {
  totp: totpCodeSchema,
  recovery_code: recoveryCodeSchema,
  password: currentPasswordSchema,
} as const;
const CODE_INPUTS = {
  totp: {
    labelId: 'secondFactor.code',
    input: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 9, placeholder: '123 456' },
  },
  recovery_code: {
    labelId: 'secondFactor.recoveryCode',
    input: { autoComplete: 'off', maxLength: 24, placeholder: 'xxxx-xxxx-xxxx-xxxx', spellCheck: false },
  },
  password: {
    labelId: 'profile.field.oldPassword',
    input: { type: 'password', autoComplete: 'current-password', maxLength: 128 },
  },
} as const;

/**
 * One code and its button: an authenticator app's 6 digits or a recovery code, checked by the server's
 * rule before it is sent, and the server's refusal of it (a wrong or used code) shown under the field
 * with the code selected for typing again. Any other failure goes to `onFailure`.
 */
export function CodeForm({
  method,
  submitLabel,
  submit,
  onFailure,
  footer,
}: {
  method: CodeFormKind;
  submitLabel: ReactNode;
  /** Sends the code as typed; the server normalises it. */
  submit: (code: string) => Promise<void>;
  /** A failure other than the server refusing the code (an expired sign-in, a throttle, no answer). */
  onFailure: (error: unknown) => void;
  /** Below the button (another way to sign in). */
  footer?: ReactNode;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const refuse = (text: string) => {
    setError(text);
    input.current?.select();
    input.current?.focus();
  };

  const send = async () => {
    if (pending) return;
    const parsed = CODE_SCHEMAS[method].safeParse(code);
    if (!parsed.success) {
      refuse(translateIssue(intl, parsed.error.issues[0] ?? { message: 'invalidValue' }));
      return;
    }
    setPending(true);
    try {
      await submit(code);
    } catch (failure) {
      const issue = serverIssuesOf(failure).find((candidate) => candidate.path[0] === 'code');
      if (issue) refuse(translateIssue(intl, issue));
      else onFailure(failure);
    } finally {
      setPending(false);
    }
  };

  const { labelId, input: attributes } = CODE_INPUTS[method];
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <FormField label={<FormattedMessage id={labelId} />} required error={error ?? undefined}>
        <Input
          {...attributes}
          ref={input}
          name="code"
          className={method === 'password' ? undefined : 'font-mono tracking-widest'}
          value={code}
          autoFocus
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      <Button type="submit" className="w-full" loading={pending}>
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
