import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_KEY_POLICIES, apiKeyCreateSchema, FIELD_LIMITS } from '@backoffice/shared';
import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@backoffice/ui';
import { BanIcon, KeyRoundIcon, PlusIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  type DataTableColumn,
  column,
  DataTable,
  displayColumn,
  queryTableStatus,
  sortableColumn,
} from '../../components/data-table';
import { useClientRows } from '../../components/data-table/client-rows';
import { ConfirmDialog, useSpecFeedback } from '../../components/feedback';
import { Form, RadioGroupField, SubmitButton, TextField, useZodForm } from '../../components/form';
import { PageHeader } from '../../components/page';
import { useListUrlState } from '../../hooks/use-url-state';
import { useTRPC } from '../../lib/trpc';
import { type ApiKeyRow } from './channel-types';
import { listDateTime, POLICY_LABEL_IDS } from './labels';
import { SecretDialog } from './secret-dialog';
import { useSuccessToast } from './use-success-toast';

/** The new key's name and policy; on success the page shows the secret once. */
function CreateKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (secret: string) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const create = useMutation(trpc.channels.apiKeys.create.mutationOptions());
  const form = useZodForm({
    schema: apiKeyCreateSchema,
    initialValues: { name: '', policy: 'channel' },
    guardUnsaved: false,
    onSubmit: async (values) => {
      let secret: string;
      try {
        secret = (await create.mutateAsync(values)).response.secret;
      } catch (error) {
        if (!form.setServerErrors(error)) void report.failed(error, 'msg.titleError');
        return;
      }
      await queryClient.invalidateQueries({ queryKey: trpc.channels.apiKeys.list.queryKey() });
      onCreated(secret);
    },
  });
  return (
    <Form form={form}>
      <DialogHeader>
        <DialogTitle>
          <FormattedMessage id="channels.apiKeys.add" />
        </DialogTitle>
        <DialogDescription>
          <FormattedMessage id="channels.apiKeys.createText" />
        </DialogDescription>
      </DialogHeader>
      <TextField
        form={form}
        name="name"
        required
        autoFocus
        autoComplete="off"
        maxLength={FIELD_LIMITS.textMax}
        label={<FormattedMessage id="channels.apiKeys.name" />}
        description={<FormattedMessage id="channels.apiKeys.nameHint" />}
      />
      <RadioGroupField
        form={form}
        name="policy"
        required
        orientation="vertical"
        label={<FormattedMessage id="channels.apiKeys.policy" />}
        options={API_KEY_POLICIES.map((policy) => ({
          value: policy,
          label: intl.formatMessage({ id: POLICY_LABEL_IDS[policy].labelId }),
          description: intl.formatMessage({ id: POLICY_LABEL_IDS[policy].hintId }),
        }))}
      />
      <DialogFooter>
        <Button type="button" variant="outline" disabled={form.isSubmitting} onClick={onCancel}>
          <FormattedMessage id="msg.cancel" />
        </Button>
        <SubmitButton form={form}>
          <FormattedMessage id="channels.apiKeys.create" />
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}

