import { type companyBankInfoSchema, type companyContactInfoSchema, FIELD_LIMITS } from '@backoffice/shared';
import { FormattedMessage } from 'react-intl';
import { type z } from 'zod';

import { type FieldNameFor, TextField, type ZodForm } from '../../components/form';
import { type AppMessageId } from '../../i18n';

export type ContactGroupValues = z.output<typeof companyContactInfoSchema>;
export type BankGroupValues = z.output<typeof companyBankInfoSchema>;

/** The company data fields in the spec's order (all required). */
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
] as const satisfies readonly {
  field: string;
  labelId: AppMessageId;
  maxLength: number;
  inputMode?: 'numeric';
}[];

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
  return (
    <>
      {LEGAL_FIELDS.map(({ field, labelId, ...input }) => {
        const name = names[field];
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

/** The values a form needs to hold to show a group's fields (the create form holds all groups). */
type FieldsValues<TGroup extends object> = { [K in keyof TGroup]: TGroup[K] | '' };

/**
 * The fields of a group, for its own edit form or for a form holding several groups (the create form).
 * The cast narrows a wider form to the group's fields; the constraint guarantees they are there.
 */
function groupForm<TGroup extends object>(form: object) {
  return form as ZodForm<FieldsValues<TGroup>>;
}

/** The contact information fields: director, email, phone (all required). */
export function ContactFields<TValues extends FieldsValues<ContactGroupValues>>({
  form,
}: {
  form: ZodForm<TValues>;
}) {
  const contact = groupForm<ContactGroupValues>(form);
  return (
    <>
      <TextField
        form={contact}
        name="ceo_full_name"
        required
        maxLength={FIELD_LIMITS.ceoFullNameMax}
        label={<FormattedMessage id="company.field.ceo" />}
      />
      <TextField
        form={contact}
        name="company_email"
        type="email"
        required
        maxLength={FIELD_LIMITS.companyEmailMax}
        label={<FormattedMessage id="company.field.email" />}
      />
      <TextField
        form={contact}
        name="company_phone"
        type="tel"
        required
        maxLength={FIELD_LIMITS.contactPhoneMax}
        label={<FormattedMessage id="company.field.phone" />}
      />
    </>
  );
}

/** The finance information fields: accounts, bank id code, bank name (all required). */
export function BankFields<TValues extends FieldsValues<BankGroupValues>>({
  form,
}: {
  form: ZodForm<TValues>;
}) {
  const bank = groupForm<BankGroupValues>(form);
  const account = {
    inputMode: 'numeric',
    maxLength: FIELD_LIMITS.bankAccountLength,
    required: true,
  } as const;
  return (
    <>
      <TextField
        form={bank}
        name="bank_rs"
        {...account}
        label={<FormattedMessage id="company.field.bankRs" />}
      />
      <TextField
        form={bank}
        name="bik"
        inputMode="numeric"
        maxLength={9}
        required
        label={<FormattedMessage id="company.field.bik" />}
      />
      <TextField
        form={bank}
        name="bank_ks"
        {...account}
        label={<FormattedMessage id="company.field.bankKs" />}
      />
      <TextField
        form={bank}
        name="bank_name"
        required
        maxLength={FIELD_LIMITS.bankNameMax}
        label={<FormattedMessage id="company.field.bankName" />}
      />
    </>
  );
}
