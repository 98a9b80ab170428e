import { type EditorView } from '@codemirror/view';
import { useQuery } from '@tanstack/react-query';
import { FileCodeIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { EMAIL_TEMPLATE_VARIABLES, renderTemplate } from '@backoffice/shared';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@backoffice/ui';

import { useConfirm, useSpecFeedback, useSuccessToast } from '../../components/feedback';
import { downloadStoredFile, uploadFile } from '../../components/file-field';
import { useFormField, type ZodForm } from '../../components/form';
import { useCurrentUser } from '../../lib/current-user';

// CodeMirror loads with the first edit: the list and the form do not carry it.
const HtmlCodeEditor = lazy(() => import('./html-code-editor'));

/** The order number the preview fills in (the test email takes the newest order's). */
const SAMPLE_ORDER_NUMBER = '1024';

/** Where a template starts when it has no file yet. */
const STARTER_HTML = `<!doctype html>
<html lang="en">
  <body>
    <p>Hello {{email}},</p>
    <p>your order {{order_number}} …</p>
  </body>
</html>
`;

const TEMPLATE_FILE = { name: 'template.html', directory: 'email' } as const;

/**
 * "Edit the HTML" beside the template's file: its HTML in a code editor with a live preview (the
 * variables filled with sample values, in a sandboxed frame that runs nothing). "Use this HTML"
 * stores it as a new file and sets the form's file to it; the upload of a file stays as it was.
 */
export function TemplateHtmlEditor({ form }: { form: ZodForm<Record<string, unknown>> }) {
  const intl = useIntl();
  const file = useFormField(form, 'file', intl.formatMessage({ id: 'cms.email.file' }));
  const [open, setOpen] = useState(false);
  const toastSuccess = useSuccessToast();
  const path = typeof file.value === 'string' ? file.value : '';
  return (
    <div>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <FileCodeIcon aria-hidden="true" />
        <FormattedMessage id="cms.email.editHtml" />
      </Button>
      {open ? (
        <TemplateHtmlDialog
          path={path}
          onClose={() => setOpen(false)}
          onUsed={(stored) => {
            file.change(stored);
            file.blur();
            setOpen(false);
            toastSuccess('cms.email.htmlUsed');
          }}
        />
      ) : null}
    </div>
  );
}

function TemplateHtmlDialog({
  path,
  onClose,
  onUsed,
}: {
  path: string;
  onClose: () => void;
  onUsed: (path: string) => void;
}) {
  const intl = useIntl();
  const user = useCurrentUser();
  const report = useSpecFeedback();
  const [ask, confirmDialog] = useConfirm();
  const stored = useQuery({
    queryKey: ['emailTemplateHtml', path],
    queryFn: async () => (await downloadStoredFile(path)).blob.text(),
    enabled: path !== '',
    staleTime: Infinity,
  });
  const original = path === '' ? STARTER_HTML : stored.data;
  const [edited, setEdited] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const view = useRef<EditorView | null>(null);
  const text = edited ?? original;

  const close = async () => {
    const changed = edited !== null && edited !== original;
    if (
      changed &&
      !(await ask({
        title: intl.formatMessage({ id: 'cms.email.discardHtml' }),
        description: intl.formatMessage({ id: 'cms.email.discardHtmlText' }),
        confirmLabel: intl.formatMessage({ id: 'cms.email.discard' }),
        cancelLabel: intl.formatMessage({ id: 'cms.email.keepEditing' }),
        destructive: true,
      }))
    )
      return;
    onClose();
  };
  const insert = (name: string) => {
    const editor = view.current;
    if (!editor) return;
    editor.dispatch(editor.state.replaceSelection(`{{${name}}}`));
    editor.focus();
  };
  const use = async () => {
    if (text === undefined) return;
    setSaving(true);
    try {
      const upload = new File([text], TEMPLATE_FILE.name, { type: 'text/html' });
      onUsed(await uploadFile(upload, { currentDir: TEMPLATE_FILE.directory, kind: 'html' }));
    } catch (error) {
      void report.failed(error, 'msg.titleError');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : void close())}>
      <DialogContent className="grid h-[90dvh] max-w-[calc(100%-2rem)] grid-rows-[auto_1fr_auto] sm:max-w-6xl">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="cms.email.editHtmlTitle" />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage id="cms.email.editHtmlText" />
          </DialogDescription>
        </DialogHeader>
        {text === undefined ? (
          <p role="status" className="text-sm text-muted-foreground">
            <FormattedMessage id={stored.isError ? 'cms.email.htmlLoadFailed' : 'cms.email.htmlLoading'} />
          </p>
        ) : (
          <div className="grid min-h-0 gap-4 md:grid-cols-2 md:grid-rows-1">
            <div className="grid min-h-64 grid-rows-[auto_1fr] gap-2">
              <div className="flex flex-wrap gap-2">
                {EMAIL_TEMPLATE_VARIABLES.map((name) => (
                  <Button key={name} type="button" size="sm" variant="outline" onClick={() => insert(name)}>
                    <FormattedMessage id="cms.email.insertVariable" values={{ name }} />
                  </Button>
                ))}
              </div>
              <Suspense
                fallback={
                  <p role="status" className="text-sm text-muted-foreground">
                    <FormattedMessage id="msg.loading" />
                  </p>
                }
              >
                <HtmlCodeEditor
                  value={text}
                  onChange={setEdited}
                  label={intl.formatMessage({ id: 'cms.email.htmlCode' })}
                  onView={(created) => {
                    view.current = created;
                  }}
                />
              </Suspense>
            </div>
            <section
              aria-labelledby="template-preview"
              className="grid min-h-64 grid-rows-[auto_auto_1fr] gap-2"
            >
              <h3 id="template-preview" className="text-sm font-medium">
                <FormattedMessage id="cms.email.preview" />
              </h3>
              <p className="text-xs text-muted-foreground">
                <FormattedMessage
                  id="cms.email.previewValues"
                  values={{ email: user.email, orderNumber: SAMPLE_ORDER_NUMBER }}
                />
              </p>
              {/* sandbox="" runs no script and reaches nothing: the template is shown, never trusted. */}
              <iframe
                title={intl.formatMessage({ id: 'cms.email.preview' })}
                sandbox=""
                srcDoc={renderTemplate(text, { email: user.email, order_number: SAMPLE_ORDER_NUMBER })}
                className="h-full w-full rounded-md border bg-white"
              />
            </section>
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => void close()}>
            <FormattedMessage id="msg.cancel" />
          </Button>
          <Button type="button" loading={saving} disabled={text === undefined} onClick={() => void use()}>
            <FormattedMessage id="cms.email.useHtml" />
          </Button>
        </DialogFooter>
        {confirmDialog}
      </DialogContent>
    </Dialog>
  );
}
