import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { type DeliveryFileResult, FILE_ROUTE_PATHS, PAGE_SIZE } from '@backoffice/shared';
import { Button, Card, CardContent, FilePicker } from '@backoffice/ui';

import { PageSteps, type SimpleColumn, SimpleTable } from '../../components/data-table';
import { useFeedback } from '../../components/feedback';
import { PageHeader } from '../../components/page';
import { postCsv } from '../stores/csv-files';

const FAILURE_COLUMNS: SimpleColumn<DeliveryFileResult['failedOrders'][number]>[] = [
  { key: 'id', header: <FormattedMessage id="delivery.col.id" />, cell: (row) => row.id },
  { key: 'reason', header: <FormattedMessage id="delivery.col.reason" />, cell: (row) => row.reason },
];

/** /admin/delivery-parse: choose a CSV, see the failed orders and the count, then Load into the database. */
export function DeliveryParsePage() {
  const intl = useIntl();
  const feedback = useFeedback();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<DeliveryFileResult | null>(null);
  const [page, setPage] = useState(0);
  const [busy, setBusy] = useState(false);

  const csvError = () =>
    feedback.showError({
      title: intl.formatMessage({ id: 'msg.titleError' }),
      text: intl.formatMessage({ id: 'msg.csvFileError' }),
    });

  async function parse(chosen: File | undefined) {
    if (!chosen) return;
    setBusy(true);
    setResult(null);
    try {
      setResult(
        await postCsv<DeliveryFileResult>(FILE_ROUTE_PATHS.deliveryFile, chosen, chosen.name, {
          loadToDb: 'false',
        }),
      );
      setFile(chosen);
      setPage(0);
    } catch {
      setFile(null);
      await csvError();
    } finally {
      setBusy(false);
    }
  }

  async function commit() {
    if (!file) return;
    setBusy(true);
    try {
      setResult(
        await postCsv<DeliveryFileResult>(FILE_ROUTE_PATHS.deliveryFile, file, file.name, {
          loadToDb: 'true',
        }),
      );
      setFile(null);
      if (input.current) input.current.value = '';
      await feedback.showSuccess({
        title: intl.formatMessage({ id: 'msg.titleSuccess' }),
        text: intl.formatMessage({ id: 'msg.trackingCommitted' }),
      });
    } catch {
      await csvError();
    } finally {
      setBusy(false);
    }
  }

  const failed = result?.failedOrders ?? [];
  const pages = Math.max(1, Math.ceil(failed.length / PAGE_SIZE));
  return (
    <>
      <PageHeader />
      <Card>
        <CardContent className="grid gap-4">
          <p className="text-sm">
            <FormattedMessage id="delivery.format" />
          </p>
          <FilePicker
            ref={input}
            accept=".csv"
            disabled={busy}
            aria-label={intl.formatMessage({ id: 'delivery.file' })}
            buttonLabel={<FormattedMessage id="delivery.chooseFile" />}
            emptyText={<FormattedMessage id="fileField.noFile" />}
            onChange={(event) => void parse(event.target.files?.[0])}
          />
          {result ? (
            <>
              <p className="text-sm" data-testid="delivery-success">
                <FormattedMessage id="delivery.success" values={{ count: result.successCount }} />
              </p>
              <p className="text-sm" data-testid="delivery-failed">
                <FormattedMessage id="delivery.failed" values={{ count: failed.length }} />
              </p>
              {failed.length > 0 ? (
                <>
                  <SimpleTable
                    columns={FAILURE_COLUMNS}
                    rows={failed.slice(page * PAGE_SIZE, page * PAGE_SIZE + PAGE_SIZE)}
                    rowKey={(row, index) => `${row.id}-${page * PAGE_SIZE + index}`}
                  />
                  {pages > 1 ? <PageSteps page={page} pages={pages} onPage={setPage} /> : null}
                </>
              ) : null}
              <div>
                <Button
                  type="button"
                  disabled={busy || !file || result.successCount === 0}
                  onClick={() => void commit()}
                >
                  <FormattedMessage id="delivery.load" />
                </Button>
              </div>
            </>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
