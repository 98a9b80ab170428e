import { type ValueOf } from './enum-helpers';

export const OptionType = { Extra: 'extra', Service: 'service' } as const;
export type OptionType = ValueOf<typeof OptionType>;
export const OPTION_TYPES: readonly OptionType[] = Object.values(OptionType);

/** The spec's Italian wording is the stored value. */
export const OptionPeriod = {
  PerHour: 'al ora',
  PerDay: 'al giorno',
  PerWeek: 'alla settimana',
  PerMonth: 'al mese',
  PerYear: 'al anno',
} as const;
export type OptionPeriod = ValueOf<typeof OptionPeriod>;
export const OPTION_PERIODS: readonly OptionPeriod[] = Object.values(OptionPeriod);

export const OptionMeasure = {
  Sms: 'SMS',
  Giga: 'Giga',
  Sim: 'SIM',
  Minutes: 'Minuti',
  Piece: 'Pezzo',
  Service: 'Servizio',
} as const;
export type OptionMeasure = ValueOf<typeof OptionMeasure>;
export const OPTION_MEASURES: readonly OptionMeasure[] = Object.values(OptionMeasure);
