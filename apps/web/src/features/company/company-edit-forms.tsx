import { companyBankInfoSchema, companyContactInfoSchema, companyLegalGroupSchema } from '@backoffice/shared';
import { type QueryKey } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { type z } from 'zod';

import {
  Form,
  type FormValues,
  type ObjectSchema,
  SubmitRow,
  useChangeForm,
  type ZodForm,
} from '../../components/form';
import {
  BankFields,
  type BankGroupValues,
  ContactFields,
  type ContactGroupValues,
  LegalFields,
} from './company-fields';

/** The company data group of the edit form: the name and the legal info with INN and OGRN (two calls). */
export type LegalGroupValues = z.output<typeof companyLegalGroupSchema>;

interface GroupFormProps<TValues> {
  initial: TValues;
  /** Read-only for callers who may not change the company. */
  readOnly: boolean;
  onSave: (values: TValues) => Promise<unknown>;
  /** The queries showing the company. */
  invalidate: readonly QueryKey[];
}

/** One group's form, reported with the company module's title ('Успех!'). */
function GroupForm<TSchema extends ObjectSchema>({
  schema,
  initial,
  readOnly,
  onSave,
  invalidate,
  fields,
}: Omit<GroupFormProps<z.output<TSchema>>, 'initial'> & {
  schema: TSchema;
  initial: FormValues<TSchema>;
  fields: (form: ZodForm<FormValues<TSchema>>) => ReactNode;
}) {
  const form = useChangeForm({
    schema,
    initialValues: initial,
    save: onSave,
    invalidate,
    successTitleId: 'msg.titleRuSuccess',
  });
  return (
    <Form form={form}>
      <fieldset disabled={readOnly} className="grid gap-4">
        {fields(form)}
      </fieldset>
      {readOnly ? null : <SubmitRow form={form} />}
    </Form>
  );
}

export function LegalGroupForm(props: GroupFormProps<LegalGroupValues>) {
  return (
    <GroupForm
      {...props}
      schema={companyLegalGroupSchema}
      fields={(form) => (
        <LegalFields
          form={form}
          names={{
            name: 'name',
            officialName: 'offical_name',
            officialAddress: 'offical_addres',
            address: 'addres',
            inn: 'offical_inn',
            ogrn: 'offical_ogrn',
          }}
        />
      )}
    />
  );
}

export function ContactGroupForm(props: GroupFormProps<ContactGroupValues>) {
  return (
    <GroupForm
      {...props}
      schema={companyContactInfoSchema}
      fields={(form) => <ContactFields form={form} />}
    />
  );
}

export function BankGroupForm(props: GroupFormProps<BankGroupValues>) {
  return (
    <GroupForm {...props} schema={companyBankInfoSchema} fields={(form) => <BankFields form={form} />} />
  );
}
