import {
  canEditEmployeeRow,
  EmployeeRole,
  SETTABLE_EMPLOYEE_ROLES,
  SETTABLE_EMPLOYEE_STATUSES,
} from '@backoffice/shared';
import { Badge, Button, Card, CardContent, FormField, NativeSelectOption } from '@backoffice/ui';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Trash2Icon, UserPlusIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'wouter';

import { useCurrentUser } from '../../app/session';
import { ConfirmDialog, useSpecFeedback } from '../../components/feedback';
import { ExplicitSelect } from '../../components/form';
import { PageEmpty, PageHeader, PageLoading } from '../../components/page';
import { useTRPCClient } from '../../lib/trpc';
import { companyCall, companyKeys, companyRead } from './company-api';
import { EmailPromptDialog } from './email-prompt-dialog';
import { useCompanyLoadFailure } from './use-company-load-failure';

interface Employee {
  uuid: string;
  user_uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  role: number;
  status: number;
  invited: boolean;
}

type PendingChange =
  | { kind: 'status'; employee: Employee; status: number }
  | { kind: 'role'; employee: Employee; role: number }
  | { kind: 'delete'; employee: Employee };

const fullName = (employee: Employee) =>
  `${employee.first_name} ${employee.last_name}`.trim() || employee.email;

/** /company/employee/list/:company_uuid: employee cards with status and role dropdowns, delete and add. */
export function CompanyEmployeesPage() {
  const { company_uuid: companyUuid = '' } = useParams<{ company_uuid: string }>();
  const intl = useIntl();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const report = useSpecFeedback();
  const call = companyCall(companyUuid);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [adding, setAdding] = useState(false);

  const [company, employees] = useQueries({
    queries: [
      companyRead(companyUuid, 'get', (options) => client.company.get.query(undefined, options)),
      companyRead(companyUuid, 'employees', (options) =>
        client.company.employee.getList.query(undefined, options),
      ),
    ],
  });

  const failure = company.error ?? employees.error;
  useCompanyLoadFailure(failure);

  if (failure || !company.data || !employees.data) return <PageLoading />;

  const canManage = company.data.data.can_edit;
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: companyKeys.detail(companyUuid, 'employees') });

  const runChange = async (change: PendingChange) => {
    const employee_uuid = change.employee.uuid;
    try {
      if (change.kind === 'delete') await client.company.employee.delete.mutate({ employee_uuid }, call);
      else if (change.kind === 'role')
        await client.company.employee.updateRole.mutate({ employee_uuid, role: change.role }, call);
      else if (change.status === 1) await client.company.employee.active.mutate({ employee_uuid }, call);
      else await client.company.employee.deActive.mutate({ employee_uuid }, call);
    } catch {
      void report.failedWith('msg.requestFailedExclaimed');
      return;
    } finally {
      await refresh();
    }
  };

  /**
   * Invites alike whether an account has the address or not; a refusal (already an employee, too
   * many invitations) shows under the dialog's field.
   */
  const addEmployee = async (email: string) => {
    await client.company.employee.create.mutate({ email, role: EmployeeRole.Driver }, call);
    await refresh();
  };

  const statusLabel = (status: number) =>
    intl.formatMessage({ id: `enum.employeeStatus.${status as 0 | 1 | 2 | 3}` });
  const roleLabel = (role: number) =>
    intl.formatMessage({ id: `enum.employeeRole.${role as 0 | 1 | 2 | 3 | 4}` });

  let question: ReactNode = null;
  if (pending?.kind === 'status')
    question = intl.formatMessage(
      { id: 'company.employees.confirmStatus' },
      { name: fullName(pending.employee), status: statusLabel(pending.status) },
    );
  else if (pending?.kind === 'role')
    question = intl.formatMessage(
      { id: 'company.employees.confirmRole' },
      { name: fullName(pending.employee), role: roleLabel(pending.role) },
    );
  else if (pending?.kind === 'delete')
    question = intl.formatMessage(
      { id: 'company.employees.confirmDelete' },
      { name: fullName(pending.employee) },
    );

  const rows = employees.data.data;
  return (
    <>
      <PageHeader
        description={company.data.data.name}
        actions={
          canManage ? (
            <Button onClick={() => setAdding(true)}>
              <UserPlusIcon aria-hidden="true" />
              <FormattedMessage id="company.employees.add" />
            </Button>
          ) : null
        }
      />
      {rows.length === 0 ? (
        <PageEmpty title={<FormattedMessage id="company.employees.empty" />} />
      ) : (
        <ul
          aria-label={intl.formatMessage({ id: 'company.employees.list' }, { name: company.data.data.name })}
          className="grid gap-3 md:grid-cols-2 xl:grid-cols-3"
        >
          {rows.map((employee) => {
            const name = fullName(employee);
            const editable = canManage && canEditEmployeeRow(employee, me.user_uuid);
            return (
              <li key={employee.uuid} data-employee={employee.email}>
                <Card className="h-full">
                  <CardContent className="grid gap-3">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div className="grid gap-0.5">
                        <p className="font-medium">{name}</p>
                        <p className="text-sm text-muted-foreground">{employee.email}</p>
                      </div>
                      <div className="flex flex-wrap gap-1">
                        {employee.user_uuid === me.user_uuid ? (
                          <Badge variant="info">
                            <FormattedMessage id="company.employees.you" />
                          </Badge>
                        ) : null}
                        {!editable ? <Badge variant="neutral">{roleLabel(employee.role)}</Badge> : null}
                        {!editable ? (
                          <Badge variant={employee.status === 1 ? 'success' : 'neutral'}>
                            {statusLabel(employee.status)}
                          </Badge>
                        ) : null}
                      </div>
                    </div>
                    {editable ? (
                      <div className="grid gap-3 sm:grid-cols-2">
                        <FormField label={<FormattedMessage id="company.field.status" />}>
                          <ExplicitSelect
                            aria-label={intl.formatMessage({ id: 'company.employees.status' }, { name })}
                            value={String(employee.status)}
                            onChoose={(value) =>
                              setPending({ kind: 'status', employee, status: Number(value) })
                            }
                          >
                            {(SETTABLE_EMPLOYEE_STATUSES as readonly number[]).includes(
                              employee.status,
                            ) ? null : (
                              <NativeSelectOption value={String(employee.status)} disabled>
                                {statusLabel(employee.status)}
                              </NativeSelectOption>
                            )}
                            {SETTABLE_EMPLOYEE_STATUSES.map((status) => (
                              <NativeSelectOption key={status} value={String(status)}>
                                {statusLabel(status)}
                              </NativeSelectOption>
                            ))}
                          </ExplicitSelect>
                        </FormField>
                        <FormField label={<FormattedMessage id="admin.users.col.role" />}>
                          <ExplicitSelect
                            aria-label={intl.formatMessage({ id: 'company.employees.role' }, { name })}
                            value={String(employee.role)}
                            onChoose={(value) => setPending({ kind: 'role', employee, role: Number(value) })}
                          >
                            {SETTABLE_EMPLOYEE_ROLES.map((role) => (
                              <NativeSelectOption key={role} value={String(role)}>
                                {roleLabel(role)}
                              </NativeSelectOption>
                            ))}
                          </ExplicitSelect>
                        </FormField>
                        <div>
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={intl.formatMessage({ id: 'company.employees.delete' }, { name })}
                            onClick={() => setPending({ kind: 'delete', employee })}
                          >
                            <Trash2Icon aria-hidden="true" />
                            <FormattedMessage id="company.employees.deleteShort" />
                          </Button>
                        </div>
                      </div>
                    ) : null}
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      {canManage ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id="company.employees.locked" />
        </p>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={question}
        destructive={pending?.kind === 'delete'}
        cancelLabel={<FormattedMessage id="msg.cancel" />}
        confirmLabel={<FormattedMessage id="msg.confirm" />}
        onConfirm={() => (pending ? runChange(pending) : undefined)}
      />
      <EmailPromptDialog
        open={adding}
        onOpenChange={setAdding}
        title={<FormattedMessage id="company.employees.promptTitle" />}
        description={<FormattedMessage id="company.employees.promptText" />}
        onSubmit={addEmployee}
      />
    </>
  );
}
