/**
 * The spec's user-facing texts, the originals the client builds its catalogues from. English ones keep
 * the spec's meaning in correct English (docs/decisions.md, "Spec texts"); Russian ones are kept as the
 * spec writes them and translated by the catalogues. Placeholders use ICU syntax ({email}). Texts
 * ending in ': ' or ' ' are prefixes to which a server reply is appended.
 */
export const messages = {
  // Shell and loading
  loading: 'Loading...',
  waitingAnswerFromServer: 'Waiting for the server to answer…',

  // Dialog titles
  titleError: 'Error',
  titleErrorExclaimed: 'Error!',
  titleSuccess: 'Success',
  titleSuccessExclaimed: 'Success!',
  titleRequestErrorExclaimed: 'Request error!',
  titleRuError: 'Ошибка!',
  titleRuRequestError: 'Ошибка запроса!',
  titleRuSuccess: 'Успех!',
  titleRuSuccessfully: 'Успешно!',
  titleRuOops: 'Упс!',

  // Buttons
  cancel: 'Cancel',
  confirm: 'Confirm',
  no: 'No',
  yes: 'Yes',

  // Generic texts
  requestError: 'Request error',
  updated: 'updated',
  created: 'created',
  deleted: 'deleted',
  fieldRequired: 'This field is required',
  required: 'Required.',

  // Access
  passwordLengthHint: 'The password must be 6 to 32 characters long.',
  // Said alike for a new address and one that has an account (docs/decisions.md, registration).
  registrationReceived:
    'Registration received for {email}. A new account can be used once an administrator activates it; if the address already had an account, check your email.',
  featureUnavailable: 'Данная функция, пока что недоступна! Обратитесь в поддержку!',

  // Forms (company module, profile, admin screens)
  formError: 'Ошибка в форме! Вы заполнили не все поля или есть ошибки!',
  formErrorShort: 'Ошибка в форме!',
  formIncomplete: 'Вы заполнили не все поля или есть ошибки!',
  emailMismatch: 'Email не совпадает',
  passwordMismatch: 'Пароли не совпадают',

  // Company module
  companyCreateErrorPrefix: 'Ошибка создания компании: ',
  companyCreated: 'Компания успешно создана!',
  companyNotFound: 'Компания по вашему запросу - отсуствует!',
  changesSaved: 'Изменения успешно внесены!',
  companyDeleted: 'Компания удалена',
  companyLoadFailed: 'Упс! Во время загрузки информации - возникла ошибка, не все данные были заружены!',

  // Employees and the new-owner prompt
  employeeNotAdded: 'Вы не чего не ввели, сотрудник не добавлен!',
  invalidEmailEntered: 'Вы ввели не корректный Email!',
  requestFailedExclaimed: 'Во время выполнения запроса, возникла ошибка!',
  requestFailedPrefix: 'Во время выполнения запроса, возникла ошибка: ',
  requestFailed: 'Во время выполнения запроса, возникла ошибка',

  // Profile and user administration
  profileChanged: 'Профиль поменян',
  passwordChanged: 'Пароль успешно сменен',
  profileDeleted: 'Профиль удален',
  errorGetUsers: 'The users could not be loaded',
  errorUpdateStatus: 'The status could not be changed',
  errorUpdateRole: 'The role could not be changed',
  errorGetFile: 'The file could not be read',

  // Content management
  failedToGetMessage: 'The message could not be loaded',
  faqCreateErrorPrefix: 'Ошибка создания FAQ: ',
  fileCategoryCreateErrorPrefix: 'The file could not be created:',
  staticPageSaveError: 'The static page could not be saved',
  staticPageLoadError: 'The static page could not be loaded',
  confirmDeleteFile: 'Do you really want to delete this file?',
  confirmDeletePost: 'Do you really want to delete this post?',

  // Offers, offer details, options
  updateBssOffers: 'Update BSS offers',
  noMatching: 'No match',
  mustBePdf: 'must be a PDF',
  bssOffersLoadError: 'The offers could not be read from the BSS',
  successUpdated: 'Updated successfully',
  errorWithUpdated: 'The update failed',

  // Orders
  writeNumber: 'Please enter a number',
  refundSumTooBig: 'The amount must be at most {limit}',
  simCancelled: 'SIM cancelled',
  orderCancelled: 'Order cancelled',
  refundSuccessful: 'Refund made successfully',
  refundError: 'The refund failed',
  changeDataError: 'The data could not be changed',
  confirmCancelOrder: 'Are you sure you want to cancel the entire order (all its products)?',
  resendProduct: 'Resend product',
  bssSendError: 'The order could not be created in the BSS',
  bssResendRunning: 'A resend of this order to the BSS is already running',
  bssNothingToResend: 'Every product of this order is in the BSS already',
  bssStatusesError: 'The SIM statuses could not be read from the BSS',
  paymentNotFound: 'The payment provider has no payment for this order',
  paymentShort: 'The payment provider holds {paid} of the {amount} this order costs',
  paymentLookupError: 'The payments could not be read from the payment provider',
  unpaidServiceNeedless: 'This order is paid: it is served without a permission',

  // Stores
  confirmDeleteStore: 'Do you want to delete this store?',
  geocodeError: 'The address could not be found: try a different one',
  storeCreated: 'Store created',
  storeUpdated: 'Store updated',
  storeCreateError: 'The store could not be created',
  storeUpdateError: 'The store could not be updated',
  storeLoadError: 'The store could not be loaded',
  getCoordinates: 'Get coordinates',
  loadToDb: 'Load into the database',

  // Tracking tool
  trackingCommitted: 'Orders changed successfully',
  csvFileError: 'There is a problem with the CSV file',
} as const;

export type MessageId = keyof typeof messages;

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}

/** Replaces ICU-style `{name}` placeholders; unknown placeholders are left as they are. */
export function fillMessage(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
