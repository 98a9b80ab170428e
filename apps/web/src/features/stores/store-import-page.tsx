import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  FILE_ROUTE_PATHS,
  STORE_IMPORT_FIRST_POLL_DELAY_MS,
  STORE_IMPORT_POLL_MS,
  type StoreImportPreview,
} from '@backoffice/shared';
import { Button, Card, CardContent, CardHeader, CardTitle, FilePicker, Progress } from '@backoffice/ui';

import { type SimpleColumn, SimpleTable } from '../../components/data-table';
import { saveBlob } from '../../components/file-field';
import { useFeedback } from '../../components/feedback';
import { PageHeader } from '../../components/page';
import { ResourceTabs } from '../../components/resource/resource-tabs';
import { STORE_TABS } from './store-tabs';
import { useTRPC } from '../../lib/trpc';
import { CsvUploadError, postCsv, saveCsv, STORE_IMPORT_EXAMPLE } from './csv-files';

/** A CSV line the import leaves out, and why. */
type RejectedRow = StoreImportPreview['errors'][number];

type Stage =
  { name: 'choose' } | { name: 'preview'; file: File; preview: StoreImportPreview } | { name: 'loading' };

function Count({
  labelId,
  value,
  testId,
}: {
  labelId: Parameters<typeof FormattedMessage>[0]['id'];
  value: number;
  testId: string;
}) {
  return (
    <div className="rounded-md border p-3">
      <div className="text-muted-foreground text-sm">
        <FormattedMessage id={labelId} />
      </div>
      <div className="text-2xl font-semibold" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

/** Three or four counts side by side on wide screens (written out: Tailwind finds classes in the source). */
const COUNT_GRID = { 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' } as const;

/** The figures of a preview or of a finished import, side by side. */
function Counts({ items }: { items: readonly Parameters<typeof Count>[0][] }) {
  return (
    <div className={`grid gap-3 ${COUNT_GRID[items.length as keyof typeof COUNT_GRID]}`}>
      {items.map((item) => (
        <Count key={item.testId} {...item} />
      ))}
    </div>
  );
}

const REJECTED_COLUMNS: SimpleColumn<RejectedRow>[] = [
  { key: 'line', header: <FormattedMessage id="storeImport.col.line" />, cell: (row) => row.line },
  { key: 'name', header: <FormattedMessage id="storeImport.col.name" />, cell: (row) => row.store_name },
  { key: 'reason', header: <FormattedMessage id="storeImport.col.reason" />, cell: (row) => row.reason },
];

function RowsTable({ rows }: { rows: readonly RejectedRow[] }) {
  return <SimpleTable columns={REJECTED_COLUMNS} rows={rows} rowKey={(row) => String(row.line)} />;
}

/** /cms/stores/import: the file format and example, a preview, then the load as a job with its progress. */
/** A job not finished yet: its rows still being written (preparing), waiting, or loading. */
const isUnderway = (status: string | null) =>
  status === 'preparing' || status === 'pending' || status === 'running';

export function StoreImportPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const [stage, setStage] = useState<Stage>({ name: 'choose' });
  const [busy, setBusy] = useState(false);
  const [polling, setPolling] = useState(false);
  /** The job this page started; until the progress call reports it, older imports are not shown. */
  const [startedJob, setStartedJob] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // The caller's latest import; polled every second while it runs (also after a reload of the page).
  const progress = useQuery({
    ...trpc.stores.getImportProgress.queryOptions(),
    refetchInterval: (query) => {
      const data = query.state.data?.data;
      const running = data && (isUnderway(data.status) || data.current < data.end);
      return polling || running ? STORE_IMPORT_POLL_MS : false;
    },
  });
  const latest = progress.data?.data;
  const job = latest && (startedJob === null || latest.job_uuid === startedJob) ? latest : undefined;
  const running = Boolean(job && isUnderway(job.status));
  const finished = Boolean(job && (job.status === 'succeeded' || job.status === 'failed'));
  useEffect(() => {
    if (polling && finished) setPolling(false);
  }, [polling, finished]);

  const rejected = useQuery({
    ...trpc.stores.getImportRejected.queryOptions(),
    enabled: finished && stage.name !== 'preview' && (job?.details.errorCount ?? 0) > 0,
  });

  async function choose(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      const preview = await postCsv<StoreImportPreview>(FILE_ROUTE_PATHS.storeImport, file, file.name, {
        isLoad: 'false',
      });
      setStage({ name: 'preview', file, preview });
    } catch (error) {
      await feedback.showError({
        title: intl.formatMessage({ id: 'msg.titleError' }),
        text:
          error instanceof CsvUploadError && error.status === 400
            ? intl.formatMessage({ id: 'msg.csvFileError' })
            : intl.formatMessage({ id: 'storeImport.uploadFailed' }),
      });
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function load() {
    if (stage.name !== 'preview') return;
    setBusy(true);
    try {
      const started = await postCsv<{ job_uuid: string }>(
        FILE_ROUTE_PATHS.storeImport,
        stage.file,
        stage.file.name,
        {
          isLoad: 'true',
        },
      );
      setStartedJob(started.job_uuid);
      setStage({ name: 'loading' });
      // The spec: the first progress poll one second after the upload, then every second.
      await new Promise((resolve) => window.setTimeout(resolve, STORE_IMPORT_FIRST_POLL_DELAY_MS));
      setPolling(true);
      await queryClient.invalidateQueries({ queryKey: trpc.stores.getImportProgress.queryKey() });
      await queryClient.invalidateQueries({ queryKey: trpc.stores.getImportRejected.queryKey() });
    } catch (error) {
      await feedback.showError({
        title: intl.formatMessage({ id: 'msg.titleError' }),
        text: error instanceof Error ? error.message : intl.formatMessage({ id: 'storeImport.uploadFailed' }),
      });
    } finally {
      setBusy(false);
    }
  }

  const showJob = stage.name !== 'preview' && (running || polling) && !finished;
  const showResult = stage.name !== 'preview' && finished;

  return (
    <>
      <PageHeader />
      <ResourceTabs tabs={STORE_TABS} />
      <div className="grid gap-4">
        <Card>
          <CardHeader>
            <CardTitle>
              <FormattedMessage id="storeImport.format.title" />
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p className="text-sm">
              <FormattedMessage id="storeImport.format.text" />
            </p>
            <pre className="bg-muted overflow-x-auto rounded p-2 text-xs">{STORE_IMPORT_EXAMPLE}</pre>
            <div className="flex flex-wrap items-center gap-3">
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  saveBlob(
                    new Blob([`\uFEFF${STORE_IMPORT_EXAMPLE}\r\n`], { type: 'text/csv;charset=utf-8' }),
                    'stores-example.csv',
                  )
                }
              >
                <DownloadIcon aria-hidden="true" />
                <FormattedMessage id="storeImport.example" />
              </Button>
              <FilePicker
                ref={fileInput}
                accept=".csv,text/csv"
                disabled={busy || polling}
                aria-label={intl.formatMessage({ id: 'storeImport.file' })}
                buttonLabel={<FormattedMessage id="storeImport.chooseFile" />}
                emptyText={<FormattedMessage id="fileField.noFile" />}
                onChange={(event) => void choose(event.target.files?.[0])}
              />
            </div>
          </CardContent>
        </Card>

        {stage.name === 'preview' ? (
          <Card>
            <CardHeader>
              <CardTitle>
                <FormattedMessage id="storeImport.preview.title" />
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <Counts
                items={[
                  {
                    labelId: 'storeImport.preview.rows',
                    value: stage.preview.rowCount,
                    testId: 'preview-rows',
                  },
                  {
                    labelId: 'storeImport.preview.placed',
                    value: stage.preview.placedCount,
                    testId: 'preview-placed',
                  },
                  {
                    labelId: 'storeImport.preview.geocodes',
                    value: stage.preview.successGeocodes,
                    testId: 'preview-geocodes',
                  },
                  {
                    labelId: 'storeImport.preview.errors',
                    value: stage.preview.errorCount,
                    testId: 'preview-errors',
                  },
                ]}
              />
              {stage.preview.errors.length > 0 ? <RowsTable rows={stage.preview.errors} /> : null}
              {stage.preview.errorCount > stage.preview.errors.length ? (
                <p className="text-muted-foreground text-sm">
                  <FormattedMessage
                    id="storeImport.moreErrors"
                    values={{ shown: stage.preview.errors.length, total: stage.preview.errorCount }}
                  />
                </p>
              ) : null}
              <div>
                <Button
                  type="button"
                  disabled={busy || stage.preview.placedCount === 0}
                  onClick={() => void load()}
                >
                  <FormattedMessage id="storeImport.load" />
                </Button>
              </div>
            </CardContent>
          </Card>
        ) : null}

        {showJob ? (
          <Card>
            <CardContent className="grid gap-2">
              <FormattedMessage id="storeImport.loading" />
              <Progress
                value={job && job.end > 0 ? (job.current / job.end) * 100 : 0}
                aria-label={intl.formatMessage({ id: 'storeImport.loading' })}
              />
              <span className="text-sm" data-testid="import-progress">
                <FormattedMessage
                  id="storeImport.progress"
                  values={{ current: job?.current ?? 0, end: job?.end ?? 0 }}
                />
              </span>
            </CardContent>
          </Card>
        ) : null}

        {showResult && job ? (
          <Card>
            <CardHeader>
              <CardTitle>
                <FormattedMessage id="storeImport.result.title" />
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <Progress value={100} aria-label={intl.formatMessage({ id: 'storeImport.result.title' })} />
              <span className="text-sm" data-testid="import-progress">
                <FormattedMessage id="storeImport.progress" values={{ current: job.current, end: job.end }} />
              </span>
              {job.status === 'failed' ? (
                <p className="text-destructive text-sm">
                  <FormattedMessage id="storeImport.result.failed" />
                </p>
              ) : null}
              <Counts
                items={[
                  {
                    labelId: 'storeImport.result.added',
                    value: job.details.successCount,
                    testId: 'result-added',
                  },
                  {
                    labelId: 'storeImport.result.notAdded',
                    value: job.details.errorCount,
                    testId: 'result-not-added',
                  },
                  {
                    labelId: 'storeImport.result.geocoded',
                    value: job.details.successGeocodes,
                    testId: 'result-geocoded',
                  },
                ]}
              />
              {rejected.data && rejected.data.data.length > 0 ? (
                <>
                  <h3 className="font-medium">
                    <FormattedMessage id="storeImport.rejected.title" />
                  </h3>
                  <RowsTable rows={rejected.data.data.slice(0, 100)} />
                  <div>
                    <Button
                      type="button"
                      variant="outline"
                      onClick={() =>
                        saveCsv(
                          'stores-not-added.csv',
                          ['line', 'store_name', 'address', 'latitude', 'longitude', 'status', 'reason'],
                          rejected.data.data.map((row) => [
                            row.line,
                            row.store_name,
                            row.address,
                            row.latitude,
                            row.longitude,
                            row.status,
                            row.reason,
                          ]),
                        )
                      }
                    >
                      <DownloadIcon aria-hidden="true" />
                      <FormattedMessage id="storeImport.rejected.download" />
                    </Button>
                  </div>
                </>
              ) : null}
            </CardContent>
          </Card>
        ) : null}
      </div>
    </>
  );
}
