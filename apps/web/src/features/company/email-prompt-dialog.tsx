import { checkPromptEmail, FIELD_LIMITS } from '@backoffice/shared';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
} from '@backoffice/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export interface EmailPromptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Receives a checked email; the dialog stays busy until it settles, then closes. */
  onSubmit: (email: string) => Promise<unknown>;
}

/**
 * The spec's email prompt (add employee, new owner): empty input gives 'Вы не чего не ввели,
 * сотрудник не добавлен!', an invalid email 'Вы ввели не корректный Email!' (checkPromptEmail).
 */
export function EmailPromptDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
}: EmailPromptDialogProps) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setValue('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkPromptEmail(value);
    if (!check.ok) {
      setError(intl.formatMessage({ id: `msg.${check.message}` }));
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      await onSubmit(check.email);
    } finally {
      setPending(false);
      setValue('');
      onOpenChange(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent {...(description ? {} : { 'aria-describedby': undefined })}>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description ? <DialogDescription>{description}</DialogDescription> : null}
          </DialogHeader>
          <FormField label={<FormattedMessage id="common.email" />} error={error}>
            <Input
              type="email"
              name="email"
              autoComplete="off"
              autoFocus
              maxLength={FIELD_LIMITS.loginEmailMax}
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => close(false)}>
              <FormattedMessage id="msg.cancel" />
            </Button>
            <Button type="submit" loading={pending}>
              <FormattedMessage id="msg.confirm" />
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
