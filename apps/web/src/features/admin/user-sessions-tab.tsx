import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { Button } from '@backoffice/ui';

import { ConfirmDialog, useSpecFeedback, useSuccessToast } from '../../components/feedback';
import { LoadError, PageEmpty, PageLoading } from '../../components/page';
import { type SessionRow, SessionTable } from '../../components/sessions';
import { useTRPC } from '../../lib/trpc';

/** Where the user is signed in: an administrator ends one session, or all of them, after a question. */
export function UserSessionsTab({ record: user }: { record: { user_uuid: string } }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const toastSuccess = useSuccessToast();
  const sessions = useQuery(trpc.account.admin.getUserSessions.queryOptions({ user_uuid: user.user_uuid }));
  const endSessions = useMutation(trpc.account.admin.endUserSessions.mutationOptions());
  const [asked, setAsked] = useState<SessionRow | 'all' | null>(null);

  const end = async (which: SessionRow | 'all') => {
    let ended: number;
    try {
      ended = (
        await endSessions.mutateAsync({
          user_uuid: user.user_uuid,
          ...(which === 'all' ? {} : { session_uuid: which.uuid }),
        })
      ).response.ended;
    } catch (error) {
      void report.failed(error, 'msg.titleError');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.account.admin.getUserSessions.pathKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.audit.getAuditLog.pathKey() });
    toastSuccess('sessions.endedMany', { count: ended });
  };

  if (sessions.isPending) return <PageLoading />;
  if (sessions.isError) return <LoadError error={sessions.error} />;
  const rows = sessions.data.data;
  return (
    <section className="grid gap-4" aria-labelledby="user-sessions-intro">
      <p id="user-sessions-intro" className="text-sm text-muted-foreground">
        <FormattedMessage id="sessions.userIntro" />
      </p>
      {rows.length === 0 ? (
        <PageEmpty title={<FormattedMessage id="sessions.empty" />} />
      ) : (
        <>
          <SessionTable
            rows={rows}
            labelId="sessions.listOf"
            ending={endSessions.isPending ? (endSessions.variables?.session_uuid ?? null) : null}
            onEnd={setAsked}
          />
          <div>
            <Button variant="outline" onClick={() => setAsked('all')}>
              <LogOutIcon aria-hidden="true" />
              <FormattedMessage id="sessions.endAll" />
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => (open ? undefined : setAsked(null))}
        title={<FormattedMessage id="sessions.endConfirmTitle" />}
        description={
          <FormattedMessage id={asked === 'all' ? 'sessions.endAllConfirmText' : 'sessions.endConfirmText'} />
        }
        destructive
        onConfirm={() => (asked ? end(asked) : undefined)}
      />
    </section>
  );
}
