/** Texts of the personal data screens, English; Italian below. */
export const PERSONAL_DATA_MESSAGES = {
  'personalData.intro':
    'Find what the back office holds about a customer, to answer their request to see or erase it. Give any of their email, phone or fiscal code: the details of the orders found are searched too. Each search is recorded in the audit log.',
  'personalData.field.email': 'Email',
  'personalData.field.phone': 'Phone',
  'personalData.field.fiscalCode': 'Fiscal code',
  'personalData.search': 'Search',
  'personalData.knownAs': 'Known as',
  'personalData.places': 'Where their data is held',
  'personalData.col.place': 'Place',
  'personalData.col.rows': 'Records',
  'personalData.nothing': 'Nothing is held about this person.',
  'personalData.place.orders': 'Orders',
  'personalData.place.order_products': 'Order lines (SIMs and numbers)',
  'personalData.place.order_history': 'Order history',
  'personalData.place.refund_history': 'Refunds',
  'personalData.place.order_intake_requests': "Channels' order requests",
  'personalData.place.contact_messages': 'Contact messages',
  'personalData.place.partner_requests': 'Partner requests',
  'personalData.place.email_messages': 'Email log',
} as const;

export const PERSONAL_DATA_MESSAGES_IT: Record<keyof typeof PERSONAL_DATA_MESSAGES, string> = {
  'personalData.intro':
    'Trova ciò che il back office conserva su un cliente, per rispondere alla sua richiesta di vederlo o cancellarlo. Indica la sua email, il telefono o il codice fiscale: si cercano anche i dati degli ordini trovati. Ogni ricerca è registrata nel registro delle attività.',
  'personalData.field.email': 'Email',
  'personalData.field.phone': 'Telefono',
  'personalData.field.fiscalCode': 'Codice fiscale',
  'personalData.search': 'Cerca',
  'personalData.knownAs': 'Conosciuto come',
  'personalData.places': 'Dove sono conservati i suoi dati',
  'personalData.col.place': 'Luogo',
  'personalData.col.rows': 'Record',
  'personalData.nothing': 'Non è conservato nulla su questa persona.',
  'personalData.place.orders': 'Ordini',
  'personalData.place.order_products': 'Righe degli ordini (SIM e numeri)',
  'personalData.place.order_history': 'Cronologia degli ordini',
  'personalData.place.refund_history': 'Rimborsi',
  'personalData.place.order_intake_requests': 'Richieste d’ordine dei canali',
  'personalData.place.contact_messages': 'Messaggi di contatto',
  'personalData.place.partner_requests': 'Richieste dei partner',
  'personalData.place.email_messages': 'Registro delle email',
};
