import { TIME_ZONE } from '@backoffice/shared';
import { type IntlShape } from 'react-intl';

/** A moment as the person reads it: their locale's date and time, in Rome's time zone. */
export const formatMoment = (intl: IntlShape, moment: string | Date) =>
  intl.formatDate(moment, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });

/** A `datetime-local` field's value ('2026-12-24T00:00') as the Rome wall time the calls take. */
export const romeWallTime = (fieldValue: string) => fieldValue.replace('T', ' ');
