import { type ReactNode, useRef, useState } from 'react';

import { ConfirmDialog } from './confirm-dialog';

export interface ConfirmOptions {
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  destructive?: boolean;
}

/**
 * A question asked from code: `const [ask, dialog] = useConfirm(); if (await ask({ title })) …`.
 * Render `dialog` once. Resolves true on confirm, false on cancel or close.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [question, setQuestion] = useState<ConfirmOptions | null>(null);
  const answer = useRef<(confirmed: boolean) => void>(() => {});
  const ask = (options: ConfirmOptions) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setQuestion(options);
    });
  const settle = (confirmed: boolean) => {
    setQuestion(null);
    answer.current(confirmed);
    answer.current = () => {};
  };
  const dialog = (
    <ConfirmDialog
      open={question !== null}
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
      title={question?.title}
      description={question?.description}
      confirmLabel={question?.confirmLabel}
      cancelLabel={question?.cancelLabel}
      destructive={question?.destructive}
      onConfirm={() => settle(true)}
    />
  );
  return [ask, dialog];
}
