import { type PERSONAL_DATA_MESSAGES } from './messages';

/** A place of the personal data map where a person's records were counted. */
export interface Place {
  table: string;
  count: number;
}

/** A place's name on screen: a table of the map, or `files`. */
export const placeLabelId = (place: string) =>
  `personalData.place.${place}` as keyof typeof PERSONAL_DATA_MESSAGES;
