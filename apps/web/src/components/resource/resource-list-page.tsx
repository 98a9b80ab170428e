import { useQuery } from '@tanstack/react-query';
import { HistoryIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';

import { formatDate, formatEuro, isAdminRole, isVersionedEntityType, SystemRole } from '@backoffice/shared';
import { Button } from '@backoffice/ui';

import { useCurrentUser } from '../../lib/current-user';
import { useTRPC } from '../../lib/trpc';
import { useListUrlState } from '../../hooks/use-url-state';
import { column, DataTable, type DataTableColumn, displayColumn, queryTableStatus } from '../data-table';
import { useClientRows } from '../data-table/client-rows';
import { toListInput } from '../data-table/list-input';
import { ConfirmDialog } from '../feedback';
import { useSpecFeedback } from '../feedback/use-spec-feedback';
import { PageHeader, usePageMeta } from '../page';
import { PublishSwitchCell } from '../publish-switch';
import { formatMoment } from '../versions/moment';
import { scheduleActionLabelId } from '../versions/schedule-panel';
import { contentHistoryHref } from '../versions/urls';
import { type ResourceColumn, type ResourcePageDefinition, type ResourcePaths } from './resource-definition';
import { ResourceDialog } from './resource-editor';
import { type CallAction, RowActionButton, RowCallConfirm } from './resource-row-actions';
import { SecretDialog } from './secret-dialog';
import { ResourceTabs } from './resource-tabs';
import { useResourceRows, useResourceWrites } from './use-resource-api';

const idOf = (row: unknown) => String((row as { uuid: unknown }).uuid);
/** A row's publish flag: 1 on the contract's rows, true on an extension's (an endpoint's `enabled`). */
const isFlagOn = (value: unknown) => value === 1 || value === true;

/** `<code>` in a screen's texts (a header's name, a variable's form). */
const codeTags = { code: (text: ReactNode[]) => <code className="text-xs">{text}</code> };

function cellText<TRow>(row: TRow, spec: ResourceColumn<TRow>): string {
  const value = row[spec.field];
  if (spec.format === 'date') return formatDate(String(value), 'DD.MM.YYYY');
  if (spec.format === 'dateTime') return formatDate(String(value), 'DD.MM.YYYY HH:mm');
  if (spec.format === 'money') return formatEuro(value as string | number | null);
  return String(value ?? '');
}

/** Whether this user sees the delete action of a resource (the server refuses everybody else). */
export function canDeleteResource(definition: ResourcePageDefinition<unknown>, systemRole: number): boolean {
  const access = definition.wire.delete?.access;
  if (!access) return false;
  return access === 'admin' ? isAdminRole(systemRole) : systemRole === SystemRole.SuperAdmin;
}

/**
 * The list screen of a resource: the whole list searched, sorted and paged in the browser (all in the
 * URL, 15 a page), a publish switch that saves at once, the edit link or dialog, and delete with the
 * spec's confirmation for the roles the server allows.
 */
export function ResourceListPage<TRow>({
  definition,
  paths,
}: {
  definition: ResourcePageDefinition<TRow>;
  paths: ResourcePaths;
}) {
  const intl = useIntl();
  const user = useCurrentUser();
  const meta = usePageMeta();
  const report = useSpecFeedback();
  const [, navigate] = useLocation();
  const sortable = definition.columns.filter((spec) => spec.sortable).map((spec) => spec.field);
  const list = useListUrlState({
    sortFields: sortable,
    ...(definition.defaultSort
      ? { defaultSort: definition.defaultSort.field, defaultDirection: definition.defaultSort.direction }
      : {}),
  });
  // Server mode: the URL state goes to the list call, which answers one page and the total.
  const query = useResourceRows(definition, definition.serverPaging ? toListInput(list) : undefined);
  const clientPage = useClientRows(definition.serverPaging ? undefined : query.rows, list, {
    searchFields: definition.searchFields,
  });
  const page = definition.serverPaging
    ? query.rows && { rows: query.rows, total: query.total ?? query.rows.length }
    : clientPage;
  const writes = useResourceWrites(definition);
  const [editing, setEditing] = useState<{ row?: TRow } | null>(null);
  const [deleting, setDeleting] = useState<TRow | null>(null);
  const [calling, setCalling] = useState<{ action: CallAction<TRow>; row: TRow } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const mayDelete = canDeleteResource(definition as ResourcePageDefinition<unknown>, user.system_role);
  const edits = Boolean(definition.wire.update);
  const trpc = useTRPC();
  // A versioned resource's list shows each record's next scheduled change, and links its history.
  const versionedType =
    definition.entityType && isVersionedEntityType(definition.entityType) && isAdminRole(user.system_role)
      ? definition.entityType
      : undefined;
  const schedules = useQuery({
    ...trpc.content.listSchedules.queryOptions({}),
    enabled: versionedType !== undefined,
  });
  const nextChange = new Map(
    (schedules.data?.data ?? [])
      .filter((schedule) => schedule.entity_type === versionedType)
      .toReversed()
      .map((schedule) => [schedule.entity_id, schedule]),
  );

  const open = (row: TRow) => {
    if (!paths.edit) setEditing({ row });
  };
  const editHref = (row: TRow) => paths.edit?.replace(':uuid', encodeURIComponent(idOf(row)));

  const columns: DataTableColumn<TRow>[] = definition.columns.map((spec) => {
    const render = (row: TRow) => {
      const content = spec.render ? spec.render(row) : cellText(row, spec);
      if (!spec.opensRecord || !edits) return content;
      const href = editHref(row);
      return href ? (
        <Link href={href} className="font-medium underline-offset-4 hover:underline">
          {content}
        </Link>
      ) : (
        <button
          type="button"
          className="text-left font-medium underline-offset-4 hover:underline"
          onClick={() => open(row)}
        >
          {content}
        </button>
      );
    };
    return column<TRow>(spec.field, spec.titleId, { sortable: spec.sortable, cell: render });
  });
  const publish = definition.wire.publish;
  if (publish)
    columns.push(
      displayColumn<TRow>('publish', definition.texts.flagColumnId ?? 'resource.col.publish', (row) => (
        <PublishSwitchCell
          checked={isFlagOn((row as Record<string, unknown>)[publish.flagKey])}
          label={intl.formatMessage(
            { id: definition.texts.flagLabelId ?? 'resource.publishLabel' },
            { name: definition.rowTitle(row) },
          )}
          onToggle={(next) => writes.publish(idOf(row), next)}
          onSuccess={() => void writes.invalidate()}
        />
      )),
    );
  if (versionedType)
    columns.push(
      displayColumn<TRow>('scheduled', 'schedules.col', (row) => {
        const next = nextChange.get(idOf(row));
        return next ? (
          <span className="text-sm whitespace-nowrap">
            <FormattedMessage
              id="schedules.next"
              values={{
                action: intl.formatMessage({ id: scheduleActionLabelId(next.action) }),
                date: formatMoment(intl, next.run_at),
              }}
            />
          </span>
        ) : null;
      }),
    );
  columns.push(
    displayColumn<TRow>('action', 'resource.col.actions', (row) => {
      const name = definition.rowTitle(row);
      const href = editHref(row);
      const editLabel = intl.formatMessage({ id: 'resource.edit' }, { name });
      const deleteLabel = intl.formatMessage({ id: 'resource.delete' }, { name });
      return (
        <div className="flex items-center gap-1">
          {definition.rowActions?.map((action) => (
            <RowActionButton
              key={action.textId}
              action={action}
              row={row}
              name={name}
              onCall={(call) => setCalling({ action: call, row })}
            />
          ))}
          {versionedType && !href ? (
            <Button
              asChild
              variant="ghost"
              size="icon"
              aria-label={intl.formatMessage({ id: 'versions.historyLabel' }, { name })}
              title={intl.formatMessage({ id: 'versions.historyLabel' }, { name })}
            >
              <Link href={contentHistoryHref(versionedType, idOf(row))}>
                <HistoryIcon aria-hidden="true" />
              </Link>
            </Button>
          ) : null}
          {!edits ? null : href ? (
            <Button asChild variant="ghost" size="icon" aria-label={editLabel} title={editLabel}>
              <Link href={href}>
                <PencilIcon aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="icon"
              aria-label={editLabel}
              title={editLabel}
              onClick={() => open(row)}
            >
              <PencilIcon aria-hidden="true" />
            </Button>
          )}
          {mayDelete ? (
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive"
              aria-label={deleteLabel}
              title={deleteLabel}
              onClick={() => setDeleting(row)}
            >
              <Trash2Icon aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      );
    }),
  );

  const addLabel = intl.formatMessage({ id: definition.texts.addId });
  const createPath = paths.edit ? paths.create : undefined;
  const paletteActions =
    definition.creates === false
      ? undefined
      : [
          {
            id: 'new',
            label: addLabel,
            icon: PlusIcon,
            run: () => (createPath ? navigate(createPath) : setEditing({})),
          },
        ];
  const addButton =
    definition.creates === false ? null : createPath ? (
      <Button asChild>
        <Link href={createPath}>
          <PlusIcon aria-hidden="true" />
          {addLabel}
        </Link>
      </Button>
    ) : (
      <Button ref={addButtonRef} data-shortcut="new" onClick={() => setEditing({})}>
        <PlusIcon aria-hidden="true" />
        {addLabel}
      </Button>
    );

  return (
    <>
      <PageHeader
        description={
          definition.texts.introId ? (
            <FormattedMessage id={definition.texts.introId} values={codeTags} />
          ) : undefined
        }
        actions={
          <>
            {definition.listActions?.()}
            {addButton}
          </>
        }
      />
      {definition.tabs ? <ResourceTabs tabs={definition.tabs} /> : null}
      {definition.texts.noteId ? (
        <p className="rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground">
          <FormattedMessage id={definition.texts.noteId} values={codeTags} />
        </p>
      ) : null}
      <DataTable
        columns={columns}
        rows={page?.rows}
        total={page?.total}
        {...queryTableStatus(query)}
        state={list}
        label={meta?.title ?? addLabel}
        getRowId={idOf}
        savedViews={definition.savedViews}
        paletteActions={paletteActions}
        emptyTitle={definition.texts.emptyId ? <FormattedMessage id={definition.texts.emptyId} /> : undefined}
        emptyDescription={
          definition.texts.emptyTextId ? <FormattedMessage id={definition.texts.emptyTextId} /> : undefined
        }
      />
      <ResourceDialog
        definition={definition}
        row={editing?.row}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSecret={setSecret}
      />
      {definition.secret ? (
        <SecretDialog
          secret={secret}
          onClose={() => setSecret(null)}
          titleId={definition.secret.titleId}
          textId={definition.secret.textId}
          returnFocusTo={addButtonRef}
        />
      ) : null}
      {definition.rowActions?.map((action) =>
        action.kind === 'call' ? (
          <RowCallConfirm
            key={action.textId}
            definition={definition}
            action={action}
            row={calling?.action === action ? calling.row : null}
            onClose={() => setCalling(null)}
          />
        ) : null,
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => (next ? undefined : setDeleting(null))}
        destructive
        title={
          definition.texts.deleteConfirmId ? <FormattedMessage id={definition.texts.deleteConfirmId} /> : null
        }
        description={
          deleting ? (
            definition.texts.deleteTextId ? (
              <FormattedMessage
                id={definition.texts.deleteTextId}
                values={{ name: definition.rowTitle(deleting) }}
              />
            ) : (
              definition.rowTitle(deleting)
            )
          ) : undefined
        }
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await writes.remove(idOf(deleting));
          } catch (error) {
            void report.failed(error, 'msg.titleError');
            return;
          }
          await writes.invalidate();
          void report.succeeded(definition.texts.deletedId ?? 'msg.deleted', 'msg.titleSuccess');
        }}
      />
    </>
  );
}
