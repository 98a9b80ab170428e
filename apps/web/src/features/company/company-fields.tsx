import {
  type companyBankInfoSchema,
  type companyContactInfoSchema,
  type companyLegalGroupSchema,
  FIELD_LIMITS,
} from '@backoffice/shared';
import { FormattedMessage } from 'react-intl';
import { type z } from 'zod';

import { type FieldNameFor, TextField, type ZodForm } from '../../components/form';
import { type AppMessageId } from '../../i18n';

export type ContactGroupValues = z.output<typeof companyContactInfoSchema>;
export type BankGroupValues = z.output<typeof companyBankInfoSchema>;
/** The company data group of the company module: the name and the legal info with INN and OGRN. */
export type LegalGroupValues = z.output<typeof companyLegalGroupSchema>;

/** One required text field of a company group, in the spec's order. */
interface FieldSpec<TField extends string> {
  field: TField;
  labelId: AppMessageId;
  maxLength: number;
  type?: 'email' | 'tel';
  inputMode?: 'numeric';
}

const LEGAL_FIELDS = [
  { field: 'name', labelId: 'company.field.name', maxLength: FIELD_LIMITS.companyNameMax },
  { field: 'officialName', labelId: 'company.field.officialName', maxLength: FIELD_LIMITS.companyNameMax },
  {
    field: 'officialAddress',
    labelId: 'company.field.officialAddress',
    maxLength: FIELD_LIMITS.companyAddressMax,
  },
  { field: 'address', labelId: 'company.field.address', maxLength: FIELD_LIMITS.companyAddressMax },
  { field: 'inn', labelId: 'company.field.inn', maxLength: FIELD_LIMITS.innMax, inputMode: 'numeric' },
  { field: 'ogrn', labelId: 'company.field.ogrn', maxLength: FIELD_LIMITS.ogrnMax, inputMode: 'numeric' },
] as const satisfies readonly FieldSpec<string>[];

const CONTACT_FIELDS: readonly FieldSpec<keyof ContactGroupValues>[] = [
  { field: 'ceo_full_name', labelId: 'company.field.ceo', maxLength: FIELD_LIMITS.ceoFullNameMax },
  {
    field: 'company_email',
    labelId: 'company.field.email',
    maxLength: FIELD_LIMITS.companyEmailMax,
    type: 'email',
  },
  {
    field: 'company_phone',
    labelId: 'company.field.phone',
    maxLength: FIELD_LIMITS.contactPhoneMax,
    type: 'tel',
  },
];

const BANK_FIELDS: readonly FieldSpec<keyof BankGroupValues>[] = [
  {
    field: 'bank_rs',
    labelId: 'company.field.bankRs',
    maxLength: FIELD_LIMITS.bankAccountLength,
    inputMode: 'numeric',
  },
  { field: 'bik', labelId: 'company.field.bik', maxLength: FIELD_LIMITS.bikLength, inputMode: 'numeric' },
  {
    field: 'bank_ks',
    labelId: 'company.field.bankKs',
    maxLength: FIELD_LIMITS.bankAccountLength,
    inputMode: 'numeric',
  },
  { field: 'bank_name', labelId: 'company.field.bankName', maxLength: FIELD_LIMITS.bankNameMax },
];

/** Renders a group's fields; `nameOf` gives each field's name in the form, or undefined to leave it out. */
function GroupFields<TValues extends object, TField extends string>({
  form,
  fields,
  nameOf,
}: {
  form: ZodForm<TValues>;
  fields: readonly FieldSpec<TField>[];
  nameOf: (field: TField) => FieldNameFor<TValues, string> | undefined;
}) {
  return (
    <>
      {fields.map(({ field, labelId, ...input }) => {
        const name = nameOf(field);
        return name === undefined ? null : (
          <TextField
            key={field}
            form={form}
            name={name}
            required
            {...input}
            label={<FormattedMessage id={labelId} />}
          />
        );
      })}
    </>
  );
}

type LegalField = (typeof LEGAL_FIELDS)[number]['field'];

/**
 * The company data fields a form holds, given their names in its call: the admin calls and the
 * company module spell them differently ('offical_address' / 'offical_addres', 'inn' / 'offical_inn').
 */
export function LegalFields<TValues extends object>({
  form,
  names,
}: {
  form: ZodForm<TValues>;
  names: Partial<Record<LegalField, FieldNameFor<TValues, string>>>;
}) {
  return <GroupFields form={form} fields={LEGAL_FIELDS} nameOf={(field) => names[field]} />;
}

/** The values a form needs to hold to show a group's fields (the create form holds all groups). */
type FieldsValues<TGroup extends object> = { [K in keyof TGroup]: TGroup[K] | '' };

/**
 * The fields of a group under their contract names, for its own edit form or for a form holding
 * several groups (the create form). The cast narrows a wider form to the group's fields; the
 * constraint guarantees they are there.
 */
function SameNameFields<TGroup extends object>({
  form,
  fields,
}: {
  form: object;
  fields: readonly FieldSpec<keyof TGroup & string>[];
}) {
  return (
    <GroupFields
      form={form as ZodForm<FieldsValues<TGroup>>}
      fields={fields}
      nameOf={(field) => field as FieldNameFor<FieldsValues<TGroup>, string>}
    />
  );
}

/** The contact information fields: director, email, phone (all required). */
export function ContactFields<TValues extends FieldsValues<ContactGroupValues>>({
  form,
}: {
  form: ZodForm<TValues>;
}) {
  return <SameNameFields<ContactGroupValues> form={form} fields={CONTACT_FIELDS} />;
}

/** The finance information fields: accounts, bank id code, bank name (all required). */
export function BankFields<TValues extends FieldsValues<BankGroupValues>>({
  form,
}: {
  form: ZodForm<TValues>;
}) {
  return <SameNameFields<BankGroupValues> form={form} fields={BANK_FIELDS} />;
}

/** The company module's names of the company data fields (its create call and its edit calls). */
const COMPANY_LEGAL_NAMES = {
  name: 'name',
  officialName: 'offical_name',
  officialAddress: 'offical_addres',
  address: 'addres',
  inn: 'offical_inn',
  ogrn: 'offical_ogrn',
} as const satisfies Record<LegalField, keyof LegalGroupValues>;

/** The company data fields of the company module's forms, all required. */
export function CompanyLegalFields<TValues extends FieldsValues<LegalGroupValues>>({
  form,
}: {
  form: ZodForm<TValues>;
}) {
  return <LegalFields form={form as ZodForm<FieldsValues<LegalGroupValues>>} names={COMPANY_LEGAL_NAMES} />;
}
