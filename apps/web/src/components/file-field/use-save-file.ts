import { useState } from 'react';
import { useIntl } from 'react-intl';

import { useFeedback } from '../feedback';
import { FileApiError, saveBlob } from './file-api';

/**
 * Runs a download that the server makes (a report, an export) and saves it: `saving` names the one
 * under way, and a failure opens the error dialog with `failedText` and the server's reason when it
 * gave one (a limit reached, a record no longer there). Answers the saved file's name, or null.
 */
export function useSaveFile<TKey extends string>() {
  const intl = useIntl();
  const feedback = useFeedback();
  const [saving, setSaving] = useState<TKey | null>(null);
  const save = async (
    key: TKey,
    fetchFile: () => Promise<{ blob: Blob; fileName: string }>,
    failedText: string,
  ): Promise<string | null> => {
    setSaving(key);
    try {
      const { blob, fileName } = await fetchFile();
      saveBlob(blob, fileName);
      return fileName;
    } catch (error) {
      const reason = error instanceof FileApiError && error.status > 0 ? error.message : null;
      await feedback.showError({
        title: intl.formatMessage({ id: 'msg.titleError' }),
        text: reason ? `${failedText} ${reason}` : failedText,
      });
      return null;
    } finally {
      setSaving(null);
    }
  };
  return { saving, save };
}
