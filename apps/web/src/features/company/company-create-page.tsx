import { companyFormSchema } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';

import { useFeedback, useSpecFeedback } from '../../components/feedback';
import { Form, SubmitRow, useZodForm } from '../../components/form';
import { PageHeader } from '../../components/page';
import { isServerAnswer } from '../../lib/api-error';
import { useTRPC } from '../../lib/trpc';
import { companyKeys } from './company-api';
import { BankFields, CompanyLegalFields, ContactFields } from './company-fields';
import { CompanyGroupCard } from './help-button';
import { companyPath } from './paths';

const COMPANY_UUID_LENGTH = 36;

const emptyCompany = {
  name: '',
  offical_name: '',
  offical_inn: '',
  offical_ogrn: '',
  offical_addres: '',
  addres: '',
  ceo_full_name: '',
  company_email: '',
  company_phone: '',
  bank_rs: '',
  bik: '',
  bank_ks: '',
  bank_name: '',
};

/**
 * /company/create: company data, contact information and finance information, each group with its help
 * button, sent in one create call; the caller becomes the owner (spec 000, sections 2 and 8). It asks
 * for every field the edit page has, all required there, so a new company opens ready to edit.
 */
export function CompanyCreatePage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const report = useSpecFeedback();
  const create = useMutation(trpc.company.create.mutationOptions());

  const createFailed = (reply: string) =>
    feedback.showError({
      title: intl.formatMessage({ id: 'msg.titleRuRequestError' }),
      text: `${intl.formatMessage({ id: 'msg.companyCreateErrorPrefix' })}${reply}`,
    });

  const form = useZodForm({
    schema: companyFormSchema,
    initialValues: emptyCompany,
    onSubmit: async (company) => {
      let uuid: string;
      try {
        uuid = (await create.mutateAsync(company)).response;
      } catch (error) {
        void createFailed(
          isServerAnswer(error) ? error.message : intl.formatMessage({ id: 'msg.requestFailed' }),
        );
        return;
      }
      if (uuid.length !== COMPANY_UUID_LENGTH) {
        void createFailed(uuid);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: trpc.company.getList.pathKey() });
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      await report.succeeded('msg.companyCreated');
      form.allowNavigation(() => navigate(companyPath('edit', uuid)));
    },
  });

  return (
    <>
      <PageHeader />
      <Form form={form} className="max-w-2xl">
        <CompanyGroupCard title={intl.formatMessage({ id: 'company.group.legal' })}>
          <div className="grid gap-4">
            <CompanyLegalFields form={form} />
          </div>
        </CompanyGroupCard>
        <CompanyGroupCard title={intl.formatMessage({ id: 'company.group.contact' })}>
          <div className="grid gap-4">
            <ContactFields form={form} />
          </div>
        </CompanyGroupCard>
        <CompanyGroupCard title={intl.formatMessage({ id: 'company.group.bank' })}>
          <div className="grid gap-4">
            <BankFields form={form} />
          </div>
        </CompanyGroupCard>
        <SubmitRow form={form}>
          <FormattedMessage id="company.create.submit" />
        </SubmitRow>
      </Form>
    </>
  );
}
