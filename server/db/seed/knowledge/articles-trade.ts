import type { DemoArticle } from './categories';

/** Animal disease bans, tariffs and taxes, cold chain, licences. */
export const TRADE_ARTICLES: DemoArticle[] = [
  {
    category: 'bans',
    title: 'African swine fever and pork exports: zoning and lifting bans',
    keywords: 'African swine fever, pork, zoning',
    body: `African swine fever (ASF) has led to restrictions on pork from many countries. Whether a country can keep exporting after a case depends on what has been agreed with China about zoning.
## Points to understand
- Without an agreed zoning arrangement, a case may stop pork exports from the whole country.
- With one, restrictions may apply only to the affected zone.
- Wild boar cases count as well as cases on farms.
## Regaining access
Lifting a ban usually needs evidence of control and a period without cases, followed by a bilateral decision. Watch for announcements rather than relying on informal reports.`,
  },
  {
    category: 'bans',
    title: 'Avian influenza and poultry: country and regional restrictions',
    keywords: 'avian influenza, poultry, regional restriction',
    body: `Highly pathogenic avian influenza outbreaks often lead to restrictions on poultry products. Some partners have agreed regional arrangements with China; others face country-wide measures.
## Practical advice
- Map farms supplying your plant against restricted areas.
- Keep flock records and slaughter dates for each lot.
- Check whether heat-treated products are treated differently under your country's arrangement.
Restrictions and their lifting are published by GACC and the Ministry of Agriculture and Rural Affairs.`,
  },
  {
    category: 'bans',
    title: 'BSE status and beef: what the rules look at',
    keywords: 'BSE, beef, specified risk material',
    body: `For beef, bovine spongiform encephalopathy (BSE) remains part of the access conditions. Protocols typically address the age of cattle, the removal of specified risk materials and feed controls.
## Exporters should
- Follow the protocol's requirements on age and removal of specified risk materials precisely.
- Keep slaughter records that prove age where required.
- Expect any atypical BSE case in the country to be discussed between authorities and possibly to pause certification.`,
  },
  {
    category: 'tariffs',
    title: 'How import duty and VAT are calculated on meat and seafood',
    keywords: 'customs duty, VAT, CIF value',
    body: `Imports into China pay customs duty and import VAT; some goods also pay consumption tax, but meat and seafood normally do not.
## The calculation
| Item | Base | Note |
| Customs duty | CIF value | MFN, FTA or other rate for the HS code |
| Import VAT | CIF value plus duty | Reduced rate applies to many primary agricultural products |
## Practical points
- CIF means cost, insurance and freight to the Chinese port; an FOB price is converted by adding freight and insurance.
- Check the VAT rate for the specific HS code: processed products may be at the standard rate.
- Additional duties on goods from some origins may apply; check the current customs tariff commission announcements.`,
  },
  {
    category: 'tariffs',
    title: 'MFN, conventional and provisional rates: which one applies',
    keywords: 'MFN, provisional rate, tariff schedule',
    body: `China's customs tariff has several kinds of rates. For a given HS code, the importer pays the lowest rate available to the origin under the rules.
## Kinds of rates
- Most-favoured-nation (MFN) rates for WTO members.
- Conventional (agreement) rates under free trade agreements.
- Provisional rates set each year below the MFN rate for some products.
- General rates for origins without MFN treatment.
## Tip
Provisional rates are announced for each calendar year. Check them in December for contracts shipping in the new year.`,
  },
  {
    category: 'tariffs',
    title: 'FTA rates for beef and lamb: comparing agreements',
    keywords: 'FTA, beef, lamb, tariff elimination',
    body: `Several of China's FTAs phase out duties on beef and sheep meat over a period of years. Exporters from those countries may compete at zero or reduced rates while others pay MFN.
## How to compare
- Find the tariff line for your product in the agreement's schedule.
- Note the year of the agreement's phase-down you are in: rates usually change on 1 January.
- Check whether safeguard measures in the agreement could raise the rate when imports exceed a trigger.
## Keep it simple for the importer
Give the importer the agreement, the tariff line and the certificate type in your offer.`,
  },
  {
    category: 'tariffs',
    title: 'Trade remedies and additional tariffs: staying informed',
    keywords: 'additional tariffs, anti-dumping, trade remedies',
    body: `Besides the normal tariff, China may apply additional duties to goods of certain origins, or trade remedies such as anti-dumping duties on particular products.
## Sources to follow
- Announcements of the Customs Tariff Commission of the State Council.
- Announcements of the Ministry of Commerce (MOFCOM) on trade remedy investigations.
## Practical points
Exclusion procedures have been offered for some additional duties. Importers apply for them, so keep your customers informed and ready to provide product details.`,
  },
  {
    category: 'tariffs',
    title: 'Customs valuation: what goes into the dutiable value',
    keywords: 'valuation, CIF, royalties',
    body: `The dutiable value is normally the transaction value adjusted to CIF. Customs may question prices that look low for the product.
## Items that may be added
- Freight and insurance to the Chinese port.
- Commissions paid by the buyer, other than buying commissions.
- Packing costs borne by the buyer.
## Keep evidence
Price lists, contracts and payment records support the declared value if customs asks. Sudden price drops should be explainable.`,
  },
  {
    category: 'coldchain',
    title: 'Temperature requirements for frozen and chilled products',
    keywords: 'cold chain, temperature, GB 31605',
    body: `China's code of hygienic practice for food cold chain logistics (GB 31605) sets expectations for temperature control in transport and storage.
## Typical targets
- Frozen meat and seafood: -18 °C or colder.
- Chilled meat: close to 0 °C, as set for the product.
- Chilled seafood: on ice or refrigerated close to 0 °C.
## What inspectors look at
The temperature of the product on opening, signs of thawing and refreezing, and the container's temperature log. Keep the reefer data and share it when asked.`,
  },
  {
    category: 'coldchain',
    title: 'Reefer container settings and data loggers',
    keywords: 'reefer, data logger, set point',
    body: `Many quality claims on meat and seafood come from wrong reefer settings or power interruptions.
## Before loading
- Confirm the set point in writing with the carrier.
- Pre-cool the container and the product; a reefer keeps temperature, it does not cool warm product quickly.
- Place an independent data logger in the load.
## During the voyage
Ask for the carrier's temperature reports. Record any power-off period at transhipment ports.`,
  },
  {
    category: 'coldchain',
    title: 'Thaw-refreeze damage: how to spot and prevent it',
    keywords: 'refreezing, quality, ice crystals',
    body: `Product that thawed partly and refroze shows ice crystals inside packs, drip loss and changes in colour. Inspectors and buyers notice it.
## Prevention
- Freeze product fully before loading; check core temperature.
- Load quickly and avoid leaving pallets on docks.
- Stack to allow air flow in the reefer.
## If it happens
Document the conditions and involve the insurer early. Damaged product may be rejected.`,
  },
  {
    category: 'coldchain',
    title: 'Cold stores in China: bonded and non-bonded storage',
    keywords: 'bonded warehouse, cold store, China',
    body: `After arrival, product may go to a bonded cold store, where duty and VAT are paid when goods leave, or into a duty-paid store after clearance.
## Why it matters to exporters
- Bonded storage lets importers spread duty payments and re-export if needed.
- Inspection and release rules still apply before goods enter the domestic market.
- Storage conditions in China affect claims on quality; ask importers about their stores.`,
  },
  {
    category: 'coldchain',
    title: 'Cold chain traceability systems at provincial level',
    keywords: 'traceability, cold chain, provincial platforms',
    body: `Several Chinese provinces and cities operate traceability platforms for imported cold chain food. Importers and distributors record the goods, their documents and their movements.
## What exporters may be asked for
- Copies of health certificates and inspection release documents, supplied through the importer.
- Product codes and lot numbers that match carton labels.
## Tip
Use clear lot numbers on cartons; they make the importer's traceability records easier and quicker.`,
  },
  {
    category: 'licences',
    title: 'Entry quarantine permits: who applies and when',
    keywords: 'quarantine permit, importer, meat',
    body: `For meat and some other animal products, the importer must obtain an entry animal and plant quarantine permit from GACC before the contract is signed or the goods are shipped.
## What exporters should check
- That the permit covers the product, origin country and port of entry.
- That it is valid for the expected arrival date.
- That quantities shipped stay within the permit.
## Why it matters
Goods shipped without a valid permit may be refused entry. Ask for a copy of the permit before loading.`,
  },
  {
    category: 'licences',
    title: 'Quotas: meat and seafood are not under tariff-rate quotas',
    keywords: 'tariff-rate quota, quota, grains',
    body: `China applies tariff-rate quotas to a small list of products such as wheat, maize, rice, sugar, wool, cotton and some fertilisers. Meat and seafood are not among them.
## What limits trade instead
- Market access protocols and plant registration.
- Animal disease measures.
- Permits and licences for specific goods.
- FTA safeguards that can raise duties when imports exceed a trigger.
Check the current lists rather than relying on older rules, as measures change.`,
  },
  {
    category: 'licences',
    title: 'Automatic import licensing and statistics',
    keywords: 'automatic import licence, MOFCOM',
    body: `The Ministry of Commerce (MOFCOM) keeps a catalogue of goods subject to automatic import licensing, used mainly for monitoring. Whether your product is on it can change from year to year.
## Advice
- Ask the importer to confirm whether a licence is needed for the HS code this year.
- A licence is the importer's task, but shipments can wait if it is missing.
- Keep product codes stable between contracts to avoid confusion.`,
  },
  {
    category: 'licences',
    title: 'Endangered species: CITES permits for seafood',
    keywords: 'CITES, endangered species, seafood',
    body: `Some aquatic species are listed under CITES, the Convention on International Trade in Endangered Species. Trade in them needs CITES export permits and Chinese import approval.
## Examples
Some sharks, sea cucumbers and eels are listed. Listings change at CITES meetings.
## Checklist
- Check the current appendices for each species you trade.
- Obtain the export permit before shipping.
- Make sure the importer has the Chinese approval in place.`,
  },
];