/** /settings/api-keys: the keys other channels call the API with; create (secret shown once) and revoke. */
export function ApiKeysPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const toastSuccess = useSuccessToast();
  const addButton = useRef<HTMLButtonElement>(null);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const query = useQuery(trpc.channels.apiKeys.list.queryOptions());
  const revoke = useMutation(trpc.channels.apiKeys.revoke.mutationOptions());
  const list = useListUrlState({
    sortFields: ['name', 'policy', 'created_at', 'last_used_at'],
    defaultSort: 'created_at',
    defaultDirection: 'desc',
  });
  const page = useClientRows(query.data?.data, list, { searchFields: SEARCH_FIELDS });

  const columns: DataTableColumn<ApiKeyRow>[] = [
    sortableColumn('name', 'channels.apiKeys.col.name', (row) => (
      <span className="font-medium">{row.name}</span>
    )),
    sortableColumn('policy', 'channels.apiKeys.col.policy', (row) => (
      <FormattedMessage id={POLICY_LABEL_IDS[row.policy].labelId} />
    )),
    column('prefix', 'channels.apiKeys.col.prefix', {
      cell: (row) => <code className="text-xs whitespace-nowrap">{row.prefix}…</code>,
    }),
    sortableColumn('created_at', 'channels.apiKeys.col.created', (row) => (
      <span className="whitespace-nowrap tabular-nums">{listDateTime(row.created_at)}</span>
    )),
    sortableColumn('last_used_at', 'channels.apiKeys.col.lastUsed', (row) => (
      <span className="whitespace-nowrap tabular-nums">
        {row.last_used_at ? listDateTime(row.last_used_at) : <FormattedMessage id="channels.apiKeys.never" />}
      </span>
    )),
    displayColumn('status', 'channels.apiKeys.col.status', (row) => (
      <Badge variant={row.revoked ? 'neutral' : 'success'}>
        <FormattedMessage id={row.revoked ? 'channels.apiKeys.revoked' : 'channels.apiKeys.active'} />
      </Badge>
    )),
    displayColumn('actions', 'channels.apiKeys.col.actions', (row) =>
      row.revoked ? null : (
        <Button
          variant="outline"
          size="sm"
          aria-label={intl.formatMessage({ id: 'channels.apiKeys.revokeLabel' }, { name: row.name })}
          onClick={() => setRevoking(row)}
        >
          <BanIcon aria-hidden="true" />
          <FormattedMessage id="channels.apiKeys.revoke" />
        </Button>
      ),
    ),
  ];

  const addLabel = intl.formatMessage({ id: 'channels.apiKeys.add' });
  return (
    <>
      <PageHeader
        description={
          <FormattedMessage
            id="channels.apiKeys.intro"
            values={{ header: <code className="text-xs">Authorization: Bearer bo_live_…</code> }}
          />
        }
        actions={
          <Button ref={addButton} data-shortcut="new" onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            {addLabel}
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={page?.rows}
        total={page?.total}
        {...queryTableStatus(query)}
        state={list}
        label={intl.formatMessage({ id: 'channels.apiKeys.list' })}
        getRowId={(row) => row.uuid}
        savedViews={false}
        paletteActions={[{ id: 'new', label: addLabel, icon: KeyRoundIcon, run: () => setCreating(true) }]}
        emptyTitle={<FormattedMessage id="channels.apiKeys.empty" />}
        emptyDescription={<FormattedMessage id="channels.apiKeys.emptyText" />}
      />
      <Dialog open={creating} onOpenChange={setCreating}>
        <DialogContent closeLabel={intl.formatMessage({ id: 'msg.cancel' })}>
          {creating ? (
            <CreateKeyForm
              onCancel={() => setCreating(false)}
              onCreated={(created) => {
                setCreating(false);
                setSecret(created);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <SecretDialog
        secret={secret}
        onClose={() => setSecret(null)}
        titleId="channels.apiKeys.secretTitle"
        textId="channels.apiKeys.secretText"
        returnFocusTo={addButton}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        destructive
        title={
          revoking ? (
            <FormattedMessage id="channels.apiKeys.revokeTitle" values={{ name: revoking.name }} />
          ) : undefined
        }
        description={<FormattedMessage id="channels.apiKeys.revokeText" />}
        confirmLabel={<FormattedMessage id="channels.apiKeys.revoke" />}
        cancelLabel={<FormattedMessage id="msg.cancel" />}
        onConfirm={async () => {
          if (!revoking) return;
          const { name } = revoking;
          try {
            await revoke.mutateAsync({ uuid: revoking.uuid });
          } catch (error) {
            void report.failed(error, 'msg.titleError');
            return;
          }
          await queryClient.invalidateQueries({ queryKey: trpc.channels.apiKeys.list.queryKey() });
          toastSuccess('channels.apiKeys.revokedText', { name });
        }}
      />
    </>
  );
}

const SEARCH_FIELDS = ['name', 'prefix'] as const;
