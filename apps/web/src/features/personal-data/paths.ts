/** Customers' personal data (GDPR) paths (Saleor's urls.ts). */
export const PERSONAL_DATA_PATHS = {
  find: '/settings/personal-data',
  retention: '/settings/retention',
} as const;
