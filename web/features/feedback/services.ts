/**
 * The operator's consulting services and the product categories it covers (§1 'A marketing page for the
 * operator's consulting services ... listing 18 product categories'), as /ourService shows them.
 */
export const CONSULTING_SERVICES = [
  ['Registration help', 'Preparing and following overseas plant registration with China Customs (GACC) for meat, seafood and other foods.'],
  ['Policy analysis', 'What new GACC announcements, protocols and labelling rules mean for your products and markets.'],
  ['Port inspection support', 'Documents, certificates and on-site support when a shipment is inspected at a Chinese port of entry.'],
  ['Risk alerts', 'Early notice of suspensions, animal disease bans and rejected shipments that touch your plants or products.'],
  ['Market data', 'Import volumes, values and prices by product and country of origin, with their sources and dates.'],
  ['Events', 'Trade fairs, buyer meetings and seminars for exporters entering the Chinese market.'],
  ['Background research', 'Checks on Chinese importers and consignees before you sign or ship.'],
  ['Investment help', 'Finding partners, cold-chain capacity and processing sites in China.'],
] as const;

export const PRODUCT_CATEGORIES = [
  'Seafood',
  'Meat',
  'Casing',
  'Dairy',
  "Bird's nest",
  'Bee products',
  'Eggs',
  'Stuffed pastry',
  'Milled grain and malt',
  'Condiments',
  'Dried fruits',
  'Special dietary food',
  'Edible oils and oilseeds',
  'Edible grain',
  'Vegetables and dried beans',
  'Nuts and seeds',
  'Coffee and cocoa beans',
  'Functional foods',
] as const;
