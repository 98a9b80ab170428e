import {
  ADMIN_SETTABLE_USER_STATUSES,
  allowedUserAdminActions,
  type UserAdminAction,
  UserStatus,
  adminUserEmailSchema,
  adminUserInfoSchema,
  adminUserPasswordSchema,
  adminUserRoleSchema,
  adminUserStatusSchema,
  FIELD_LIMITS,
  SYSTEM_ROLES,
  type SystemRole,
} from '@backoffice/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { LogInIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { z } from 'zod';

import { startImpersonation } from '../../app/session';
import { useCurrentUser } from '../../app/session';
import { staffMsg } from '../../components/staff-messages';
import { ConfirmedAction, DeleteRecordAction, useSpecFeedback } from '../../components/feedback';
import { Form, PasswordField, SelectField, SubmitRow, TextField } from '../../components/form';
import { RecordEditPage, type RecordSection, useRecordChangeForm } from '../../components/page';
import { useTRPC } from '../../lib/trpc';
import { AuditHistory } from '../../components/audit-history';
import { UserSecondFactorTab } from './user-second-factor-tab';
import { UserSessionsTab } from './user-sessions-tab';
import { roleLabelId, userStatusLabelId } from './enum-labels';

interface AdminUser {
  user_uuid: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string;
  status: UserStatus;
  system_role: SystemRole;
}

/** The select fields hold strings; the shared schemas turn them into the numbers the calls take. */
const statusFormSchema = z
  .object({ user_uuid: z.string(), status: z.string() })
  .pipe(
    adminUserStatusSchema as z.ZodType<
      z.output<typeof adminUserStatusSchema>,
      { user_uuid: string; status: string }
    >,
  );
const roleFormSchema = z
  .object({ user_uuid: z.string(), system_role: z.string() })
  .pipe(
    adminUserRoleSchema as z.ZodType<
      z.output<typeof adminUserRoleSchema>,
      { user_uuid: string; system_role: string }
    >,
  );

function ProfileTab({ record: user }: { record: AdminUser }) {
  const trpc = useTRPC();
  const form = useRecordChangeForm(trpc.account.admin.changeUserInfo.mutationOptions(), {
    schema: adminUserInfoSchema,
    initialValues: {
      user_uuid: user.user_uuid,
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone ?? '',
    },
    successId: 'msg.profileChanged',
  });
  const name = { required: true, maxLength: FIELD_LIMITS.personNameMax } as const;
  return (
    <Form form={form} className="max-w-xl">
      <TextField
        form={form}
        name="first_name"
        {...name}
        label={<FormattedMessage id="admin.user.field.firstName" />}
      />
      <TextField
        form={form}
        name="last_name"
        {...name}
        label={<FormattedMessage id="admin.user.field.lastName" />}
      />
      <TextField
        form={form}
        name="phone"
        type="tel"
        required
        maxLength={FIELD_LIMITS.contactPhoneMax}
        label={<FormattedMessage id="admin.user.field.phone" />}
      />
      <SubmitRow form={form} />
    </Form>
  );
}

function PasswordTab({ record: user }: { record: AdminUser }) {
  const trpc = useTRPC();
  const form = useRecordChangeForm(trpc.account.admin.updatePassword.mutationOptions(), {
    schema: adminUserPasswordSchema,
    initialValues: { user_uuid: user.user_uuid, password: '' },
    successId: 'msg.passwordChanged',
    clearOnSave: true,
  });
  return (
    <Form form={form} className="max-w-xl">
      <PasswordField
        form={form}
        name="password"
        purpose="new"
        maxLength={FIELD_LIMITS.passwordMax}
        label={<FormattedMessage id="admin.user.field.password" />}
      />
      <SubmitRow form={form}>
        <FormattedMessage id="admin.user.password.submit" />
      </SubmitRow>
    </Form>
  );
}

function EmailTab({ record: user }: { record: AdminUser }) {
  const trpc = useTRPC();
  const form = useRecordChangeForm(trpc.account.admin.updateEmail.mutationOptions(), {
    schema: adminUserEmailSchema,
    initialValues: { user_uuid: user.user_uuid, email: user.email },
    // The spec reuses 'Пароль успешно сменен' for a successful email change.
    successId: 'msg.passwordChanged',
    conflictField: 'email',
  });
  return (
    <Form form={form} className="max-w-xl">
      <TextField
        form={form}
        name="email"
        type="email"
        required
        maxLength={FIELD_LIMITS.profileEmailMax}
        label={<FormattedMessage id="admin.user.field.email" />}
      />
      <SubmitRow form={form}>
        <FormattedMessage id="admin.user.email.submit" />
      </SubmitRow>
    </Form>
  );
}

function StatusTab({ record: user }: { record: AdminUser }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const settable = (ADMIN_SETTABLE_USER_STATUSES as readonly number[]).includes(user.status);
  const form = useRecordChangeForm(trpc.account.admin.changeStatus.mutationOptions(), {
    schema: statusFormSchema,
    initialValues: { user_uuid: user.user_uuid, status: settable ? String(user.status) : '' },
  });
  return (
    <Form form={form} className="max-w-xl">
      <SelectField
        form={form}
        name="status"
        required
        label={<FormattedMessage id="admin.user.field.status" />}
        placeholder={settable ? undefined : intl.formatMessage({ id: userStatusLabelId(user.status) })}
        options={ADMIN_SETTABLE_USER_STATUSES.map((status) => ({
          value: String(status),
          label: intl.formatMessage({ id: userStatusLabelId(status) }),
        }))}
      />
      <SubmitRow form={form} />
    </Form>
  );
}

