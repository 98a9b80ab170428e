import { FIELD_LIMITS, isOneOf, PROFILE_SEXES, profileUpdateSchema } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';

import { useCurrentUser } from '../../app/session';
import { DayField, Form, RadioGroupField, SubmitRow, TextField, useChangeForm } from '../../components/form';
import { useTRPC } from '../../lib/trpc';

/** First, middle and last name, phone, birthday and sex, prefilled from the current session. */
export function EditProfileForm() {
  const intl = useIntl();
  const trpc = useTRPC();
  const user = useCurrentUser();
  const updateProfile = useMutation(trpc.account.profile.profileUpdate.mutationOptions());

  const form = useChangeForm({
    schema: profileUpdateSchema,
    initialValues: {
      first_name: user.first_name,
      second_name: user.second_name ?? '',
      last_name: user.last_name,
      phone: user.phone ?? '',
      birthday: user.birthday ?? '',
      sex: isOneOf(PROFILE_SEXES, user.sex) ? user.sex : '',
    },
    save: updateProfile.mutateAsync,
    invalidate: [trpc.account.enter.currentSession.queryKey()],
    successId: 'msg.profileChanged',
  });

  const nameProps = { maxLength: FIELD_LIMITS.personNameMax, required: true } as const;
  return (
    <Form form={form} className="max-w-xl">
      <TextField
        form={form}
        name="first_name"
        autoComplete="given-name"
        label={<FormattedMessage id="profile.field.firstName" />}
        {...nameProps}
      />
      <TextField
        form={form}
        name="second_name"
        autoComplete="additional-name"
        label={<FormattedMessage id="profile.field.secondName" />}
        maxLength={FIELD_LIMITS.personNameMax}
      />
      <TextField
        form={form}
        name="last_name"
        autoComplete="family-name"
        label={<FormattedMessage id="profile.field.lastName" />}
        {...nameProps}
      />
      <TextField
        form={form}
        name="phone"
        type="tel"
        autoComplete="tel"
        maxLength={FIELD_LIMITS.contactPhoneMax}
        required
        label={<FormattedMessage id="profile.field.phone" />}
      />
      <DayField
        form={form}
        name="birthday"
        required
        label={<FormattedMessage id="profile.field.birthday" />}
      />
      <RadioGroupField
        form={form}
        name="sex"
        required
        label={<FormattedMessage id="profile.field.sex" />}
        options={PROFILE_SEXES.map((sex) => ({
          value: sex,
          label: intl.formatMessage({ id: `enum.sex.${sex}` }),
        }))}
      />
      <SubmitRow form={form} />
    </Form>
  );
}
