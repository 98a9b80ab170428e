import { enGB, it } from 'react-day-picker/locale';
import { useIntl } from 'react-intl';

import { formatDayText, parseDayText } from '@backoffice/shared';
import { DayInput, type DayInputProps } from '@backoffice/ui';

import { msg } from './messages';

const CALENDAR_LOCALES = { en: enGB, it } as const;

export type AppDayInputProps = Omit<DayInputProps, 'formatDay' | 'parseDay' | 'pickLabel' | 'calendarProps'>;

/** A day field in the app's one format (DD.MM.YYYY) with a calendar in the person's language. */
export function AppDayInput(props: AppDayInputProps) {
  const intl = useIntl();
  return (
    <DayInput
      placeholder={intl.formatMessage(msg('form.day.placeholder'))}
      formatDay={formatDayText}
      parseDay={parseDayText}
      pickLabel={intl.formatMessage(msg('form.day.pick'))}
      calendarProps={{
        locale: intl.locale === 'it' ? CALENDAR_LOCALES.it : CALENDAR_LOCALES.en,
        weekStartsOn: 1,
      }}
      {...props}
    />
  );
}
