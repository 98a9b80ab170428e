/**
 * The spec's literal user-facing texts, spelled exactly as the spec writes them (typos included).
 * They are the originals the client builds its catalogues from. Placeholders use ICU syntax ({email}).
 * Texts ending in ': ' or ' ' are prefixes to which a server reply is appended.
 */
export const messages = {
  // Shell and loading
  loading: 'Loading...',
  waitingAnswerFromServer: 'Waiting answer from server!',

  // Dialog titles
  titleError: 'Error',
  titleErrorExclaimed: 'Error!',
  titleSuccess: 'Success',
  titleSuccessExclaimed: 'Success!',
  titleRequestErrorExclaimed: 'Request error!',
  titleErrorRequest: 'Error request',
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
  passwordLengthHint: 'Password must be from 6 to 32 symbols.',
  registeredCanLogIn: 'You are successfully registered and can log in under email: {email}',
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
  errorGetUsers: 'Error get users',
  errorUpdateStatus: 'Error update status',
  errorUpdateRole: 'Error update role',
  errorGetFile: 'Error get file',

  // Content management
  failedToGetMessage: 'Failed to get message',
  faqCreateErrorPrefix: 'Ошибка создания FAQ: ',
  fileCategoryCreateErrorPrefix: 'Creation error File:',
  staticPageSaveError: 'Error with create static page',
  staticPageLoadError: 'Error with get static page',
  confirmDeleteFile: 'You really want to delete this File?',
  confirmDeletePost: 'You really want to delete the post?',

  // Offers, offer details, options
  updateBssOffers: 'Update BSS Offers',
  noMatching: 'No matching',
  mustBePdf: 'must be PDF',
  bssOffersLoadError: 'Error to get offers from BSS',
  successUpdated: 'Success updated',
  errorWithUpdated: 'Error with updated',

  // Orders
  writeNumber: 'Please write number',
  refundSumTooBig: 'Sum need be less than {limit}',
  simCancelled: 'SIM cancelled',
  orderCancelled: 'Order success cancelled',
  refundSuccessful: 'Refund make successful',
  refundError: 'Error with refund',
  changeDataError: 'Error to change data',
  confirmCancelOrder: 'Are you sure you want to cancel the entire Order (all products in the order)?',
  resendProduct: 'Resend product',
  bssSendError: 'Error to create order in BSS',
  bssResendRunning: 'A resend of this order to the BSS is already running',
  bssNothingToResend: 'Every product of this order is in the BSS already',
  bssStatusesError: 'Error to get SIM statuses from BSS',

  // Stores
  confirmDeleteStore: 'Do you want delete this store?',
  geocodeError: 'Error with get address, try different address',
  storeCreated: 'Success create new store',
  storeUpdated: 'Success update store',
  storeCreateError: 'Error with create new store',
  storeUpdateError: 'Error with update new store',
  storeLoadError: 'Error to get store',
  getCoordinates: 'Get coordinates',
  loadToDb: 'Load to DB',

  // Tracking tool
  trackingCommitted: 'Success change orders',
  csvFileError: 'Error with CSV file',
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
