import { Spinner } from '@backoffice/ui';
import { FormattedMessage } from 'react-intl';

/** Full-screen wait, e.g. while the current user loads (spec: 'Loading...', 'Waiting for the server to answer…'). */
export function LoadingScreen() {
  return (
    <div role="status" className="grid min-h-svh place-items-center p-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <Spinner decorative size="lg" className="text-primary" />
        <p className="text-lg font-medium">
          <FormattedMessage id="msg.loading" />
        </p>
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id="msg.waitingAnswerFromServer" />
        </p>
      </div>
    </div>
  );
}
