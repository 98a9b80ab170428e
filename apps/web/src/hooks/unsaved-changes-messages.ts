/** English texts of the unsaved-changes dialog, by message id (the catalogues in src/i18n copy them). */
export const UNSAVED_CHANGES_MESSAGES = {
  'unsavedChanges.title': 'Unsaved changes',
  'unsavedChanges.message': 'You have unsaved changes. Leave this page?',
  'unsavedChanges.stay': 'Stay',
  'unsavedChanges.leave': 'Leave',
} as const;
