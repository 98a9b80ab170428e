import { Button, EmptyState, Progress } from '@backoffice/ui';
import { CircleAlertIcon, InboxIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';

import { describeRequestError } from '../feedback/request-error';
import { FeedbackDialog } from '../feedback/feedback-dialog';

/** A progress bar while a page loads its data (the spec shows one on edit screens). */
export function PageLoading({ label }: { label?: string }) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage({ id: 'msg.loading' });
  return (
    <div role="status" className="grid gap-3 py-8">
      <Progress aria-label={text} />
      <p className="text-sm text-muted-foreground">{text}</p>
    </div>
  );
}

/** Back one page, or to `fallbackPath` when the app was opened on this page. */
export function goBack(fallbackPath = '/'): void {
  if (window.history.length > 1) window.history.back();
  else navigate(fallbackPath, { replace: true });
}

export interface LoadErrorProps {
  /** The failed call; its description becomes the text unless `text` is given. */
  error?: unknown;
  /** Defaults to 'Error!'. */
  title?: ReactNode;
  text?: ReactNode;
  /** Adds a "Try again" button. */
  onRetry?: () => void;
  /** Go back one page once the alert is dismissed, as the spec's edit screens do (default true). */
  goBackOnClose?: boolean;
  fallbackPath?: string;
}

/** A failed load: an error alert (dismissing it goes back one page) over an inline error state. */
export function LoadError({
  error,
  title,
  text,
  onRetry,
  goBackOnClose = true,
  fallbackPath = '/',
}: LoadErrorProps) {
  const intl = useIntl();
  const [alertOpen, setAlertOpen] = useState(true);
  const heading = title ?? intl.formatMessage({ id: 'msg.titleErrorExclaimed' });
  const body =
    text ??
    (error === undefined
      ? intl.formatMessage({ id: 'page.loadErrorText' })
      : describeRequestError(intl, error));

  return (
    <>
      <EmptyState
        icon={<CircleAlertIcon />}
        title={heading}
        titleAs="h2"
        description={body}
        action={
          <>
            <Button variant="outline" onClick={() => goBack(fallbackPath)}>
              <FormattedMessage id="common.back" />
            </Button>
            {onRetry ? (
              <Button onClick={onRetry}>
                <FormattedMessage id="common.retry" />
              </Button>
            ) : null}
          </>
        }
      />
      <FeedbackDialog
        open={alertOpen}
        tone="error"
        title={heading}
        text={body}
        onClose={() => {
          setAlertOpen(false);
          if (goBackOnClose) goBack(fallbackPath);
        }}
      />
    </>
  );
}

/** Nothing to show yet; pass an action such as an "Add" button. */
export function PageEmpty({
  title,
  description,
  action,
}: {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <EmptyState
      icon={<InboxIcon />}
      title={title ?? <FormattedMessage id="page.empty" />}
      description={description}
      action={action}
    />
  );
}
