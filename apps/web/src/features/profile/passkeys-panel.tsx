import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRoundIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';

import { formatDate, PASSKEY_NAME_MAX, passkeyNameSchema } from '@backoffice/shared';
import { Button, Dialog, DialogContent, DialogHeader, DialogTitle } from '@backoffice/ui';

import { useSpecFeedback, useSuccessToast } from '../../components/feedback';
import { Form, TextField, useZodForm } from '../../components/form';
import { LoadError, PageLoading } from '../../components/page';
import { makePasskey, type PasskeyRefusal, PasskeyRefusalText } from '../../components/second-factor';
import { serverIssuesOf } from '../../lib/api-error';
import { useTRPC } from '../../lib/trpc';
import { PasswordDialog } from './password-dialog';

const nameSchema = z.object({ name: passkeyNameSchema });
const day = (value: string) => formatDate(value, 'DD.MM.YYYY');

interface PasskeyRow {
  uuid: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A passkey's name, asked when adding one and when renaming it; the server's refusal shows under it. */
function NameForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: string;
  submitLabel: ReactNode;
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const report = useSpecFeedback();
  const form = useZodForm({
    schema: nameSchema,
    initialValues: { name: initial },
    guardUnsaved: false,
    onSubmit: async ({ name }) => {
      try {
        await onSubmit(name);
      } catch (error) {
        if (!form.setServerErrors(error)) void report.failed(error, 'msg.titleError');
      }
    },
  });
  return (
    <Form form={form}>
      <TextField
        form={form}
        name="name"
        required
        autoFocus={Boolean(onCancel)}
        maxLength={PASSKEY_NAME_MAX}
        label={<FormattedMessage id="profile.passkeys.name" />}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            <FormattedMessage id="msg.cancel" />
          </Button>
        ) : null}
        <Button type="submit" loading={form.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The person's passkeys: each named, with when it was added and last used, renamed or removed (with
 * the current password); a new one is made by the browser (this device, a phone, a security key).
 */
export function PasskeysPanel({
  canRemoveLast,
  onAdded,
  onRemoved,
}: {
  /** Whether the last passkey may go (no other factor, and a role that requires one: not). */
  canRemoveLast: boolean;
  /** A passkey was added; its recovery codes when it is the person's first second factor. */
  onAdded: (recoveryCodes: string[] | null) => Promise<void>;
  onRemoved: () => Promise<unknown>;
}) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const toastSuccess = useSuccessToast();
  const passkeys = useQuery(trpc.account.profile.getPasskeys.queryOptions());
  const start = useMutation(trpc.account.profile.startPasskey.mutationOptions());
  const add = useMutation(trpc.account.profile.addPasskey.mutationOptions());
  const rename = useMutation(trpc.account.profile.renamePasskey.mutationOptions());
  const remove = useMutation(trpc.account.profile.removePasskey.mutationOptions());
  const [refusal, setRefusal] = useState<PasskeyRefusal | 'wrong' | null>(null);
  const [renaming, setRenaming] = useState<PasskeyRow | null>(null);
  const [removing, setRemoving] = useState<PasskeyRow | null>(null);

  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.account.profile.getPasskeys.queryKey() });

  const addPasskey = async (name: string) => {
    setRefusal(null);
    const question = await start.mutateAsync({});
    const outcome = await makePasskey(question.response);
    if (!outcome.ok) {
      setRefusal(outcome.refusal);
      return;
    }
    try {
      const { recovery_codes } = (await add.mutateAsync({ name, credential: outcome.answer })).response;
      await refresh();
      toastSuccess('profile.passkeys.added');
      await onAdded(recovery_codes);
    } catch (error) {
      if (serverIssuesOf(error).some((issue) => issue.path[0] === 'credential')) setRefusal('wrong');
      else throw error;
    }
  };

  if (passkeys.isPending) return <PageLoading />;
  if (passkeys.isError) return <LoadError error={passkeys.error} />;
  const rows = passkeys.data.data;
  return (
    <section className="grid gap-3" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" className="font-semibold">
        <FormattedMessage id="profile.passkeys.heading" />
      </h2>
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="profile.passkeys.intro" />
      </p>
      {rows.length === 0 ? (
        <p className="text-sm">
          <FormattedMessage id="profile.passkeys.none" />
        </p>
      ) : (
        <ul
          aria-label={intl.formatMessage({ id: 'profile.passkeys.list' })}
          className="grid divide-y rounded-md border"
        >
          {rows.map((row) => (
            <li key={row.uuid} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className="grid">
                <span className="flex items-center gap-2 font-medium">
                  <KeyRoundIcon aria-hidden="true" className="size-4" />
                  {row.name}
                </span>
                <span className="text-xs text-muted-foreground">
                  <FormattedMessage
                    id={row.last_used_at ? 'profile.passkeys.used' : 'profile.passkeys.unused'}
                    values={{
                      added: day(row.created_at),
                      used: row.last_used_at ? day(row.last_used_at) : '',
                    }}
                  />
                </span>
              </span>
              <span className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={intl.formatMessage({ id: 'profile.passkeys.renameLabel' }, { name: row.name })}
                  onClick={() => setRenaming(row)}
                >
                  <PencilIcon aria-hidden="true" />
                  <FormattedMessage id="profile.passkeys.rename" />
                </Button>
                {rows.length > 1 || canRemoveLast ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={intl.formatMessage(
                      { id: 'profile.passkeys.removeLabel' },
                      { name: row.name },
                    )}
                    onClick={() => setRemoving(row)}
                  >
                    <Trash2Icon aria-hidden="true" />
                    <FormattedMessage id="profile.passkeys.remove" />
                  </Button>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <NameForm
        key={rows.length}
        initial=""
        submitLabel={<FormattedMessage id="profile.passkeys.add" />}
        onSubmit={addPasskey}
      />
      <PasskeyRefusalText refusal={refusal} />
      <Dialog open={renaming !== null} onOpenChange={(open) => (open ? undefined : setRenaming(null))}>
        <DialogContent aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id="profile.passkeys.renameTitle" />
            </DialogTitle>
          </DialogHeader>
          {renaming ? (
            <NameForm
              initial={renaming.name}
              submitLabel={<FormattedMessage id="profile.passkeys.rename" />}
              onCancel={() => setRenaming(null)}
              onSubmit={async (name) => {
                await rename.mutateAsync({ passkey_uuid: renaming.uuid, name });
                await refresh();
                setRenaming(null);
                toastSuccess('profile.passkeys.renamed');
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <PasswordDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={<FormattedMessage id="profile.passkeys.removeTitle" values={{ name: removing?.name ?? '' }} />}
        description={<FormattedMessage id="profile.passkeys.removeText" />}
        confirmLabel={<FormattedMessage id="profile.passkeys.remove" />}
        destructive
        onConfirm={async (password) => {
          if (!removing) return;
          await remove.mutateAsync({ passkey_uuid: removing.uuid, password });
          await refresh();
          await onRemoved();
          toastSuccess('profile.passkeys.removed');
        }}
      />
    </section>
  );
}
