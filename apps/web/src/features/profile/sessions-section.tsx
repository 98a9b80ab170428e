import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOutIcon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';

import { Button } from '@backoffice/ui';

import { HOME_PATH, signOut } from '../../app/session';
import { ConfirmDialog, useSpecFeedback, useSuccessToast } from '../../components/feedback';
import { LoadError, PageLoading } from '../../components/page';
import { type SessionRow, SessionTable } from '../../components/sessions';
import { useTRPC } from '../../lib/trpc';

/**
 * Where the person is signed in: each session with its browser, system and address; ending one signs
 * that browser out at once (ending this one signs out here), and "sign out everywhere else" ends the
 * others. Each end is asked first.
 */
export function SessionsSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const toastSuccess = useSuccessToast();
  const sessions = useQuery(trpc.account.profile.getSessions.queryOptions());
  const endOne = useMutation(trpc.account.profile.endSession.mutationOptions());
  const endOthers = useMutation(trpc.account.profile.endOtherSessions.mutationOptions());
  const [asked, setAsked] = useState<SessionRow | 'others' | null>(null);

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.account.profile.getSessions.queryKey() });

  const end = async (row: SessionRow) => {
    try {
      await endOne.mutateAsync({ session_uuid: row.uuid });
    } catch (error) {
      void report.failed(error, 'msg.titleError');
      return;
    }
    if (row.current) {
      await signOut();
      navigate(HOME_PATH, { replace: true });
      return;
    }
    await refresh();
    toastSuccess('sessions.ended');
  };

  const endEveryOther = async () => {
    let ended: number;
    try {
      ended = (await endOthers.mutateAsync({})).response.ended;
    } catch (error) {
      void report.failed(error, 'msg.titleError');
      return;
    }
    await refresh();
    toastSuccess('sessions.endedMany', { count: ended });
  };

  if (sessions.isPending) return <PageLoading />;
  if (sessions.isError) return <LoadError error={sessions.error} />;
  const rows = sessions.data.data;
  return (
    <section className="grid gap-4" aria-labelledby="sessions-intro">
      <p id="sessions-intro" className="text-sm text-muted-foreground">
        <FormattedMessage id="sessions.intro" />
      </p>
      <SessionTable
        rows={rows}
        labelId="sessions.list"
        ending={endOne.isPending ? (endOne.variables?.session_uuid ?? null) : null}
        onEnd={setAsked}
      />
      {rows.some((row) => !row.current) ? (
        <div>
          <Button variant="outline" onClick={() => setAsked('others')}>
            <LogOutIcon aria-hidden="true" />
            <FormattedMessage id="sessions.endOthers" />
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => (open ? undefined : setAsked(null))}
        title={<FormattedMessage id="sessions.endConfirmTitle" />}
        description={
          <FormattedMessage
            id={asked === 'others' ? 'sessions.endOthersConfirmText' : 'sessions.endConfirmText'}
          />
        }
        destructive
        onConfirm={() => (asked === 'others' ? endEveryOther() : asked ? end(asked) : undefined)}
      />
    </section>
  );
}
