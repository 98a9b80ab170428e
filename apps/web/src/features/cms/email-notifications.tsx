import { useMutation } from '@tanstack/react-query';
import {
  EMAIL_TEMPLATE_VARIABLES,
  emailNotificationChangeSchema,
  emailNotificationInputSchema,
  emailNotificationWire,
} from '@backoffice/shared';
import { Button } from '@backoffice/ui';
import { SendIcon } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

import { useSpecFeedback, useSuccessToast } from '../../components/feedback';
import { defineResourcePage } from '../../components/resource';
import { useCurrentUser } from '../../lib/current-user';
import { useTRPC } from '../../lib/trpc';
import { WEBHOOK_EVENT_CHOICES } from '../channels/labels';
import { TemplateHtmlEditor } from './email-template-html';

const VARIABLE_MEANING_IDS = {
  email: 'cms.email.variable.email',
  order_number: 'cms.email.variable.order_number',
} as const;

/** The variables a template may use, each with what it is filled with. */
function TemplateVariables() {
  return (
    <section
      aria-labelledby="template-variables"
      className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm"
    >
      <h2 id="template-variables" className="font-medium">
        <FormattedMessage id="cms.email.variables" />
      </h2>
      <p className="text-muted-foreground">
        <FormattedMessage id="cms.email.variablesText" />
      </p>
      <ul className="grid gap-0.5">
        {EMAIL_TEMPLATE_VARIABLES.map((name) => (
          <li key={name}>
            <code className="font-mono text-xs">{`{{${name}}}`}</code>
            {' — '}
            <FormattedMessage id={VARIABLE_MEANING_IDS[name]} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Send a test': the saved template, rendered, goes to the signed-in staff member. */
function SendTestButton({ uuid }: { uuid: string }) {
  const trpc = useTRPC();
  const user = useCurrentUser();
  const report = useSpecFeedback();
  const toastSuccess = useSuccessToast();
  const send = useMutation(trpc.channels.emails.sendTest.mutationOptions());
  const hintId = `send-test-hint-${useId()}`;
  return (
    <>
      <Button
        variant="outline"
        aria-describedby={hintId}
        loading={send.isPending}
        onClick={() =>
          void send.mutateAsync({ uuid }).then(
            () => toastSuccess('cms.email.testSent', { email: user.email }),
            (error: unknown) => report.failed(error, 'msg.titleError'),
          )
        }
      >
        <SendIcon aria-hidden="true" />
        <FormattedMessage id="cms.email.sendTest" />
      </Button>
      <span id={hintId} className="sr-only">
        <FormattedMessage id="cms.email.sendTestHint" />
      </span>
    </>
  );
}

/** Email templates (spec 001 "Email notifications"), listed by priority; the template id is fixed once created. */
export const emailNotificationsPage = defineResourcePage((trpc) => trpc.cms.emailNotifications)({
  wire: emailNotificationWire,
  entityType: 'EmailNotification',
  columns: [
    { field: 'update', titleId: 'cms.field.updated', format: 'dateTime', sortable: true },
    { field: 'template_name', titleId: 'cms.email.templateName', sortable: true, opensRecord: true },
    { field: 'priority', titleId: 'cms.field.priority', sortable: true },
  ],
  searchFields: ['template_name', 'template_id', 'topic_name'],
  defaultSort: { field: 'priority', direction: 'asc' },
  rowTitle: (row) => row.template_name,
  editActions: (row) => <SendTestButton uuid={row.uuid} />,
  timestamps: [{ field: 'update', labelId: 'cms.field.updated' }],
  form: {
    schema: emailNotificationInputSchema,
    editSchema: emailNotificationChangeSchema,
    defaults: () => ({ publish: true }),
    fields: [
      { kind: 'switch', name: 'publish', labelId: 'cms.field.publish' },
      [
        {
          kind: 'text',
          name: 'template_id',
          labelId: 'cms.email.templateId',
          hintId: 'cms.email.templateIdHint',
          required: true,
          readOnlyOnEdit: true,
          // The event names, each with its meaning; free text is still accepted for other uses.
          suggestions: WEBHOOK_EVENT_CHOICES.map((choice) => ({
            value: choice.value,
            labelId: choice.meaningId,
          })),
        },
        { kind: 'text', name: 'template_name', labelId: 'cms.email.templateName', required: true },
      ],
      [
        { kind: 'text', name: 'topic_name', labelId: 'cms.email.topicName', required: true },
        { kind: 'text', name: 'send_to', labelId: 'cms.email.sendTo', required: true },
      ],
      {
        kind: 'file',
        name: 'file',
        labelId: 'cms.email.file',
        hintId: 'cms.email.fileHint',
        upload: 'html',
        directory: 'email',
      },
      {
        kind: 'custom',
        name: 'html',
        labelId: 'cms.email.editHtml',
        render: (form) => <TemplateHtmlEditor form={form} />,
      },
      {
        kind: 'custom',
        name: 'variables',
        labelId: 'cms.email.variables',
        render: () => <TemplateVariables />,
      },
    ],
  },
  texts: {
    addId: 'cms.email.add',
    createTitleId: 'cms.email.create',
    editTitleId: 'cms.email.edit',
    deleteConfirmId: 'cms.email.confirmDelete',
  },
});
