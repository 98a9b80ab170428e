import { useMutation, useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';

import {
  isSuperAdminRole,
  MAX_PAGE_SIZE,
  type SignInPolicy,
  SYSTEM_ROLES,
  SystemRole,
  UserStatus,
} from '@backoffice/shared';

import { useCurrentUser } from '../../app/session';
import {
  CheckboxGroupField,
  Form,
  SelectField,
  SubmitRow,
  SwitchField,
  useChangeForm,
} from '../../components/form';
import { LoadError, PageHeader, PageLoading } from '../../components/page';
import { useTRPC } from '../../lib/trpc';
import { roleLabelId } from './enum-labels';

/** The roles as the checkboxes hold them (text values), turned back into role numbers on save. */
const policyFormSchema = z.object({
  second_factor_roles: z.array(z.string()),
  password_sign_in: z.boolean(),
  break_glass_user_uuid: z.string(),
});

/** The active super administrators, any of whom may be the break-glass account. */
function useSuperAdministrators() {
  const trpc = useTRPC();
  return useQuery(
    trpc.account.admin.getUsers.queryOptions({
      role: SystemRole.SuperAdmin,
      status: UserStatus.Active,
      pageSize: MAX_PAGE_SIZE,
      sort: 'email',
    }),
  );
}

function PolicyForm({ policy, ssoConfigured }: { policy: SignInPolicy; ssoConfigured: boolean }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const me = useCurrentUser();
  const superAdministrators = useSuperAdministrators();
  const change = useMutation(trpc.account.admin.changeSignInPolicy.mutationOptions());
  const canChange = isSuperAdminRole(me.system_role);
  const form = useChangeForm({
    schema: policyFormSchema,
    initialValues: {
      second_factor_roles: policy.second_factor_roles.map(String),
      password_sign_in: policy.password_sign_in,
      break_glass_user_uuid: policy.break_glass_user_uuid ?? '',
    },
    save: ({ second_factor_roles, password_sign_in, break_glass_user_uuid }) =>
      change.mutateAsync({
        second_factor_roles: second_factor_roles.map(Number) as SystemRole[],
        password_sign_in,
        break_glass_user_uuid: break_glass_user_uuid || null,
      }),
    invalidate: [trpc.account.admin.getSignInPolicy.queryKey()],
    // Requiring one's own role before having a second factor is refused (409): said under the roles.
    conflictField: 'second_factor_roles',
  });
  const passwordsOff = !useWatch({ control: form.control, name: 'password_sign_in' });
  return (
    <Form form={form} className="max-w-xl">
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="signInPolicy.intro" />
      </p>
      <CheckboxGroupField
        form={form}
        name="second_factor_roles"
        label={<FormattedMessage id="signInPolicy.roles" />}
        options={SYSTEM_ROLES.map((role) => ({
          value: String(role),
          label: intl.formatMessage({ id: roleLabelId(role) }),
          disabled: !canChange,
        }))}
      />
      <SwitchField
        form={form}
        name="password_sign_in"
        label={<FormattedMessage id="signInPolicy.passwordSignIn" />}
        description={
          <FormattedMessage
            id={ssoConfigured ? 'signInPolicy.passwordSignInHint' : 'signInPolicy.ssoNotConfigured'}
          />
        }
        // On always; off only where single sign-on is there to replace it.
        disabled={!canChange || (!ssoConfigured && !passwordsOff)}
      />
      {passwordsOff ? (
        <SelectField
          form={form}
          name="break_glass_user_uuid"
          required
          label={<FormattedMessage id="signInPolicy.breakGlass" />}
          description={<FormattedMessage id="signInPolicy.breakGlassHint" />}
          disabled={!canChange}
          placeholder={intl.formatMessage({ id: 'signInPolicy.breakGlassChoose' })}
          options={(superAdministrators.data?.data ?? []).map((user) => ({
            value: user.user_uuid,
            label: user.email,
          }))}
        />
      ) : null}
      {canChange ? (
        <SubmitRow form={form}>
          <FormattedMessage id="common.save" />
        </SubmitRow>
      ) : (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id="signInPolicy.superAdminOnly" />
        </p>
      )}
    </Form>
  );
}

/**
 * /settings/sign-in: the roles that must sign in with a second factor, and whether passwords still
 * open sessions beside single sign-on. A super administrator changes it (the sessions it no longer
 * allows end at once); administrators read it.
 */
export function SignInPolicyPage() {
  const trpc = useTRPC();
  const policy = useQuery(trpc.account.admin.getSignInPolicy.queryOptions());
  const options = useQuery(trpc.account.enter.signInOptions.queryOptions({}));
  return (
    <>
      <PageHeader />
      {policy.isPending || options.isPending ? (
        <PageLoading />
      ) : policy.isError || options.isError ? (
        <LoadError error={policy.error ?? options.error} />
      ) : (
        <PolicyForm policy={policy.data.response} ssoConfigured={options.data.response.sso !== null} />
      )}
    </>
  );
}