function RoleTab({ record: user }: { record: AdminUser }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const form = useRecordChangeForm(trpc.account.admin.changeRole.mutationOptions(), {
    schema: roleFormSchema,
    initialValues: { user_uuid: user.user_uuid, system_role: String(user.system_role) },
  });
  return (
    <Form form={form} className="max-w-xl">
      <SelectField
        form={form}
        name="system_role"
        required
        label={<FormattedMessage id="admin.user.field.role" />}
        options={SYSTEM_ROLES.map((role) => ({
          value: String(role),
          label: intl.formatMessage({ id: roleLabelId(role) }),
        }))}
      />
      <SubmitRow form={form} />
    </Form>
  );
}

function SignInAsTab({ record: user }: { record: AdminUser }) {
  const trpc = useTRPC();
  const report = useSpecFeedback();
  const mutation = useMutation(trpc.account.admin.loginOnUserSession.mutationOptions());
  const signInAs = async () => {
    let session: string;
    try {
      session = (await mutation.mutateAsync({ email: user.email })).session_uuid;
    } catch (error) {
      void report.failed(error);
      return;
    }
    startImpersonation(session);
  };
  return (
    <ConfirmedAction
      text={<FormattedMessage id="admin.user.signInAs.text" values={{ email: user.email }} />}
      icon={<LogInIcon aria-hidden="true" />}
      label={<FormattedMessage id="admin.user.signInAs.submit" />}
      confirmTitle={<FormattedMessage id="admin.user.signInAs.confirmTitle" values={{ email: user.email }} />}
      cancelLabel={<FormattedMessage id="msg.cancel" />}
      confirmLabel={<FormattedMessage id="msg.confirm" />}
      onConfirm={signInAs}
    />
  );
}

function DeleteTab({ record: user }: { record: AdminUser }) {
  const trpc = useTRPC();
  const mutation = useMutation(trpc.account.admin.deleteUser.mutationOptions());
  return (
    <DeleteRecordAction
      text={<FormattedMessage id="admin.user.delete.text" />}
      label={<FormattedMessage id="admin.user.delete.submit" />}
      confirmTitle={<FormattedMessage id="admin.user.delete.confirmTitle" values={{ email: user.email }} />}
      confirmText={<FormattedMessage id="admin.user.delete.confirmText" />}
      remove={() => mutation.mutateAsync({ user_uuid: user.user_uuid })}
      invalidate={[trpc.account.admin.getUsers.pathKey()]}
      successId="staff.userDeleted"
      redirectTo="/"
    />
  );
}

const SECTIONS: readonly (RecordSection<AdminUser> & { action: UserAdminAction })[] = [
  { action: 'profile', value: 'edit', titleId: 'admin.user.tab.edit', component: ProfileTab },
  { action: 'password', value: 'password', titleId: 'admin.user.tab.password', component: PasswordTab },
  { action: 'email', value: 'email', titleId: 'admin.user.tab.email', component: EmailTab },
  { action: 'status', value: 'status', titleId: 'admin.user.tab.status', component: StatusTab },
  { action: 'role', value: 'role', titleId: 'admin.user.tab.role', component: RoleTab },
  { action: 'signInAs', value: 'sign-in-as', titleId: 'admin.user.tab.signInAs', component: SignInAsTab },
  { action: 'sessions', value: 'sessions', titleId: 'admin.user.tab.sessions', component: UserSessionsTab },
  {
    action: 'secondFactor',
    value: 'second-factor',
    titleId: 'admin.user.tab.secondFactor',
    component: UserSecondFactorTab,
  },
  { action: 'delete', value: 'delete', titleId: 'admin.user.tab.delete', component: DeleteTab },
];

/** /admin/edit-user/:uuid: left-hand tabs (switched locally) and the user's recent history. */
export function EditUserPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  const intl = useIntl();
  const trpc = useTRPC();
  const me = useCurrentUser();
  const user = useQuery(trpc.account.admin.getUser.queryOptions({ user_uuid: uuid }, { retry: false }));
  const actor = { id: me.user_uuid, systemRole: me.system_role };
  const target = (data: AdminUser) => ({
    id: data.user_uuid,
    systemRole: data.system_role,
    status: data.status,
  });
  return (
    <RecordEditPage
      query={user}
      fallbackPath="/admin/users"
      header={(data) => ({
        title: `${data.first_name} ${data.last_name}`.trim() || data.email,
        description: (
          <FormattedMessage
            id="admin.user.current"
            values={{
              email: data.email,
              role: intl.formatMessage({ id: roleLabelId(data.system_role) }),
              status: intl.formatMessage({ id: userStatusLabelId(data.status) }),
            }}
          />
        ),
      })}
      sectionsLabelId="admin.user.sections"
      // Only what the server would accept (the shared policy): not one's own role, status, sign-in
      // as or delete; nothing on a deleted user, who is shown read-only with a banner.
      sections={(data) => {
        const allowed = allowedUserAdminActions(actor, target(data));
        return SECTIONS.filter((section) => allowed.includes(section.action));
      }}
      banner={(data) =>
        data.status === UserStatus.Deleted ? (
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            <FormattedMessage {...staffMsg('staff.deletedRecord')} />
          </p>
        ) : null
      }
      recordKey={(data) => `${data.user_uuid}-${data.email}-${data.status}-${data.system_role}`}
      invalidate={(data) => [
        trpc.account.admin.getUser.queryKey({ user_uuid: data.user_uuid }),
        trpc.account.admin.getUsers.pathKey(),
        trpc.audit.getAuditLog.pathKey(),
      ]}
      aside={(data) => <AuditHistory entityType="User" entityId={data.user_uuid} />}
    />
  );
}
