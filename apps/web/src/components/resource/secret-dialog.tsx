import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
} from '@backoffice/ui';
import { CheckIcon, CopyIcon, TriangleAlertIcon } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { copyText } from '../file-field/file-api';
import { type AppMessageId } from '../../i18n';

export interface SecretDialogProps {
  /** The secret the server answered once; the dialog is open while there is one. */
  secret: string | null;
  onClose: () => void;
  titleId: AppMessageId;
  textId: AppMessageId;
  /** Where the focus goes when the dialog closes (the button that started the creation). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * A secret shown once (an API key, a webhook signing secret): selected in a read-only field as the
 * dialog opens, with a Copy button and the warning that it will not be shown again. Escape, a click
 * outside or "I have copied it" before a copy ask first whether to close without it.
 */
export function SecretDialog({ secret, onClose, titleId, textId, returnFocusTo }: SecretDialogProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const [leaving, setLeaving] = useState(false);
  const close = () => {
    setCopied(null);
    setLeaving(false);
    onClose();
  };
  const leave = () => (copied ? close() : setLeaving(true));
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => (open ? undefined : leave())}>
      <DialogContent
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          leave();
        }}
        onInteractOutside={(event) => {
          event.preventDefault();
          leave();
        }}
        closeLabel={intl.formatMessage({ id: 'msg.cancel' })}
        showCloseButton={false}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          input.current?.focus();
          input.current?.select();
        }}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id={titleId} />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id={textId} />
          </DialogDescription>
        </DialogHeader>
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <FormattedMessage id="resource.secret.warning" />
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <FormField label={<FormattedMessage id="resource.secret.label" />} className="min-w-0 flex-1">
            <Input
              ref={input}
              readOnly
              value={secret ?? ''}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
          </FormField>
          <Button type="button" variant="outline" onClick={() => void copyText(secret ?? '').then(setCopied)}>
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            <FormattedMessage id="resource.secret.copy" />
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {copied === null ? null : (
            <FormattedMessage id={copied ? 'resource.secret.copied' : 'resource.secret.copyFailed'} />
          )}
        </p>
        {leaving ? (
          <div role="alert" className="grid gap-2 rounded-md border px-3 py-2 text-sm">
            <FormattedMessage id="resource.secret.leave" />
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" autoFocus onClick={() => setLeaving(false)}>
                <FormattedMessage id="resource.secret.stay" />
              </Button>
              <Button type="button" variant="destructive" onClick={close}>
                <FormattedMessage id="resource.secret.leaveConfirm" />
              </Button>
            </div>
          </div>
        ) : (
          <DialogFooter>
            <Button type="button" onClick={leave}>
              <FormattedMessage id="resource.secret.done" />
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
