/** Texts of the tracking tool (spec 002 §2.10), English; Italian below. */
export const DELIVERY_MESSAGES = {
  'delivery.format':
    'A CSV file with the header order_id, tracking, tracking_link (separated by "," or ";"); order_id is the order number and tracking_link an http or https address.',
  'delivery.file': 'CSV file',
  'delivery.chooseFile': 'Choose a CSV file',
  'delivery.success': 'Successfully parsed orders: {count}',
  'delivery.failed': 'Failed orders: {count}',
  'delivery.col.id': 'Order id',
  'delivery.col.reason': 'Reason',
  'delivery.load': 'Load into the database',
} as const;

export const DELIVERY_MESSAGES_IT: Record<keyof typeof DELIVERY_MESSAGES, string> = {
  'delivery.format':
    'Un file CSV con l\'intestazione order_id, tracking, tracking_link (separati da "," o ";"); order_id è il numero dell\'ordine e tracking_link un indirizzo http o https.',
  'delivery.file': 'File CSV',
  'delivery.chooseFile': 'Scegli un file CSV',
  'delivery.success': 'Ordini letti correttamente: {count}',
  'delivery.failed': 'Ordini non validi: {count}',
  'delivery.col.id': 'Id ordine',
  'delivery.col.reason': 'Motivo',
  'delivery.load': 'Carica nel DB',
};
