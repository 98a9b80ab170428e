import { currentPasswordSchema, FIELD_LIMITS } from '@backoffice/shared';
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
import { FormattedMessage } from 'react-intl';
import { z } from 'zod';

import { useSpecFeedback } from '../../components/feedback';
import { Form, PasswordField, useZodForm } from '../../components/form';

const passwordSchema = z.object({ password: currentPasswordSchema });

interface PasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  destructive?: boolean;
  /** Runs with the password; a wrong one is said under the field and the dialog stays open. */
  onConfirm: (password: string) => Promise<void>;
}

function PasswordForm({
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive,
  onConfirm,
}: Omit<PasswordDialogProps, 'open'>) {
  const report = useSpecFeedback();
  const form = useZodForm({
    schema: passwordSchema,
    initialValues: { password: '' },
    guardUnsaved: false,
    onSubmit: async ({ password }) => {
      try {
        await onConfirm(password);
      } catch (error) {
        if (!form.setServerErrors(error)) void report.failed(error, 'msg.titleError');
        return;
      }
      onOpenChange(false);
    },
  });
  return (
    <Form form={form}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <PasswordField
        form={form}
        name="password"
        purpose="current"
        autoFocus
        maxLength={FIELD_LIMITS.loginPasswordMax}
        label={<FormattedMessage id="profile.field.oldPassword" />}
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
        <Button type="submit" variant={destructive ? 'destructive' : 'default'} loading={form.isSubmitting}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** A question that takes the current password before a change that weakens or replaces the second factor. */
export function PasswordDialog({ open, onOpenChange, ...props }: PasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open ? <PasswordForm onOpenChange={onOpenChange} {...props} /> : null}</DialogContent>
    </Dialog>
  );
}
