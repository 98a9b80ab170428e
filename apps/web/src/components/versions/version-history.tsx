import { parseRomeDateTime, type VersionedEntityType, type VersionSummary } from '@backoffice/shared';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  NativeSelect,
  NativeSelectOption,
  Skeleton,
  toast,
} from '@backoffice/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, GitCompareIcon, HistoryIcon, RotateCcwIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { type AppMessageId } from '../../i18n';
import { useTRPC } from '../../lib/trpc';
import { auditFieldLabel } from '../audit-labels';
import { ConfirmDialog, useSpecFeedback } from '../feedback';
import { formatMoment, romeWallTime } from './moment';
import { VersionCompareDialog } from './version-compare-dialog';

interface RecordProps {
  entityType: VersionedEntityType;
  entityId: string;
}

/** Saves a version's fields as a JSON file, for whoever asked what was live (legal, an auditor). */
function downloadVersion(record: RecordProps, version: { number: number; snapshot: unknown }, at: string) {
  const body = JSON.stringify(
    { ...record, live_at: at, version: version.number, fields: version.snapshot },
    null,
    2,
  );
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([body], { type: 'application/json' }));
  link.download = `${record.entityType}-${record.entityId}-v${version.number}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** "What was live at": a Rome date and time, answered with the version the public saw then. */
function LiveAtForm(record: RecordProps) {
  const intl = useIntl();
  const trpc = useTRPC();
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const answer = useQuery({
    ...trpc.content.liveAt.queryOptions({
      entity_type: record.entityType,
      entity_id: record.entityId,
      at: asked ?? '',
    }),
    enabled: asked !== null,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed) setAsked(parseRomeDateTime(romeWallTime(typed)).toISOString());
  };
  const data = answer.data?.data;
  return (
    <form onSubmit={submit} className="grid gap-2 border-t pt-3">
      <div className="flex flex-wrap items-end gap-2">
        <FormField
          id={fieldId}
          label={intl.formatMessage({ id: 'versions.liveAt' })}
          description={intl.formatMessage({ id: 'versions.romeTime' })}
          className="min-w-0 flex-1"
        >
          <Input
            id={fieldId}
            type="datetime-local"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={!typed}>
          <FormattedMessage id="versions.liveAtShow" />
        </Button>
      </div>
      <div aria-live="polite" className="text-sm">
        {asked === null ? null : answer.isPending ? (
          <Skeleton className="h-5 w-2/3" />
        ) : answer.isError ? (
          <p className="text-destructive">
            <FormattedMessage id="page.loadErrorText" />
          </p>
        ) : data?.state === 'live' && data.version ? (
          <div className="flex flex-wrap items-center gap-2">
            <p>
              <FormattedMessage id="versions.liveAt.live" values={{ number: data.version.number }} />
            </p>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => data.version && downloadVersion(record, data.version, asked)}
            >
              <DownloadIcon aria-hidden="true" />
              <FormattedMessage id="versions.liveAt.download" values={{ number: data.version.number }} />
            </Button>
          </div>
        ) : data?.state === 'unknown' ? (
          <p>
            <FormattedMessage
              id="versions.liveAt.unknown"
              values={{ date: data.history_from ? formatMoment(intl, data.history_from) : '' }}
            />
          </p>
        ) : (
          <p>
            <FormattedMessage id="versions.liveAt.not_live" />
          </p>
        )}
      </div>
    </form>
  );
}

function VersionItem({
  version,
  latest,
  onRestore,
}: {
  version: VersionSummary;
  latest: boolean;
  onRestore: () => void;
}) {
  const intl = useIntl();
  const fields = version.changed_fields.map((field) => auditFieldLabel(intl, field)).join(', ');
  return (
    <li className="grid gap-0.5 border-b pb-2 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">
          <FormattedMessage id="versions.number" values={{ number: version.number }} />
        </span>
        <Badge variant={version.live ? 'success' : 'neutral'}>
          <FormattedMessage id={version.live ? 'versions.live' : 'versions.hidden'} />
        </Badge>
        {latest ? (
          <span className="text-muted-foreground">
            (<FormattedMessage id="versions.current" />)
          </span>
        ) : null}
      </div>
      <span>
        {intl.formatMessage({ id: `versions.action.${version.action}` as AppMessageId })}
        {version.restored_from !== null ? (
          <>
            {' · '}
            <FormattedMessage id="versions.restoredFrom" values={{ number: version.restored_from }} />
          </>
        ) : null}
      </span>
      <span className="text-muted-foreground">
        {formatMoment(intl, version.create_at)} ·{' '}
        {version.author_email ?? intl.formatMessage({ id: 'versions.system' })}
      </span>
      {fields && version.action !== 'create' ? (
        <span className="break-words text-muted-foreground">
          <FormattedMessage id="versions.fields" values={{ fields }} />
        </span>
      ) : null}
      {latest ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="mt-1 justify-self-start"
          aria-label={intl.formatMessage({ id: 'versions.restoreLabel' }, { number: version.number })}
          onClick={onRestore}
        >
          <RotateCcwIcon aria-hidden="true" />
          <FormattedMessage id="versions.restore" />
        </Button>
      )}
    </li>
  );
}

/**
 * A record's versions, newest first: who made each and what it changed, any two compared field by
 * field, any old one restored as a new version (with Undo), and what was live at a given moment.
 */
export function VersionHistory({
  entityType,
  entityId,
  onRestored,
}: RecordProps & { onRestored?: () => void }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const record = { entity_type: entityType, entity_id: entityId };
  const versions = useQuery(trpc.content.listVersions.queryOptions(record));
  const restore = useMutation(trpc.content.restoreVersion.mutationOptions());
  const [comparing, setComparing] = useState<{ from: number; to: number } | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [choice, setChoice] = useState<{ from?: number; to?: number }>({});
  const fromId = useId();
  const toId = useId();
  const title = intl.formatMessage({ id: 'versions.title' });
  const rows = versions.data?.data ?? [];
  const latest = rows[0]?.number;
  const from = choice.from ?? rows[1]?.number;
  const to = choice.to ?? latest;

  async function restoreNumber(number: number, undoable: boolean) {
    const before = latest;
    const answer = await restore.mutateAsync({ ...record, number });
    await queryClient.invalidateQueries({ queryKey: trpc.content.pathKey() });
    onRestored?.();
    toast.success(intl.formatMessage({ id: 'msg.titleSuccess' }), {
      description: intl.formatMessage({ id: 'versions.restored' }, { from: number, to: answer.data.number }),
      action:
        undoable && before !== undefined
          ? {
              label: intl.formatMessage({ id: 'versions.undo' }),
              onClick: () =>
                void restoreNumber(before, false).catch((error: unknown) => report.failed(error)),
            }
          : undefined,
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <HistoryIcon aria-hidden="true" className="size-4" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {versions.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : versions.isError ? (
          <p className="text-destructive">
            <FormattedMessage id="page.loadErrorText" />
          </p>
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground">
            <FormattedMessage id="versions.empty" />
          </p>
        ) : (
          <>
            {rows.length > 1 && from !== undefined && to !== undefined ? (
              <div className="flex flex-wrap items-end gap-2">
                <FormField id={fromId} label={intl.formatMessage({ id: 'versions.compareFrom' })}>
                  <NativeSelect
                    id={fromId}
                    value={from}
                    onChange={(event) => setChoice({ ...choice, from: Number(event.target.value) })}
                  >
                    {rows.map((version) => (
                      <NativeSelectOption key={version.number} value={version.number}>
                        {version.number}
                      </NativeSelectOption>
                    ))}
                  </NativeSelect>
                </FormField>
                <FormField id={toId} label={intl.formatMessage({ id: 'versions.compareTo' })}>
                  <NativeSelect
                    id={toId}
                    value={to}
                    onChange={(event) => setChoice({ ...choice, to: Number(event.target.value) })}
                  >
                    {rows.map((version) => (
                      <NativeSelectOption key={version.number} value={version.number}>
                        {version.number}
                      </NativeSelectOption>
                    ))}
                  </NativeSelect>
                </FormField>
                <Button type="button" variant="outline" onClick={() => setComparing({ from, to })}>
                  <GitCompareIcon aria-hidden="true" />
                  <FormattedMessage id="versions.compare" />
                </Button>
              </div>
            ) : null}
            <ol aria-label={title} className="grid max-h-[28rem] gap-2 overflow-y-auto pe-1">
              {rows.map((version) => (
                <VersionItem
                  key={version.number}
                  version={version}
                  latest={version.number === latest}
                  onRestore={() => setRestoring(version.number)}
                />
              ))}
            </ol>
            <LiveAtForm entityType={entityType} entityId={entityId} />
          </>
        )}
      </CardContent>
      {comparing ? (
        <VersionCompareDialog
          entityType={entityType}
          entityId={entityId}
          from={comparing.from}
          to={comparing.to}
          onClose={() => setComparing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => (open ? undefined : setRestoring(null))}
        title={intl.formatMessage({ id: 'versions.restoreTitle' }, { number: restoring ?? 0 })}
        description={intl.formatMessage({ id: 'versions.restoreText' })}
        cancelLabel={intl.formatMessage({ id: 'msg.cancel' })}
        confirmLabel={intl.formatMessage({ id: 'versions.restore' })}
        onConfirm={async () => {
          if (restoring === null) return;
          await restoreNumber(restoring, true).catch((error: unknown) => report.failed(error));
          setRestoring(null);
        }}
      />
    </Card>
  );
}
