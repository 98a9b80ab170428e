import {
  emailNotificationChangeSchema,
  emailNotificationInputSchema,
  emailNotificationWire,
} from '@backoffice/shared';

import { defineResourcePage, resourceScreens } from '../../components/resource';
import { EMAIL_NOTIFICATION_PATHS } from './paths';

/** Email templates (spec 001 "Email notifications"), listed by priority; the template id is fixed once created. */
export const emailNotificationsPage = defineResourcePage((trpc) => trpc.cms.emailNotifications)({
  wire: emailNotificationWire,
  paths: EMAIL_NOTIFICATION_PATHS,
  editor: 'page',
  entityType: 'EmailNotification',
  columns: [
    { field: 'update', titleId: 'cms.field.updated', format: 'dateTime', sortable: true },
    { field: 'template_name', titleId: 'cms.email.templateName', sortable: true, opensRecord: true },
    { field: 'priority', titleId: 'cms.field.priority', sortable: true },
  ],
  searchFields: ['template_name', 'template_id', 'topic_name'],
  defaultSort: { field: 'priority', direction: 'asc' },
  rowTitle: (row) => row.template_name,
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
          required: true,
          readOnlyOnEdit: true,
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
    ],
  },
  texts: {
    addId: 'cms.email.add',
    createTitleId: 'cms.email.create',
    editTitleId: 'cms.email.edit',
    deleteConfirmId: 'cms.email.confirmDelete',
  },
});

export const EmailNotificationScreens = resourceScreens(emailNotificationsPage);
