import { FILE_ROUTE_PATHS, PERSONAL_DATA_EXPORT_FORMATS, type PersonQuery } from '@backoffice/shared';
import { Button, Progress } from '@backoffice/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { postForFile, useSaveFile } from '../../components/file-field';
import { useSpecFeedback } from '../../components/feedback';
import { useTRPC } from '../../lib/trpc';

const FORMAT_LABEL_IDS = {
  json: 'personalData.export.json',
  xlsx: 'personalData.export.xlsx',
} as const;

/** Asked again this often while the export's job runs. */
const POLL_MS = 1000;

/**
 * "Export their data": a job gathers everything held about the person, its progress shown; its two
 * files (JSON for another system, a spreadsheet to read) are then downloaded once each.
 */
export function ExportPanel({ query }: { query: PersonQuery }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const report = useSpecFeedback();
  const start = useMutation(trpc.personalData.startExport.mutationOptions());
  const [exportUuid, setExportUuid] = useState<string | null>(null);
  const status = useQuery({
    ...trpc.personalData.exportStatus.queryOptions({ export_uuid: exportUuid ?? '' }),
    enabled: exportUuid !== null,
    refetchInterval: (current) =>
      current.state.data?.response.status === 'succeeded' || current.state.data?.response.status === 'failed'
        ? false
        : POLL_MS,
  });
  const { saving, save } = useSaveFile<(typeof PERSONAL_DATA_EXPORT_FORMATS)[number]>();
  const answer = status.data?.response;

  if (!exportUuid) {
    return (
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        loading={start.isPending}
        onClick={() => {
          start
            .mutateAsync(query)
            .then(({ response }) => setExportUuid(response.export_uuid))
            .catch((error: unknown) => void report.failed(error, 'msg.titleError'));
        }}
      >
        <FormattedMessage id="personalData.export.start" />
      </Button>
    );
  }
  if (!answer || answer.status === 'pending' || answer.status === 'running') {
    return (
      <div className="grid gap-2" role="status">
        <p className="text-sm">
          <FormattedMessage id="personalData.export.running" />
        </p>
        <Progress
          value={answer ? answer.done : null}
          max={answer?.total || 1}
          aria-label={intl.formatMessage({ id: 'personalData.export.running' })}
        />
      </div>
    );
  }
  if (answer.status === 'failed') {
    return (
      <p role="alert" className="text-sm text-destructive">
        <FormattedMessage id="personalData.export.failed" />
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <p className="text-sm" role="status">
        <FormattedMessage
          id="personalData.export.ready"
          values={{ until: answer.expires_at ? new Date(answer.expires_at).toLocaleString(intl.locale) : '' }}
        />
      </p>
      <div className="flex flex-wrap gap-2">
        {PERSONAL_DATA_EXPORT_FORMATS.map((format) => {
          const taken = answer.downloaded.includes(format);
          return (
            <Button
              key={format}
              type="button"
              variant="outline"
              disabled={taken || saving !== null}
              loading={saving === format}
              onClick={() =>
                void save(
                  format,
                  () =>
                    postForFile(
                      FILE_ROUTE_PATHS.personalDataExport,
                      { export_uuid: exportUuid, format },
                      `personal-data.${format}`,
                    ),
                  intl.formatMessage({ id: 'personalData.export.downloadFailed' }),
                ).finally(() => void status.refetch())
              }
            >
              <DownloadIcon aria-hidden="true" />
              <FormattedMessage id={taken ? 'personalData.export.taken' : FORMAT_LABEL_IDS[format]} />
            </Button>
          );
        })}
      </div>
    </div>
  );
}
