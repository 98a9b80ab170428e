import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { formatDate, RECOVERY_CODE_COUNT } from '@backoffice/shared';
import { Button } from '@backoffice/ui';

import { ConfirmDialog, useSpecFeedback, useSuccessToast } from '../../components/feedback';
import { LoadError, PageLoading } from '../../components/page';
import { useTRPC } from '../../lib/trpc';

/**
 * The user's second factor: whether an authenticator app is set up, their passkeys and how many
 * recovery codes are left; an administrator resets it (after a question) for a person who lost them,
 * which ends their sessions.
 */
export function UserSecondFactorTab({ record: user }: { record: { user_uuid: string } }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const toastSuccess = useSuccessToast();
  const state = useQuery(trpc.account.admin.getUserSecondFactor.queryOptions({ user_uuid: user.user_uuid }));
  const reset = useMutation(trpc.account.admin.resetUserSecondFactor.mutationOptions());
  const [asked, setAsked] = useState(false);

  const resetFactor = async () => {
    try {
      await reset.mutateAsync({ user_uuid: user.user_uuid });
    } catch (error) {
      void report.failed(error, 'msg.titleError');
      return;
    }
    await Promise.all(
      [
        trpc.account.admin.getUserSecondFactor.pathKey(),
        trpc.account.admin.getUserSessions.pathKey(),
        trpc.audit.getAuditLog.pathKey(),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
    toastSuccess('admin.user.secondFactor.resetDone');
  };

  if (state.isPending) return <PageLoading />;
  if (state.isError) return <LoadError error={state.error} />;
  const { totp_confirmed_at: since, passkeys, recovery_codes_left: left, required } = state.data.response;
  return (
    <section className="grid max-w-xl gap-4" aria-labelledby="user-second-factor-state">
      <p id="user-second-factor-state" className="font-medium">
        {since ? (
          <FormattedMessage
            id="admin.user.secondFactor.on"
            values={{ date: formatDate(since, 'DD.MM.YYYY') }}
          />
        ) : (
          <FormattedMessage id="admin.user.secondFactor.off" />
        )}
      </p>
      {since ? (
        <p className="text-sm">
          <FormattedMessage
            id="profile.secondFactor.codesLeft"
            values={{ count: left, total: RECOVERY_CODE_COUNT }}
          />
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        <FormattedMessage
          id={required ? 'admin.user.secondFactor.required' : 'admin.user.secondFactor.optional'}
        />
      </p>
      {since || passkeys > 0 || left > 0 ? (
        <div>
          <Button variant="outline" onClick={() => setAsked(true)}>
            <RotateCcwIcon aria-hidden="true" />
            <FormattedMessage id="admin.user.secondFactor.reset" />
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asked}
        onOpenChange={setAsked}
        title={<FormattedMessage id="admin.user.secondFactor.resetTitle" />}
        description={<FormattedMessage id="admin.user.secondFactor.resetText" />}
        destructive
        onConfirm={resetFactor}
      />
    </section>
  );
}
