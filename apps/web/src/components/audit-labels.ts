import { type IntlShape } from 'react-intl';

/** English names of the audit log's actions and changed fields (the history panel shows these). */
export const AUDIT_MESSAGES = {
  'audit.action.user.admin-change-info': 'Profile changed by an administrator',
  'audit.action.user.admin-change-role': 'Role changed',
  'audit.action.user.admin-change-status': 'Status changed',
  'audit.action.user.admin-delete': 'Deleted by an administrator',
  'audit.action.user.admin-update-email': 'Email changed by an administrator',
  'audit.action.user.admin-update-password': 'Password changed by an administrator',
  'audit.action.user.delete-self': 'Own account deleted',
  'audit.action.user.email-update': 'Own email changed',
  'audit.action.user.impersonate': 'Signed in as this user',
  'audit.action.user.password-update': 'Own password changed',
  'audit.action.user.profile-update': 'Own profile changed',
  'audit.action.user.register': 'Registered',
  'audit.action.company.create': 'Company created',
  'audit.action.company.admin-change-owner': 'Owner changed',
  'audit.field.firstName': 'first name',
  'audit.field.lastName': 'last name',
  'audit.field.secondName': 'middle name',
  'audit.field.phone': 'phone',
  'audit.field.birthday': 'birthday',
  'audit.field.sex': 'sex',
  'audit.field.email': 'email',
  'audit.field.status': 'status',
  'audit.field.systemRole': 'role',
  'audit.field.role': 'role',
  'audit.field.passwordHash': 'password',
  'audit.field.name': 'name',
  'audit.field.officialName': 'official name',
  'audit.field.officialAddress': 'legal address',
  'audit.field.address': 'address',
  'audit.field.inn': 'INN',
  'audit.field.ogrn': 'OGRN',
  'audit.field.ceoFullName': 'director',
  'audit.field.companyEmail': 'contact email',
  'audit.field.companyPhone': 'contact phone',
  'audit.field.bankRs': 'settlement account',
  'audit.field.bik': 'BIK',
  'audit.field.bankKs': 'correspondent account',
  'audit.field.bankName': 'bank name',
  'audit.field.ownerId': 'owner',
} as const;

export const AUDIT_MESSAGES_IT: Record<keyof typeof AUDIT_MESSAGES, string> = {
  'audit.action.user.admin-change-info': 'Profilo modificato da un amministratore',
  'audit.action.user.admin-change-role': 'Ruolo modificato',
  'audit.action.user.admin-change-status': 'Stato modificato',
  'audit.action.user.admin-delete': 'Eliminato da un amministratore',
  'audit.action.user.admin-update-email': 'Email modificata da un amministratore',
  'audit.action.user.admin-update-password': 'Password modificata da un amministratore',
  'audit.action.user.delete-self': 'Account eliminato dall’utente',
  'audit.action.user.email-update': 'Email modificata dall’utente',
  'audit.action.user.impersonate': 'Accesso come questo utente',
  'audit.action.user.password-update': 'Password modificata dall’utente',
  'audit.action.user.profile-update': 'Profilo modificato dall’utente',
  'audit.action.user.register': 'Registrazione',
  'audit.action.company.create': 'Azienda creata',
  'audit.action.company.admin-change-owner': 'Titolare modificato',
  'audit.field.firstName': 'nome',
  'audit.field.lastName': 'cognome',
  'audit.field.secondName': 'secondo nome',
  'audit.field.phone': 'telefono',
  'audit.field.birthday': 'data di nascita',
  'audit.field.sex': 'sesso',
  'audit.field.email': 'email',
  'audit.field.status': 'stato',
  'audit.field.systemRole': 'ruolo',
  'audit.field.role': 'ruolo',
  'audit.field.passwordHash': 'password',
  'audit.field.name': 'nome',
  'audit.field.officialName': 'ragione sociale',
  'audit.field.officialAddress': 'sede legale',
  'audit.field.address': 'indirizzo',
  'audit.field.inn': 'INN',
  'audit.field.ogrn': 'OGRN',
  'audit.field.ceoFullName': 'direttore',
  'audit.field.companyEmail': 'email di contatto',
  'audit.field.companyPhone': 'telefono di contatto',
  'audit.field.bankRs': 'conto corrente',
  'audit.field.bik': 'BIK',
  'audit.field.bankKs': 'conto di corrispondenza',
  'audit.field.bankName': 'banca',
  'audit.field.ownerId': 'titolare',
};

const known = (id: string): id is keyof typeof AUDIT_MESSAGES => Object.hasOwn(AUDIT_MESSAGES, id);

/** "company.admin-change-status" → "Admin change status"; "ceoFullName" → "ceo full name". */
function humanize(text: string): string {
  const words = text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words;
}

function message(intl: IntlShape, id: keyof typeof AUDIT_MESSAGES): string {
  return intl.formatMessage({ id, defaultMessage: AUDIT_MESSAGES[id] });
}

/** The action of an audit entry in the interface language. */
export function auditActionLabel(intl: IntlShape, action: string): string {
  const id = `audit.action.${action}`;
  if (known(id)) return message(intl, id);
  const words = humanize(action.includes('.') ? action.slice(action.indexOf('.') + 1) : action);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A changed field of an audit entry in the interface language. */
export function auditFieldLabel(intl: IntlShape, field: string): string {
  const id = `audit.field.${field}`;
  return known(id) ? message(intl, id) : humanize(field);
}
