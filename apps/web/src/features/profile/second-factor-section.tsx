import { formatDate, RECOVERY_CODE_COUNT } from '@backoffice/shared';
import { Button } from '@backoffice/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRoundIcon, ShieldCheckIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { useCurrentUser } from '../../app/session';
import { useSpecFeedback, useSuccessToast } from '../../components/feedback';
import { LoadError, PageLoading } from '../../components/page';
import { type AppEnrolment, AppSetup, RecoveryCodes } from '../../components/second-factor';
import { useTRPC } from '../../lib/trpc';
import { PasskeysPanel } from './passkeys-panel';
import { PasswordDialog } from './password-dialog';

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
  const { totp_confirmed_at: since, passkeys, recovery_codes_left: left, required } = state.data.response;
  // The server refuses removing the last factor of a role that requires one: not offered either.
  const removable = (others: number) => !required || others > 0;
  return (
    <section className="grid max-w-xl gap-6" aria-labelledby="second-factor-intro">
      <p id="second-factor-intro" className="text-sm text-muted-foreground">
        <FormattedMessage id="profile.secondFactor.intro" />
      </p>
      {required ? (
        <p className="rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900">
          <FormattedMessage id="profile.secondFactor.required" />
        </p>
      ) : null}
      <section className="grid gap-3" aria-labelledby="authenticator-app-heading">
        <h2 id="authenticator-app-heading" className="font-semibold">
          <FormattedMessage id="profile.secondFactor.appHeading" />
        </h2>
        {since ? (
          <>
            <p className="flex items-center gap-2 text-sm">
              <ShieldCheckIcon aria-hidden="true" className="size-5 text-green-700" />
              <FormattedMessage
                id="profile.secondFactor.on"
                values={{ date: formatDate(since, 'DD.MM.YYYY') }}
              />
            </p>
            {removable(passkeys) ? (
              <div>
                <Button variant="outline" onClick={() => setAsked('remove')}>
                  <Trash2Icon aria-hidden="true" />
                  <FormattedMessage id="profile.secondFactor.remove" />
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <div>
            <Button onClick={() => void startSetup()} loading={start.isPending}>
              <ShieldCheckIcon aria-hidden="true" />
              <FormattedMessage id="profile.secondFactor.setUp" />
            </Button>
          </div>
        )}
      </section>
      <PasskeysPanel
        canRemoveLast={removable(since ? 1 : 0)}
        onAdded={async (codes) => {
          await refresh();
          if (codes) setView({ kind: 'codes', codes });
        }}
        onRemoved={refresh}
      />
      {since || passkeys > 0 ? (
        <section className="grid gap-3" aria-labelledby="recovery-codes-state">
          <h2 id="recovery-codes-state" className="font-semibold">
            <FormattedMessage id="secondFactor.codes.list" />
          </h2>
          <p className="text-sm">
            <FormattedMessage
              id="profile.secondFactor.codesLeft"
              values={{ count: left, total: RECOVERY_CODE_COUNT }}
            />
          </p>
          <div>
            <Button variant="outline" onClick={() => setAsked('renew')}>
              <KeyRoundIcon aria-hidden="true" />
              <FormattedMessage id="profile.secondFactor.renew" />
            </Button>
          </div>
        </section>
      ) : null}
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
