import { type z } from 'zod';
import { fillMessage, isMessageId, messages, type MessageId } from '../messages';

/**
 * English texts for rules the spec states without a text. Schemas use keys of this object or of
 * `messages` as their error messages; placeholders are filled from the zod issue (minimum, maximum)
 * or from its params (limit).
 */
export const validationMessages = {
  invalidEmail: 'Invalid email address',
  tooShort: 'Must be at least {minimum} characters',
  tooLong: 'Must be at most {maximum} characters',
  tooSmall: 'Must be at least {minimum}',
  tooBig: 'Must be at most {maximum}',
  notPositive: 'Must be greater than 0',
  invalidNumber: 'Must be a whole number',
  invalidValue: 'Invalid value',
  invalidFlag: 'Must be 1 or 0',
  invalidId: 'Invalid id',
  invalidPhone: 'Phone may contain only digits and a leading +',
  invalidDate: 'Date must be a real date written as YYYY-MM-DD',
  dateInFuture: 'Date must not be in the future',
  invalidDateTime: 'Date and time must be written as YYYY-MM-DD HH:mm:ss',
  invalidInstant: 'Write a date and time with its offset (2026-03-02T09:30:00Z)',
  dateRangeReversed: 'The start must not be after the end',
  currentPasswordWrong: 'The current password is not correct',
  invalidTotpCode: 'Enter the 6 digits your authenticator app shows',
  invalidRecoveryCode: 'A recovery code has 16 letters and digits (xxxx-xxxx-xxxx-xxxx)',
  wrongSecondFactorCode: 'This code is not right, or it was already used',
  wrongPasskey: 'This passkey could not be checked: try again, or another way to sign in',
  signInChallengeExpired: 'This sign-in has expired: sign in again with your password',
  secondFactorRequired: 'Your role must sign in with a second factor: it cannot be removed',
  noTotpEnrolment: 'Start again: no authenticator app is waiting to be confirmed',
  breakGlassNotSuperAdmin: 'Only an active super administrator can be the break-glass account',
  personQueryEmpty: 'Enter an email, a phone number or a fiscal code',
  erasureNotConfirmed: 'Type the email, phone number or fiscal code you searched for',
  invalidScheduleTime: 'Write a date and time in Rome as YYYY-MM-DD HH:mm',
  scheduleInPast: 'Choose a time in the future',
  scheduleWithoutPrice: 'Only an offer’s price can be scheduled',
  scheduleWithoutSwitch: 'This record has no publish switch to schedule',
  invalidFiscalCode: 'A fiscal code has 16 letters and digits',
  singleSignOnNotConfigured: 'Single sign-on is not configured on this server (OIDC_ISSUER)',
  commonPassword: 'This password is one of the most common ones and easy to guess; choose another one.',
  nothingToRefund: 'Nothing is left to refund on this order',
  refundedNeedsReason: 'Less than was paid has been refunded: say why the payment is marked Refunded',
  invalidInn: 'INN must have 10 or 12 digits',
  invalidOgrn: 'OGRN must have 13 or 15 digits',
  invalidBankAccount: 'Account number must have exactly 20 digits',
  invalidBik: 'BIK must have exactly 9 digits',
  invalidSeoUrl: 'Only a-z, 0-9, _ and - are allowed',
  invalidHttpLink: 'Must be an http or https address',
  webhookPrivateAddress: 'This address is private or local: an endpoint must be reachable on the internet',
  webhookHostUnresolved: 'This host name could not be resolved',
  passwordResetLinkInvalid: 'This link is invalid, used or expired: ask for a new one',
  invalidSendTo: 'Write customer or email addresses, separated by commas',
  invalidWebhookEvent: 'Choose events from the list',
  webhookEventsRequired: 'Choose at least one event',
  invalidLink: 'Use a web address (https://…), mailto:, tel: or a path on this site',
  invalidVariableName: 'Only 0-9, a-z, _ and - are allowed',
  invalidAnchor: 'Only letters, digits, _ and - are allowed',
  invalidDiscountCodeName: 'Only letters A-Z and digits are allowed',
  discountActionRequired: 'Enable at least one action',
  discountAmountRequired: 'Enter an amount',
  discountParamsRequired: 'Choose at least one item',
  duplicateDiscountType: 'Each action type can be used only once',
  invalidLatitude: 'Latitude must be between -90 and 90',
  invalidLongitude: 'Longitude must be between -180 and 180',
  valueTaken: 'Another record already uses this value',
  offerNotFound: 'No such offer',
  offerNotPublished: 'The offer is not published',
  offerNotActivatable: 'The offer can no longer be activated',
  offerWithoutPlan: 'The offer is not matched to a billing plan on sale',
  donorOperatorUnknown: 'Unknown donor operator',
  donorOperatorExcluded: 'Numbers from this operator cannot be ported into the offer',
  portabilityRequired: 'The offer is sold only with number portability',
  optionNotFound: 'No such option',
  optionNotOnSale: 'The option is not on sale',
  discountCodeNotFound: 'No such discount code',
  discountCodeExpired: 'The discount code has expired',
  discountCodeInactive: 'The discount code is not active',
  unsafeText:
    'Text must not contain control characters (other than tab and line breaks) or unpaired surrogates',
} as const;

export type ValidationMessageId = keyof typeof validationMessages;
/** Every key a schema of this package may put in an issue's message. */
export type MessageKey = MessageId | ValidationMessageId;

export function isValidationMessageId(value: unknown): value is ValidationMessageId {
  return typeof value === 'string' && Object.hasOwn(validationMessages, value);
}

export function messageTemplate(key: MessageKey): string {
  return isValidationMessageId(key) ? validationMessages[key] : messages[key];
}

/** English text of a zod issue raised by these schemas; an unknown message is returned as is. */
export function issueText(issue: z.core.$ZodIssue): string {
  const key = issue.message;
  if (!isMessageId(key) && !isValidationMessageId(key)) return key;
  const values: Record<string, string | number> = {};
  if ('minimum' in issue) values.minimum = Number(issue.minimum);
  if ('maximum' in issue) values.maximum = Number(issue.maximum);
  if ('params' in issue && issue.params) {
    for (const [name, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    }
  }
  return fillMessage(messageTemplate(key), values);
}
