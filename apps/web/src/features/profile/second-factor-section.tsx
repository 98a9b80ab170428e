import { currentPasswordSchema, FIELD_LIMITS, formatDate, RECOVERY_CODE_COUNT } from '@backoffice/shared';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@backoffice/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRoundIcon, ShieldCheckIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod';

import { useCurrentUser } from '../../app/session';
import { useSpecFeedback, useSuccessToast } from '../../components/feedback';
import { Form, PasswordField, useZodForm } from '../../components/form';
import { LoadError, PageLoading } from '../../components/page';
import { type AppEnrolment, AppSetup, RecoveryCodes } from '../../components/second-factor';
import { useTRPC } from '../../lib/trpc';

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
function PasswordDialog({ open, onOpenChange, ...props }: PasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open ? <PasswordForm onOpenChange={onOpenChange} {...props} /> : null}</DialogContent>
    </Dialog>
  );
}

type View =
  { kind: 'state' } | { kind: 'setup'; enrolment: AppEnrolment } | { kind: 'codes'; codes: string[] };

/**
 * Two-step sign-in from the profile: set up an authenticator app (its QR code, then a code of it),
 * see the recovery codes once, make new ones or remove the app with the current password. Removing
 * is not offered while the person's role requires a second factor.
 */
export function SecondFactorSection() {
  const trpc = useTRPC();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const toastSuccess = useSuccessToast();
  const state = useQuery(trpc.account.profile.getSecondFactor.queryOptions());
  const start = useMutation(trpc.account.profile.startTotp.mutationOptions());
  const confirm = useMutation(trpc.account.profile.confirmTotp.mutationOptions());
  const renew = useMutation(trpc.account.profile.renewRecoveryCodes.mutationOptions());
  const remove = useMutation(trpc.account.profile.removeTotp.mutationOptions());
  const [view, setView] = useState<View>({ kind: 'state' });
  const [asked, setAsked] = useState<'renew' | 'remove' | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.account.profile.getSecondFactor.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.account.profile.getSessions.queryKey() }),
    ]);

  const startSetup = async () => {
    try {
      setView({ kind: 'setup', enrolment: (await start.mutateAsync({})).response });
    } catch (error) {
      void report.failed(error, 'msg.titleError');
    }
  };

  if (view.kind === 'codes') {
    return (
      <div className="max-w-xl">
        <RecoveryCodes
          codes={view.codes}
          email={user.email}
          className="justify-self-start"
          doneLabel={<FormattedMessage id="profile.secondFactor.done" />}
          onDone={() => {
            setView({ kind: 'state' });
            void refresh();
          }}
        />
      </div>
    );
  }
  if (view.kind === 'setup') {
    return (
      <section className="grid max-w-md gap-4" aria-labelledby="second-factor-setup">
        <h2 id="second-factor-setup" className="font-semibold">
          <FormattedMessage id="profile.secondFactor.setupHeading" />
        </h2>
        <AppSetup
          enrolment={view.enrolment}
          confirm={async (code) => {
            const { recovery_codes } = (await confirm.mutateAsync({ code })).response;
            toastSuccess('profile.secondFactor.enabled');
            setView({ kind: 'codes', codes: recovery_codes });
          }}
          onFailure={(error) => void report.failed(error, 'msg.titleError')}
          footer={
            <Button type="button" variant="outline" onClick={() => setView({ kind: 'state' })}>
              <FormattedMessage id="msg.cancel" />
            </Button>
          }
        />
      </section>
    );
  }

  if (state.isPending) return <PageLoading />;
  if (state.isError) return <LoadError error={state.error} />;
  const { totp_confirmed_at: since, recovery_codes_left: left, required } = state.data.response;
  return (
    <section className="grid max-w-xl gap-4" aria-labelledby="second-factor-intro">
      <p id="second-factor-intro" className="text-sm text-muted-foreground">
        <FormattedMessage id="profile.secondFactor.intro" />
      </p>
      {required ? (
        <p className="rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900">
          <FormattedMessage id="profile.secondFactor.required" />
        </p>
      ) : null}
      {since ? (
        <>
          <p className="flex items-center gap-2 font-medium">
            <ShieldCheckIcon aria-hidden="true" className="size-5 text-green-700" />
            <FormattedMessage
              id="profile.secondFactor.on"
              values={{ date: formatDate(since, 'DD.MM.YYYY') }}
            />
          </p>
          <p className="text-sm">
            <FormattedMessage
              id="profile.secondFactor.codesLeft"
              values={{ count: left, total: RECOVERY_CODE_COUNT }}
            />
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setAsked('renew')}>
              <KeyRoundIcon aria-hidden="true" />
              <FormattedMessage id="profile.secondFactor.renew" />
            </Button>
            {required ? null : (
              <Button variant="outline" onClick={() => setAsked('remove')}>
                <Trash2Icon aria-hidden="true" />
                <FormattedMessage id="profile.secondFactor.remove" />
              </Button>
            )}
          </div>
        </>
      ) : (
        <div>
          <Button onClick={() => void startSetup()} loading={start.isPending}>
            <ShieldCheckIcon aria-hidden="true" />
            <FormattedMessage id="profile.secondFactor.setUp" />
          </Button>
        </div>
      )}
      <PasswordDialog
        open={asked === 'renew'}
        onOpenChange={(open) => (open ? undefined : setAsked(null))}
        title={<FormattedMessage id="profile.secondFactor.renewTitle" />}
        description={<FormattedMessage id="profile.secondFactor.renewText" />}
        confirmLabel={<FormattedMessage id="profile.secondFactor.renew" />}
        onConfirm={async (password) => {
          const { recovery_codes } = (await renew.mutateAsync({ password })).response;
          setView({ kind: 'codes', codes: recovery_codes });
        }}
      />
      <PasswordDialog
        open={asked === 'remove'}
        onOpenChange={(open) => (open ? undefined : setAsked(null))}
        title={<FormattedMessage id="profile.secondFactor.removeTitle" />}
        description={<FormattedMessage id="profile.secondFactor.removeText" />}
        confirmLabel={<FormattedMessage id="profile.secondFactor.remove" />}
        destructive
        onConfirm={async (password) => {
          await remove.mutateAsync({ password });
          await refresh();
          toastSuccess('profile.secondFactor.removed');
        }}
      />
    </section>
  );
}
