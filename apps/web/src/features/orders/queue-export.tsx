import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { ORDER_EXPORT_FORMATS, type OrderExportFormat, type OrderExportInput } from '@backoffice/shared';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  toast,
} from '@backoffice/ui';

import { FileApiError, postForFile, saveBlob } from '../../components/file-field';
import { useFeedback } from '../../components/feedback';
import { ORDER_EXPORT_PATH } from './paths';

const FORMAT_LABEL_IDS = { csv: 'desk.export.csv', xlsx: 'desk.export.xlsx' } as const;

/**
 * "Export the list" / "Export the selection": the queue as the server writes it (one row per order,
 * the reports' files and limits), saved under the name the server gives. The button shows the work
 * under way; a refusal (a limit reached) is shown with the server's reason.
 */
export function ExportMenu({
  labelId,
  request,
}: {
  labelId: 'desk.export.list' | 'desk.export.selection';
  request: () => Omit<OrderExportInput, 'format'>;
}) {
  const intl = useIntl();
  const feedback = useFeedback();
  const [exporting, setExporting] = useState<OrderExportFormat | null>(null);

  const run = async (format: OrderExportFormat) => {
    setExporting(format);
    try {
      const { blob, fileName } = await postForFile(ORDER_EXPORT_PATH, { ...request(), format }, 'orders');
      saveBlob(blob, fileName);
      toast.success(intl.formatMessage({ id: 'desk.export.done' }, { name: fileName }));
    } catch (error) {
      const reason = error instanceof FileApiError && error.status > 0 ? error.message : null;
      const failed = intl.formatMessage({ id: 'desk.export.failed' });
      await feedback.showError({
        title: intl.formatMessage({ id: 'msg.titleError' }),
        text: reason ? `${failed} ${reason}` : failed,
      });
    } finally {
      setExporting(null);
    }
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" size="sm" variant="outline" loading={exporting !== null}>
          <DownloadIcon aria-hidden="true" />
          <FormattedMessage id={labelId} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {ORDER_EXPORT_FORMATS.map((format) => (
          <DropdownMenuItem key={format} disabled={exporting !== null} onSelect={() => void run(format)}>
            <FormattedMessage id={FORMAT_LABEL_IDS[format]} />
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
