import { checkPromptEmail, FIELD_LIMITS } from '@backoffice/shared';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@backoffice/ui';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';

import { Form, TextField, useZodForm } from '../../components/form';
import { isServerAnswer } from '../../lib/api-error';

/** The spec's prompt rule (checkPromptEmail) as a form schema; the output is the trimmed email. */
const promptSchema = z
  .object({ email: z.string() })
  .superRefine(({ email }, context) => {
    const check = checkPromptEmail(email);
    if (!check.ok) context.addIssue({ code: 'custom', path: ['email'], message: check.message });
  })
  .transform(({ email }) => ({ email: email.trim() }));

export interface EmailPromptDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /**
   * Receives a checked email; the dialog stays busy until it settles. It closes when the promise
   * resolves; a rejection keeps it open with the server's answer under the field and the email kept.
   */
  onSubmit: (email: string) => Promise<unknown>;
}

function PromptForm({ onOpenChange, title, description, onSubmit }: Omit<EmailPromptDialogProps, 'open'>) {
  const intl = useIntl();
  const form = useZodForm({
    schema: promptSchema,
    initialValues: { email: '' },
    guardUnsaved: false,
    onSubmit: async ({ email }) => {
      try {
        await onSubmit(email);
      } catch (error) {
        form.rhf.setError(
          'email',
          {
            type: 'server',
            message:
              isServerAnswer(error) && error.message
                ? error.message
                : intl.formatMessage({ id: 'msg.requestFailed' }),
          },
          { shouldFocus: true },
        );
        return;
      }
      onOpenChange(false);
    },
  });
  return (
    <Form form={form}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
      </DialogHeader>
      <TextField
        form={form}
        name="email"
        type="email"
        autoComplete="off"
        autoFocus
        maxLength={FIELD_LIMITS.loginEmailMax}
        label={<FormattedMessage id="common.email" />}
      />
      <DialogFooter>
        <Button
          type="button"
          variant="outline"
          disabled={form.isSubmitting}
          onClick={() => onOpenChange(false)}
        >
          <FormattedMessage id="msg.cancel" />
        </Button>
        {/* Enabled while empty: the spec answers an empty prompt with its own text. */}
        <Button type="submit" loading={form.isSubmitting}>
          <FormattedMessage id="msg.confirm" />
        </Button>
      </DialogFooter>
    </Form>
  );
}

/**
 * The spec's email prompt (add employee, new owner): empty input gives 'Вы не чего не ввели,
 * сотрудник не добавлен!', an invalid email 'Вы ввели не корректный Email!' (checkPromptEmail), both
 * under the field. A server error (already an employee; no such account for a new owner) also shows under the field
 * and the dialog stays open with what was typed.
 */
export function EmailPromptDialog({ open, onOpenChange, ...props }: EmailPromptDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...(props.description ? {} : { 'aria-describedby': undefined })}>
        {/* Mounted while open: each opening starts empty. */}
        {open ? <PromptForm onOpenChange={onOpenChange} {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}
