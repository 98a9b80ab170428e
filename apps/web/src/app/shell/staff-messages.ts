import { type MessageDescriptor } from 'react-intl';

import { AUDIT_MESSAGES, AUDIT_MESSAGES_IT } from '../../features/admin/audit-labels';

/**
 * English texts of the shell's staff-experience pieces (skip link, command palette, shortcuts,
 * notices), by message id. `en` spreads STAFF_MESSAGES, `it` spreads STAFF_MESSAGES_IT.
 */
export const STAFF_MESSAGES = {
  ...AUDIT_MESSAGES,
  'staff.skipToContent': 'Skip to main content',
  'home.card.companyModule': 'Your companies, their details and their employees.',
  'admin.company.banConfirmTitle': 'Ban {name}? Its members will no longer be able to change it.',
  'staff.deletedRecord': 'This record is deleted: it can be read but no longer changed.',
  'staff.badParams': 'Some filters in the address were not valid and were left out: {names}.',
  'staff.palette.open': 'Command palette',
  'staff.palette.placeholder': 'Go to a screen, find a user or a company…',
  'staff.palette.empty': 'Nothing found.',
  'staff.palette.screens': 'Screens',
  'staff.palette.users': 'Users',
  'staff.palette.companies': 'Companies',
  'staff.palette.actions': 'Actions',
  'staff.palette.searching': 'Searching…',
  'staff.shortcuts.title': 'Keyboard shortcuts',
  'staff.shortcuts.palette': 'Open the command palette',
  'staff.shortcuts.help': 'Show this list',
  'staff.shortcuts.search': 'Focus the list search',
  'staff.shortcuts.create': 'Create a record (where the list allows it)',
  'staff.shortcuts.goTo': 'Go to {section}',
} as const;

export const STAFF_MESSAGES_IT: Record<keyof typeof STAFF_MESSAGES, string> = {
  ...AUDIT_MESSAGES_IT,
  'staff.skipToContent': 'Vai al contenuto principale',
  'home.card.companyModule': 'Le tue aziende, i loro dati e i loro dipendenti.',
  'admin.company.banConfirmTitle': 'Bloccare {name}? I suoi membri non potranno più modificarla.',
  'staff.deletedRecord': 'Questo elemento è eliminato: si può consultare ma non modificare.',
  'staff.badParams': 'Alcuni filtri nell’indirizzo non erano validi e sono stati ignorati: {names}.',
  'staff.palette.open': 'Palette dei comandi',
  'staff.palette.placeholder': 'Vai a una schermata, cerca un utente o un’azienda…',
  'staff.palette.empty': 'Nessun risultato.',
  'staff.palette.screens': 'Schermate',
  'staff.palette.users': 'Utenti',
  'staff.palette.companies': 'Aziende',
  'staff.palette.actions': 'Azioni',
  'staff.palette.searching': 'Ricerca in corso…',
  'staff.shortcuts.title': 'Scorciatoie da tastiera',
  'staff.shortcuts.palette': 'Apri la palette dei comandi',
  'staff.shortcuts.help': 'Mostra questo elenco',
  'staff.shortcuts.search': 'Vai alla ricerca dell’elenco',
  'staff.shortcuts.create': 'Crea un elemento (dove l’elenco lo consente)',
  'staff.shortcuts.goTo': 'Vai a {section}',
};

/** The descriptor of one of these messages, English default included. */
export function staffMsg(id: keyof typeof STAFF_MESSAGES): MessageDescriptor {
  return { id, defaultMessage: STAFF_MESSAGES[id] } as unknown as MessageDescriptor;
}
