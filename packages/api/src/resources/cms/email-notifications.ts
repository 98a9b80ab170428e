import {
  emailNotificationChangeSchema,
  emailNotificationInputSchema,
  emailNotificationRowSchema,
  emailNotificationWire,
} from '@backoffice/shared';

import { flag, id, integer, text, timestamp } from '../columns';
import { defineResource } from '../define-resource';

/**
 * Email templates (spec 001 "Email notifications"), listed by priority. The template id is set once:
 * the change call does not carry it. Administrators delete them too.
 */
export const emailNotifications = defineResource({
  model: 'emailNotification',
  label: 'Email notification',
  audit: 'settings.email-notification',
  tag: 'email-notifications',
  row: emailNotificationRowSchema,
  columns: {
    uuid: id(),
    publish: flag('publish'),
    template_id: text('templateId'),
    template_name: text('templateName'),
    topic_name: text('topicName'),
    send_to: text('sendTo'),
    file: text('file'),
    priority: integer('priority'),
    update: timestamp('updatedAt'),
  },
  files: { file: ['html'] },
  orderBy: [{ priority: 'asc' }, { createdAt: 'asc' }],
  uniqueConflict: 'A template with this template id already exists',
  wire: emailNotificationWire,
  operations: {
    list: { path: '/api/settings/get-email-notifications' },
    get: {
      method: 'POST',
      path: '/api/settings/get-email-notifications-by',
    },
    create: { path: '/api/settings/create-email-notifications', input: emailNotificationInputSchema },
    update: {
      path: '/api/settings/change-email-notifications-info',
      input: emailNotificationChangeSchema,
    },
    publish: { path: '/api/settings/change-email-notifications-publish' },
    delete: { path: '/api/settings/delete-email-notifications' },
  },
});
