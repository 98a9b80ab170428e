/**
 * The simulator's deterministic catalogue. Prices are integer cents here and euros on the wire.
 * Plans 1001 to 1010 are the ones the back office's demo data matches its offers to (1010 starts
 * withdrawn, as in the demo data); 1011 to 1031 complete a catalogue of 30 plans on sale.
 */
export interface SeedOption {
  ID: number;
  Title: string;
  PriceCents: number;
  Period: string;
}

export interface SeedPlan {
  ID: number;
  Title: string;
  RenewalCents: number;
  ActivationCents: { NewActivation: number; FirstNetwork: number; OtherNetworks: number };
  PortInOnly: boolean;
  ExcludedOperators: string[];
  OptionIds: number[];
  Withdrawn: boolean;
}

export const SEED_OPTIONS: readonly SeedOption[] = [
  { ID: 501, Title: 'Giga Extra 10 GB', PriceCents: 299, Period: 'al mese' },
  { ID: 502, Title: 'Giga Extra 50 GB', PriceCents: 599, Period: 'al mese' },
  { ID: 503, Title: 'Roaming Plus Extra UE', PriceCents: 799, Period: 'alla settimana' },
  { ID: 504, Title: 'Minuti Internazionali 200', PriceCents: 499, Period: 'al mese' },
  { ID: 505, Title: 'Ti Ho Cercato', PriceCents: 149, Period: 'al mese' },
  { ID: 506, Title: 'Giga Notte Illimitati', PriceCents: 199, Period: 'al mese' },
  { ID: 507, Title: 'Segreteria Plus', PriceCents: 99, Period: 'al mese' },
  { ID: 508, Title: 'Giga Weekend 20 GB', PriceCents: 249, Period: 'alla settimana' },
  { ID: 509, Title: 'Pass Giornaliero Extra UE', PriceCents: 399, Period: 'al giorno' },
  { ID: 510, Title: 'Hotspot Illimitato', PriceCents: 1999, Period: 'al anno' },
];

const plan = (
  ID: number,
  Title: string,
  renewal: number,
  [actNew, actFirst, actOther]: [number, number, number],
  OptionIds: number[],
  extra: Partial<Pick<SeedPlan, 'PortInOnly' | 'ExcludedOperators' | 'Withdrawn'>> = {},
): SeedPlan => ({
  ID,
  Title,
  RenewalCents: renewal,
  ActivationCents: { NewActivation: actNew, FirstNetwork: actFirst, OtherNetworks: actOther },
  PortInOnly: extra.PortInOnly ?? false,
  ExcludedOperators: extra.ExcludedOperators ?? [],
  OptionIds,
  Withdrawn: extra.Withdrawn ?? false,
});

export const SEED_PLANS: readonly SeedPlan[] = [
  plan(1001, 'Start 50 5G', 599, [999, 0, 499], [501, 505]),
  plan(1002, 'Giga 100 5G', 799, [999, 0, 499], [501, 502, 505]),
  plan(1003, 'Giga 150 5G', 999, [999, 0, 0], [502, 503, 505]),
  plan(1004, 'Illimitata Pro 5G', 1499, [1999, 499, 999], [503, 504]),
  plan(1005, 'Young 200', 699, [499, 0, 0], [501, 506]),
  plan(1006, 'Passa a Noi 120', 699, [0, 0, 0], [501, 505], {
    PortInOnly: true,
    ExcludedOperators: ['55', '72', '73'],
  }),
  plan(1007, 'Senior Facile', 499, [499, 0, 0], [504, 505]),
  plan(1008, 'Solo Dati 300', 1199, [999, 499, 499], [502, 503]),
  plan(1009, 'Travel Europa 80', 899, [999, 0, 499], [503, 504]),
  plan(1010, 'Easy 30', 499, [999, 499, 499], [505], { ExcludedOperators: ['29'], Withdrawn: true }),
  plan(1011, 'Start 20', 399, [999, 499, 499], [505, 507]),
  plan(1012, 'Giga 70', 699, [999, 0, 499], [501, 505, 507]),
  plan(1013, 'Giga 200 5G', 1099, [999, 0, 0], [502, 503, 510]),
  plan(1014, 'Illimitata Famiglia', 1799, [1999, 0, 999], [503, 504, 510]),
  plan(1015, 'Young 250 5G', 799, [499, 0, 0], [501, 506, 508]),
  plan(1016, 'Passa a Noi 150 5G', 799, [0, 0, 0], [501, 502], {
    PortInOnly: true,
    ExcludedOperators: ['55'],
  }),
  plan(1017, 'Senior Voce', 399, [499, 0, 0], [504, 507]),
  plan(1018, 'Solo Dati 100', 799, [999, 499, 499], [502, 508]),
  plan(1019, 'Solo Dati Illimitati', 1999, [1999, 999, 999], [503, 510]),
  plan(1020, 'Travel Mondo 50', 1299, [999, 0, 499], [503, 504, 509]),
  plan(1021, 'Business 100', 1499, [0, 0, 0], [502, 504, 510]),
  plan(1022, 'Business Illimitata', 2499, [0, 0, 0], [503, 504, 509, 510]),
  plan(1023, 'Kids Sicura', 299, [499, 499, 499], [507]),
  plan(1024, 'Giga 120 eSIM', 899, [499, 0, 0], [501, 502, 506]),
  plan(1025, 'Passa a Noi Illimitata', 1299, [0, 0, 0], [502, 503, 504], {
    PortInOnly: true,
    ExcludedOperators: ['55', '72', '73', '74'],
  }),
  plan(1026, 'Weekend Giga', 499, [999, 499, 499], [508]),
  plan(1027, 'Minuti 1000', 599, [999, 0, 499], [504, 505]),
  plan(1028, 'Studenti 300 5G', 999, [0, 0, 0], [501, 506, 508]),
  plan(1029, 'Casa Dati 500', 2299, [2999, 1999, 1999], [510]),
  plan(1030, 'Smart Watch', 499, [999, 999, 999], []),
  plan(1031, 'Illimitata Max 5G', 2999, [0, 0, 0], [503, 504, 509, 510], {
    ExcludedOperators: ['29'],
  }),
];
