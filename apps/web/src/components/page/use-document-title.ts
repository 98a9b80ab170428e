import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the browser tab title to "<title> · <app name>" (the app name alone without a title). */
export function useDocumentTitle(title: string | undefined): void {
  const intl = useIntl();
  const appName = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
