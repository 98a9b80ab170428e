import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button } from '@backoffice/ui';
import { ListIcon, PencilIcon, PlusIcon, Trash2Icon, TriangleAlertIcon, WebhookIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

import {
  type DataTableColumn,
  DataTable,
  displayColumn,
  queryTableStatus,
  sortableColumn,
} from '../../components/data-table';
import { useClientRows } from '../../components/data-table/client-rows';
import { ConfirmDialog, useSpecFeedback } from '../../components/feedback';
import { PageHeader } from '../../components/page';
import { useListUrlState } from '../../hooks/use-url-state';
import { useTRPC } from '../../lib/trpc';
import { type EndpointRow } from './channel-types';
import { endpointHealth, listDateTime } from './labels';
import { deliveriesPath } from './paths';
import { SecretDialog } from './secret-dialog';
import { useSuccessToast } from './use-success-toast';
import { WebhookDialog } from './webhook-form';

const SEARCH_FIELDS = ['url'] as const;

/** What the server says about an endpoint that fails: disabled after three days, or failing since. */
export function EndpointHealthNotice({ endpoint }: { endpoint: EndpointRow }) {
  const health = endpointHealth(endpoint);
  if (health.kind === 'ok') return null;
  if (health.kind === 'failing')
    return (
      <span className="flex items-center gap-1 text-xs text-amber-800">
        <TriangleAlertIcon aria-hidden="true" className="size-3.5 shrink-0" />
        <FormattedMessage id="channels.webhooks.failingSince" values={{ date: listDateTime(health.since) }} />
      </span>
    );
  return (
    <span className="flex items-start gap-1.5 rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900">
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <FormattedMessage
        id="channels.webhooks.autoDisabledNotice"
        values={{ date: listDateTime(health.since) }}
      />
    </span>
  );
}

/** /settings/webhooks: the endpoints told about events; create (secret shown once), edit, delete, deliveries. */
export function WebhooksPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const toastSuccess = useSuccessToast();
  const addButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<{ endpoint?: EndpointRow } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EndpointRow | null>(null);
  const query = useQuery(trpc.channels.webhooks.list.queryOptions());
  const remove = useMutation(trpc.channels.webhooks.delete.mutationOptions());
  const list = useListUrlState({
    sortFields: ['url', 'created_at'],
    defaultSort: 'created_at',
    defaultDirection: 'desc',
  });
  const page = useClientRows(query.data?.data, list, { searchFields: SEARCH_FIELDS });

  const columns: DataTableColumn<EndpointRow>[] = [
    sortableColumn('url', 'channels.webhooks.col.url', (row) => (
      <div className="grid max-w-md gap-1">
        <Link
          href={deliveriesPath(row.uuid)}
          className="font-medium break-all underline-offset-4 hover:underline"
        >
          {row.url}
        </Link>
        <EndpointHealthNotice endpoint={row} />
      </div>
    )),
    displayColumn('events', 'channels.webhooks.col.events', (row) => (
      <ul className="flex max-w-xs flex-wrap gap-1">
        {row.events.map((event) => (
          <li key={event}>
            <Badge variant="outline" className="font-mono">
              {event}
            </Badge>
          </li>
        ))}
      </ul>
    )),
    displayColumn('enabled', 'channels.webhooks.col.enabled', (row) =>
      row.disabled_at ? (
        <Badge variant="warning">
          <FormattedMessage id="channels.webhooks.autoDisabled" />
        </Badge>
      ) : (
        <Badge variant={row.enabled ? 'success' : 'neutral'}>
          <FormattedMessage id={row.enabled ? 'channels.webhooks.on' : 'channels.webhooks.off'} />
        </Badge>
      ),
    ),
    sortableColumn('created_at', 'channels.webhooks.col.created', (row) => (
      <span className="whitespace-nowrap tabular-nums">{listDateTime(row.created_at)}</span>
    )),
    displayColumn('actions', 'channels.webhooks.col.actions', (row) => {
      const edit = intl.formatMessage({ id: 'channels.webhooks.edit' }, { url: row.url });
      const remove = intl.formatMessage({ id: 'channels.webhooks.delete' }, { url: row.url });
      return (
        <div className="flex items-center gap-1">
          <Button asChild variant="outline" size="sm">
            <Link
              href={deliveriesPath(row.uuid)}
              aria-label={intl.formatMessage({ id: 'channels.webhooks.deliveriesOf' }, { url: row.url })}
            >
              <ListIcon aria-hidden="true" />
              <FormattedMessage id="channels.webhooks.deliveries" />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={edit}
            title={edit}
            onClick={() => setEditing({ endpoint: row })}
          >
            <PencilIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive"
            aria-label={remove}
            title={remove}
            onClick={() => setDeleting(row)}
          >
            <Trash2Icon aria-hidden="true" />
          </Button>
        </div>
      );
    }),
  ];

  const addLabel = intl.formatMessage({ id: 'channels.webhooks.add' });
  return (
    <>
      <PageHeader
        description={<FormattedMessage id="channels.webhooks.intro" />}
        actions={
          <Button ref={addButton} data-shortcut="new" onClick={() => setEditing({})}>
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
        label={intl.formatMessage({ id: 'channels.webhooks.list' })}
        getRowId={(row) => row.uuid}
        savedViews={false}
        paletteActions={[{ id: 'new', label: addLabel, icon: WebhookIcon, run: () => setEditing({}) }]}
        emptyTitle={<FormattedMessage id="channels.webhooks.empty" />}
        emptyDescription={<FormattedMessage id="channels.webhooks.emptyText" />}
      />
      {editing ? (
        <WebhookDialog
          endpoint={editing.endpoint}
          onCancel={() => setEditing(null)}
          onSaved={(created) => {
            setEditing(null);
            if (created) setSecret(created);
            else toastSuccess('channels.webhooks.saved');
          }}
        />
      ) : null}
      <SecretDialog
        secret={secret}
        onClose={() => setSecret(null)}
        titleId="channels.webhooks.secretTitle"
        textId="channels.webhooks.secretText"
        returnFocusTo={addButton}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        destructive
        title={<FormattedMessage id="channels.webhooks.deleteTitle" />}
        description={
          deleting ? (
            <FormattedMessage id="channels.webhooks.deleteText" values={{ url: deleting.url }} />
          ) : null
        }
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync({ uuid: deleting.uuid });
          } catch (error) {
            void report.failed(error, 'msg.titleError');
            return;
          }
          await queryClient.invalidateQueries({ queryKey: trpc.channels.webhooks.list.queryKey() });
          toastSuccess('channels.webhooks.deleted');
        }}
      />
    </>
  );
}
