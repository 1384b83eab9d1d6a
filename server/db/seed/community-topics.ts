/** The demo forum's topics by label: [label class, label code, title template, content template]; {port}, {country}, {month} vary. */
// prettier-ignore
export const TOPIC_TEMPLATES: readonly (readonly [string, string, string, string])[] = [
  ['MARKET', 'PORK_MARKET', 'Pork belly prices in {port} after the {month} slowdown', 'Wholesale prices for frozen rind-on bellies in {port} dropped again this month. Cold stores report high stocks and buyers wait for the spring festival orders. Are other importers seeing the same, or is it local?'],
  ['MARKET', 'PORK_MARKET', 'Demand for pork offal from {country} this {month}', 'Our distributors ask for feet, ears and stomachs from {country} again. Offal margins are better than muscle cuts this season. Which plants still have capacity for the Chinese cut specifications?'],
  ['MARKET', 'BEEF_MARKET', 'Forequarter beef from {country}: how are the margins?', 'Boneless forequarter from {country} is being offered CIF {port} at levels close to last year. With the exchange rate where it is, margins for importers look thin. How are you pricing to hot-pot restaurants?'],
  ['MARKET', 'BEEF_MARKET', 'Grain-fed versus grass-fed beef: what sells in {port}?', 'Retail chains in our region ask for grain-fed striploin for their premium lines, while restaurants stay with grass-fed chuck. Does anyone have sales data for the last two quarters they can share in general terms?'],
  ['MARKET', 'SEAFOOD_MARKET', 'Shrimp arrivals from {country} before the {month} holidays', 'We see a lot of vannamei shrimp from {country} booked for arrival before the holidays. Sizes 40/50 and 50/60 dominate. Will the market absorb it or should we expect a price drop in January?'],
  ['MARKET', 'SEAFOOD_MARKET', 'Chilled salmon by air into {port}: lead times', 'Airfreight capacity for chilled salmon from {country} to {port} has improved since summer. What lead times are you getting from harvest to the wholesale market, and is inspection at the airport quick?'],
  ['MARKET', 'PRICES', 'Where do you check wholesale prices for frozen meat?', 'Besides the price pages of this portal, which sources do importers use for daily wholesale prices of frozen pork and beef in {port}? We want to compare our sales prices with the market more often.'],
  ['MARKET', 'PRICES', 'How are you handling the exchange rate in {month} contracts?', 'With the yuan moving against the dollar, some buyers ask to price in CNY. Do exporters from {country} accept that, or do you insist on USD and let the buyer carry the risk?'],
  ['POLICY', 'REGISTRATION', 'Plant registration renewal for {country}: how long did it take?', 'Our plant registration with GACC expires next year. The competent authority of {country} says the renewal should be submitted six months before. How long did the review take for others, and did GACC ask for extra documents?'],
  ['POLICY', 'REGISTRATION', 'New plant listed under Decree 248: first shipment checklist', 'We have just been listed. Before the first container leaves {country}, what should we check? Labels, the health certificate, the Reg.No. on cartons, and anything else that caused problems at {port} for you?'],
  ['POLICY', 'CUSTOMS_CLEARANCE', 'Customs clearance times at {port} this {month}', 'Our last three containers of frozen beef took between four and nine working days to clear at {port}. Sampling for laboratory tests seems to be the slow part. What are your recent clearance times?'],
  ['POLICY', 'CUSTOMS_CLEARANCE', 'Documents held at {port}: certificate mismatch', 'A container was held because the net weight on the health certificate did not match the packing list by a few kilograms. Has anyone had a certificate corrected after arrival, and how long did it take?'],
  ['POLICY', 'TARIFFS', 'FTA tariff rate for meat from {country}', 'The free trade agreement cuts the tariff for several meat products from {country}. Do you need the certificate of origin for every shipment, and does customs at {port} accept the electronic version?'],
  ['POLICY', 'TARIFFS', 'Safeguard measure on beef imports: what do we know?', 'There are rumours of a safeguard measure on beef imports. Has anyone seen an official notice from the Ministry of Commerce? Importers in {port} are delaying orders for next {month} until it is clear.'],
  ['LOGISTICS', 'REEFER', 'Reefer plug-in charges at {port}', 'The terminal at {port} raised its reefer plug-in charge again. Our forwarder quotes almost double compared with last year. Are these charges the same for all lines, and can they be negotiated?'],
  ['LOGISTICS', 'REEFER', 'Reefer space from {country} in {month}', 'Shipping lines from {country} tell us reefer space is tight until after the holidays. Bookings are rolled by one or two weeks. Which carriers are reliable on the route to {port} at the moment?'],
  ['LOGISTICS', 'COLD_STORAGE', 'Cold storage near {port} with free space', 'We need space for about 300 tonnes of frozen product near {port} from next month. Rates we were quoted range widely. Which cold stores have you used, and do they handle customs inspection on site?'],
  ['LOGISTICS', 'COLD_STORAGE', 'Temperature records during inspection at the cold store', 'Customs at {port} asked for the full temperature record of a container before release. Do you download it from the reefer unit yourselves, or does the cold store provide it?'],
  ['LOGISTICS', 'PORTS', 'Which port is fastest for frozen seafood this {month}?', 'We can route our containers from {country} to {port} or to Qingdao. Transit time is similar; clearance is what matters. Where has inspection been faster for frozen seafood recently?'],
  ['LOGISTICS', 'PORTS', 'Transhipment through Busan for {port}: any problems?', 'Some carriers from {country} tranship in Busan. Does the transhipment cause any extra checks or delays on arrival at {port}, given that the cold chain must be documented?'],
  ['QUALITY', 'INSPECTION', 'Laboratory sampling rates at {port}', 'How often are frozen meat containers sampled for laboratory testing at {port}? We had three out of the last five sampled, which added a week each time. Is this normal for new exporters?'],
  ['QUALITY', 'INSPECTION', 'Residue tests on shrimp from {country}', 'Customs announced stricter residue testing for farmed shrimp from {country}. Which substances are tested, and are the results needed before the container is released to the cold store?'],
  ['QUALITY', 'LABELLING', 'Chinese back label: production date format', 'Our shipment to {port} was questioned because the production date on the back label used a different format from the health certificate. What format do you use so the two match exactly?'],
  ['QUALITY', 'LABELLING', 'Labels for bulk cartons that are repacked in China', 'Product from {country} arrives in 20 kg cartons and is repacked by our customer. Which label rules apply to the outer carton, and which to the retail packs made in China?'],
  ['QUALITY', 'CERTIFICATES', 'Health certificate template changes from {country}', 'The veterinary authority of {country} issued a new health certificate template for China. Has anyone shipped with it yet, and did customs at {port} accept it without questions?'],
  ['QUALITY', 'CERTIFICATES', 'Electronic certificates: which countries send them already?', 'Some countries now send veterinary certificates electronically to GACC. Is {country} among them, and does that remove the need for the paper original at {port}?'],
];

export const TOPIC_MONTHS = ['January', 'March', 'May', 'July', 'September', 'October', 'November', 'December'] as const;
export const TOPIC_COUNTRIES = [
  'Brazil',
  'Spain',
  'Argentina',
  'Australia',
  'New Zealand',
  'Ecuador',
  'Norway',
  'Chile',
  'Uruguay',
  'Canada',
  'Russia',
  'India',
] as const;

/** Replies the demo's traders write under posts and topics. */
export const COMMUNITY_COMMENTS = [
  'Interested. What is your price per tonne CIF Shanghai for two containers?',
  'Can you share the plant Reg.No.? We check the status on the Market pages before we talk.',
  'We had the same experience last month.',
  'Which shipping line do you use on this route?',
  'Please send a specification sheet through our company page.',
  'Is the product available with Chinese labels applied at the plant?',
  'Thanks, very useful information.',
  'Our broker in Tianjin says the same.',
  'Do you accept L/C at sight?',
  'What is the minimum order?',
] as const;
