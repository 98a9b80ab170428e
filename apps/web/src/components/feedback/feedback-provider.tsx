import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';

import { type FeedbackTone } from './feedback-dialog';
import { describeRequestError } from './request-error';

// Loaded with the first alert: the dialog code stays out of the first page load (the login).
const FeedbackDialog = lazy(async () => ({ default: (await import('./feedback-dialog')).FeedbackDialog }));

export interface FeedbackOptions {
  /** Defaults to 'Success!' or 'Error!'. */
  title?: ReactNode;
  text: ReactNode;
  /** Where the focus goes once the alert is dismissed, when that is not back where it was. */
  focusAfter?: () => HTMLElement | null;
}

export interface FeedbackApi {
  /** Shows a success alert; resolves when the user dismisses it. */
  showSuccess: (options: FeedbackOptions) => Promise<void>;
  /** Shows an error alert; resolves when the user dismisses it. */
  showError: (options: FeedbackOptions) => Promise<void>;
  /** An error alert describing a failed call (see `describeRequestError`); the title defaults to 'Error!'. */
  showRequestError: (error: unknown, options?: { title?: ReactNode }) => Promise<void>;
}

interface QueuedFeedback {
  id: number;
  tone: FeedbackTone;
  title: ReactNode;
  text: ReactNode;
  focusAfter?: () => HTMLElement | null;
  resolve: () => void;
}

const FeedbackContext = createContext<FeedbackApi | null>(null);

/** Hosts the success and error alerts; alerts raised while one is open wait their turn. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [queue, setQueue] = useState<QueuedFeedback[]>([]);
  const nextId = useRef(0);

  const api = useMemo<FeedbackApi>(() => {
    const show = (tone: FeedbackTone, { title, text, focusAfter }: FeedbackOptions) =>
      new Promise<void>((resolve) => {
        nextId.current += 1;
        const defaultTitle = intl.formatMessage({
          id: tone === 'success' ? 'msg.titleSuccessExclaimed' : 'msg.titleErrorExclaimed',
        });
        setQueue((current) => [
          ...current,
          { id: nextId.current, tone, title: title ?? defaultTitle, text, focusAfter, resolve },
        ]);
      });
    return {
      showSuccess: (options) => show('success', options),
      showError: (options) => show('error', options),
      showRequestError: (error, options) =>
        show('error', { title: options?.title, text: describeRequestError(intl, error) }),
    };
  }, [intl]);

  const current = queue[0];
  const close = useCallback(() => {
    if (!current) return;
    setQueue((pending) => pending.filter((entry) => entry.id !== current.id));
    current.resolve();
  }, [current]);

  return (
    <FeedbackContext value={api}>
      {children}
      {current ? (
        <Suspense fallback={null}>
          <FeedbackDialog
            key={current.id}
            open
            tone={current.tone}
            title={current.title}
            text={current.text}
            focusAfter={current.focusAfter}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </FeedbackContext>
  );
}

export function useFeedback(): FeedbackApi {
  const api = useContext(FeedbackContext);
  if (!api) throw new Error('useFeedback must be used inside a FeedbackProvider.');
  return api;
}
