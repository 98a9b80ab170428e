import { type Locale } from '../constants';

/**
 * The names of the order, payment and SIM states, as every screen, file and message shows them, in
 * each language: the web catalogues take them as their `enum.*` texts, the server writes them into
 * reports and exports. The states themselves are the shared enumerations.
 */
export const ORDER_STATE_MESSAGES = {
  en: {
    'enum.orderStatus.0': 'New',
    'enum.orderStatus.1': 'In process',
    'enum.orderStatus.2': 'In delivery',
    'enum.orderStatus.3': 'Delivered',
    'enum.orderStatus.4': 'Partially finished',
    'enum.orderStatus.5': 'Cancelled',
    'enum.orderStatus.6': 'Not finished',
    'enum.orderStatus.7': 'Finished',
    'enum.paymentStatus.0': 'Not paid',
    'enum.paymentStatus.1': 'Paid',
    'enum.paymentStatus.2': 'Refunded',
    'enum.paymentStatus.3': 'Partially refunded',
    'enum.simStatus.0': 'Not active',
    'enum.simStatus.1': 'Pending: start of activation',
    'enum.simStatus.2': 'Pending: waiting for KYC',
    'enum.simStatus.3': 'Pending: payment for the number',
    'enum.simStatus.4': 'Pending: repeat KYC',
    'enum.simStatus.5': 'Pending: KYC started',
    'enum.simStatus.6': 'Pending: KYC completed',
    'enum.simStatus.7': 'Activated',
    'enum.simStatus.8': 'Cancelled: failed KYC',
    'enum.simStatus.9': 'Cancelled by customer',
    'enum.simStatus.100': 'New',
    'enum.simStatus.101': 'In process',
    'enum.simStatus.102': 'In delivery',
  },
  it: {
    'enum.orderStatus.0': 'Nuovo',
    'enum.orderStatus.1': 'In lavorazione',
    'enum.orderStatus.2': 'In consegna',
    'enum.orderStatus.3': 'Consegnato',
    'enum.orderStatus.4': 'Parzialmente completato',
    'enum.orderStatus.5': 'Annullato',
    'enum.orderStatus.6': 'Non completato',
    'enum.orderStatus.7': 'Completato',
    'enum.paymentStatus.0': 'Non pagato',
    'enum.paymentStatus.1': 'Pagato',
    'enum.paymentStatus.2': 'Rimborsato',
    'enum.paymentStatus.3': 'Rimborsato in parte',
    'enum.simStatus.0': 'Non attiva',
    'enum.simStatus.1': 'In attesa: avvio attivazione',
    'enum.simStatus.2': 'In attesa: KYC',
    'enum.simStatus.3': 'In attesa: pagamento del numero',
    'enum.simStatus.4': 'In attesa: KYC da ripetere',
    'enum.simStatus.5': 'In attesa: KYC avviato',
    'enum.simStatus.6': 'In attesa: KYC completato',
    'enum.simStatus.7': 'Attivata',
    'enum.simStatus.8': 'Annullata: KYC non superato',
    'enum.simStatus.9': 'Annullata dal cliente',
    'enum.simStatus.100': 'Nuova',
    'enum.simStatus.101': 'In lavorazione',
    'enum.simStatus.102': 'In consegna',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type OrderStateKind = 'orderStatus' | 'paymentStatus' | 'simStatus';

/** A state's name in a language, or its number when the state is unknown. */
export function orderStateName(kind: OrderStateKind, value: number, locale: Locale): string {
  const names: Readonly<Record<string, string>> = ORDER_STATE_MESSAGES[locale];
  return names[`enum.${kind}.${value}`] ?? String(value);
}
