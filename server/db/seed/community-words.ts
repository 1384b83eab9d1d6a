/** Words of the demo's supply and demand posts: products by goods type, terms, ports and certificates of the trade. */

// prettier-ignore
export const PRODUCTS: Record<string, readonly string[]> = {
  PORK: ['frozen pork bellies, rind-on, boneless', 'frozen pork front feet, split', 'frozen pork ears, cartilage on', 'frozen pork hind legs, bone-in', 'frozen pork spare ribs, St. Louis cut', 'frozen pork knuckles'],
  BEEF: ['frozen boneless beef forequarter (chuck, brisket, shin)', 'frozen beef navel plate', 'chilled grain-fed striploin', 'frozen beef shank, boneless', 'frozen 90CL beef trimmings'],
  MUTTON: ['frozen lamb flaps', 'frozen mutton carcasses, 6-way cut', 'frozen lamb shoulder rack'],
  POULTRY: ['frozen chicken paws, grade A', 'frozen chicken mid-joint wings', 'frozen chicken feet, 35 g up'],
  OFFAL: ['frozen beef omasum', 'frozen pork stomachs', 'frozen beef tendons', 'frozen pork tongues'],
  DONKEY: ['frozen donkey meat, boneless'],
  CASING: ['salted hog casings 32/34 mm', 'salted sheep casings 20/22 mm'],
  PROCESSED: ['heat-treated beef slices for hot pot', 'cooked pork sausage, vacuum packed'],
  FISH_FROZEN: ['frozen whole round Pacific mackerel 300-500 g', 'frozen Alaska pollock H&G', 'frozen yellowfin tuna loins, CO-free', 'frozen Atlantic cod fillets, skin-off'],
  FISH_CHILLED: ['chilled Atlantic salmon 4-5 kg HOG', 'chilled farmed sea bream 400-600 g'],
  CRUSTACEAN: ['frozen vannamei shrimp HOSO 40/50', 'frozen snow crab clusters', 'frozen Argentine red shrimp L2', 'live rock lobster 600-800 g'],
  MOLLUSC: ['frozen Illex squid 200-300 g', 'frozen octopus, whole cleaned', 'frozen cuttlefish, whole round'],
  BIVALVE: ['frozen half-shell mussels', 'frozen scallop meat 10/20', 'frozen Manila clams, cooked'],
  ECHINODERM: ['dried sea cucumber, grade AA', 'frozen sea urchin roe trays'],
  ALGAE: ['dried kelp strips', 'dried nori sheets, grade B'],
  FISH_MEAL: ['steam-dried fish meal 65% protein', 'crude fish oil for feed'],
};

export const EXPORT_COUNTRIES: Record<string, readonly string[]> = {
  '201': ['Brazil', 'Argentina', 'Spain', 'Denmark', 'Uruguay', 'Australia', 'New Zealand', 'the Netherlands', 'Chile', 'Canada'],
  '202': ['Ecuador', 'Norway', 'Chile', 'Argentina', 'India', 'Vietnam', 'Russia', 'Canada', 'Peru', 'New Zealand'],
};

export const PORTS = [
  'Shanghai',
  'Tianjin (Xingang)',
  'Qingdao',
  'Dalian',
  'Ningbo',
  'Xiamen',
  'Guangzhou (Nansha)',
  'Shenzhen (Yantian)',
] as const;
export const CITIES = [
  'Shanghai',
  'Beijing',
  'Guangzhou',
  'Chengdu',
  'Wuhan',
  'Zhengzhou',
  'Xi’an',
  'Shenyang',
  'Hangzhou',
  'Chongqing',
] as const;
export const TERMS = [
  '30% T/T deposit, balance against copy documents',
  'irrevocable L/C at sight',
  'CAD through our bank in Shanghai',
  '20% deposit, balance before ETA',
  'D/P at sight',
] as const;
export const QUANTITIES = [
  'one 40ft reefer (about 27 t)',
  'two 40ft reefers a month',
  '5 containers a month for six months',
  'a trial container of 25 t',
  '3 x 40ft reefers, mixed cuts',
  '10 to 12 containers a quarter',
] as const;
export const PERIODS = [
  'December shipment',
  'January–February shipment',
  'shipment within 30 days of deposit',
  'weekly sailings from February',
  'production to order, 6 weeks',
] as const;
export const CERTS = [
  'veterinary health certificate in the GACC-agreed format',
  'plant registered with GACC, Reg.No. on the cartons',
  'Chinese back labels applied at the plant',
  'certificate of origin for the FTA tariff rate',
  'nucleic acid test reports not required, cold-chain disinfection certificate on arrival',
  'halal certificate available',
] as const;
export const PACKING = [
  '10 kg cartons, IQF',
  '20 kg blocks, plate frozen',
  '25 kg cartons, vacuum packed',
  'interleaved 2 x 5 kg',
  '1 kg retail bags, 10 per carton',
] as const;
export const BASIS = ['CIF', 'CFR', 'FOB', 'DDP'] as const;

export const REFUSALS = [
  'Contact details (phone numbers, e-mail) are not allowed in the text; buyers reach you through comments.',
  'The product offered is not on the access list for this country; please check the Market pages first.',
  'Please state the plant and the product specification; the post is too vague to be useful.',
  'Duplicate of an earlier post; please renew the earlier one instead.',
] as const;
