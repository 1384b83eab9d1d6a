/** The forum's labels, under the label classes of the community_label_class dictionary: [class, code, name]. */
// prettier-ignore
export const COMMUNITY_LABELS: readonly (readonly [labelClass: string, labelCode: string, labelNameAlias: string])[] = [
  ['MARKET', 'PORK_MARKET', 'Pork market'],
  ['MARKET', 'BEEF_MARKET', 'Beef market'],
  ['MARKET', 'SEAFOOD_MARKET', 'Seafood market'],
  ['MARKET', 'PRICES', 'Prices and margins'],
  ['POLICY', 'REGISTRATION', 'Plant registration'],
  ['POLICY', 'CUSTOMS_CLEARANCE', 'Customs clearance'],
  ['POLICY', 'TARIFFS', 'Tariffs and quotas'],
  ['LOGISTICS', 'REEFER', 'Reefer containers'],
  ['LOGISTICS', 'COLD_STORAGE', 'Cold storage'],
  ['LOGISTICS', 'PORTS', 'Ports and routes'],
  ['QUALITY', 'INSPECTION', 'Port inspection'],
  ['QUALITY', 'LABELLING', 'Chinese labels'],
  ['QUALITY', 'CERTIFICATES', 'Health certificates'],
];
