import { DownloadIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  FILE_ROUTE_PATHS,
  ORDER_EXPORT_FORMATS,
  type OrderExportFormat,
  type OrderExportInput,
} from '@backoffice/shared';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  toast,
} from '@backoffice/ui';

import { postForFile, useSaveFile } from '../../components/file-field';

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
  const { saving, save } = useSaveFile<OrderExportFormat>();

  const run = async (format: OrderExportFormat) => {
    const name = await save(
      format,
      () => postForFile(FILE_ROUTE_PATHS.orderExport, { ...request(), format }, 'orders'),
      intl.formatMessage({ id: 'desk.export.failed' }),
    );
    if (name) toast.success(intl.formatMessage({ id: 'desk.export.done' }, { name }));
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" size="sm" variant="outline" loading={saving !== null}>
          <DownloadIcon aria-hidden="true" />
          <FormattedMessage id={labelId} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {ORDER_EXPORT_FORMATS.map((format) => (
          <DropdownMenuItem key={format} disabled={saving !== null} onSelect={() => void run(format)}>
            <FormattedMessage id={FORMAT_LABEL_IDS[format]} />
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
