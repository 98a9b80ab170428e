/** The page of one record's versions and schedules, for records edited in a dialog (Saleor's urls.ts). */
export const CONTENT_HISTORY_PATH = '/content/history/:entityType/:uuid';

/** The page listing every pending scheduled change. */
export const CONTENT_SCHEDULES_PATH = '/content/schedules';

export const contentHistoryHref = (entityType: string, uuid: string) =>
  CONTENT_HISTORY_PATH.replace(':entityType', encodeURIComponent(entityType)).replace(
    ':uuid',
    encodeURIComponent(uuid),
  );
