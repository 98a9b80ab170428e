import { useMutation, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';

import { isSuperAdminRole, SYSTEM_ROLES, type SystemRole } from '@backoffice/shared';

import { useCurrentUser } from '../../app/session';
import { CheckboxGroupField, Form, SubmitRow, useChangeForm } from '../../components/form';
import { LoadError, PageHeader, PageLoading } from '../../components/page';
import { useTRPC } from '../../lib/trpc';
import { roleLabelId } from './enum-labels';

/** The roles as the checkboxes hold them (text values), turned back into role numbers on save. */
const policyFormSchema = z.object({ second_factor_roles: z.array(z.string()) });

function PolicyForm({ roles }: { roles: readonly SystemRole[] }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const me = useCurrentUser();
  const change = useMutation(trpc.account.admin.changeSignInPolicy.mutationOptions());
  const canChange = isSuperAdminRole(me.system_role);
  const form = useChangeForm({
    schema: policyFormSchema,
    initialValues: { second_factor_roles: roles.map(String) },
    save: ({ second_factor_roles }) =>
      change.mutateAsync({ second_factor_roles: second_factor_roles.map(Number) as SystemRole[] }),
    invalidate: [trpc.account.admin.getSignInPolicy.queryKey()],
    // Requiring one's own role before having a second factor is refused (409): said under the roles.
    conflictField: 'second_factor_roles',
  });
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
 * /settings/sign-in: the roles that must sign in with a second factor. A super administrator changes
 * it (the sessions of those roles opened without one end at once); administrators read it.
 */
export function SignInPolicyPage() {
  const trpc = useTRPC();
  const policy = useQuery(trpc.account.admin.getSignInPolicy.queryOptions());
  return (
    <>
      <PageHeader />
      {policy.isPending ? (
        <PageLoading />
      ) : policy.isError ? (
        <LoadError error={policy.error} />
      ) : (
        <PolicyForm roles={policy.data.response.second_factor_roles} />
      )}
    </>
  );
}
