import type { DemoArticle } from './categories';

/** Declaration, testing, non-compliance and the first animal disease articles. */
export const CLEARANCE_ARTICLES: DemoArticle[] = [
  {
    category: 'declaration',
    title: 'The document set for a meat or seafood shipment',
    keywords: 'documents, bill of lading, packing list',
    body: `A complete and consistent document set is the single best way to avoid delays at a Chinese port.
## Documents the importer will need
| Document | Issued by | Check |
| Health or sanitary certificate | Competent authority | Original or electronic record; matches cartons |
| Commercial invoice | Seller | Product names and HS codes as on the certificate |
| Packing list | Seller | Cartons, net and gross weights per product |
| Bill of lading | Carrier | Container and seal numbers |
| Certificate of origin | Authorised body | Only to claim an FTA rate |
| Quarantine permit | Importer (from GACC) | Where required, obtained before shipment |
## Tip
Agree a checklist with each importer and send drafts for review before the vessel sails.`,
  },
  {
    category: 'declaration',
    title: 'HS codes for meat and seafood: getting classification right',
    keywords: 'HS code, classification, tariff line',
    body: `China uses the Harmonized System with national subdivisions. The code decides the tariff rate, the inspection requirements and whether access exists for the product.
## Where errors happen
- Fresh or chilled versus frozen.
- Cuts versus carcasses and half-carcasses.
- Edible offal, which has its own headings.
- Seafood that is only frozen versus cooked, smoked or dried.
## Good practice
Agree the code with the importer before contracting, and use it consistently on invoice, packing list and certificate.`,
  },
  {
    category: 'declaration',
    title: 'Advance declaration and two-step declaration at Chinese ports',
    keywords: 'advance declaration, two-step, clearance time',
    body: `Chinese customs offers options that let importers start formalities before the goods arrive or declare in stages. They can shorten time at port for perishable goods.
## What they mean for exporters
- Documents must be ready earlier: send scans as soon as the goods are loaded.
- Any difference between the advance data and the final documents causes questions.
- Inspection and sampling of meat and seafood still take place as required.
Ask your importer which option they use and what they need from you, and by when.`,
  },
  {
    category: 'declaration',
    title: 'Chilled seafood and designated sites for fresh products',
    keywords: 'chilled seafood, designated site, airfreight',
    body: `Chilled (ice-fresh) aquatic products are usually air-freighted and must enter through ports or airports with designated supervision sites for such products.
## Planning a chilled programme
- Check which airports near your customers have a designated site for chilled aquatic products.
- Keep the cold chain unbroken from packing to inspection; record temperatures.
- Send documents with the flight and electronically in advance.
Chilled product leaves little time for correcting errors, so check documents twice.`,
  },
  {
    category: 'testing',
    title: 'Residue limits for veterinary drugs: GB 31650',
    keywords: 'GB 31650, veterinary drug residues, MRL',
    body: `China sets maximum residue limits (MRLs) for veterinary drugs in food in the national standard GB 31650, supplemented by later parts. Substances without an MRL may still be prohibited outright.
## What exporters should do
- Compare your country's permitted treatments with the Chinese limits, product by product.
- Pay attention to substances that China prohibits in food animals, such as beta-agonists.
- Respect withdrawal periods that deliver residues below the Chinese limit, not only your domestic one.
## Testing
Importers and inspectors test against the Chinese standard. Your own pre-shipment testing should use methods and limits that match it.`,
  },
  {
    category: 'testing',
    title: 'Pathogen criteria for imported meat and seafood',
    keywords: 'pathogens, Salmonella, Listeria, GB 29921',
    body: `Microbiological criteria for foods are set in national standards, including GB 29921 for pathogens in prepackaged foods and product standards for raw meat and aquatic products.
## Organisms often tested
- Salmonella in raw meat and poultry.
- Listeria monocytogenes in ready-to-eat products.
- Vibrio parahaemolyticus in some seafood.
## Reducing risk
- Validate your plant's hygiene programme and keep environmental monitoring records.
- Keep product frozen and intact: temperature abuse makes results worse.
- Investigate any positive result in your own testing before shipping the lot.`,
  },
  {
    category: 'testing',
    title: 'How sampling works at the port',
    keywords: 'sampling, inspection, laboratory',
    body: `Inspection of imported meat and seafood combines document checks, physical examination and, for some consignments, laboratory testing. The share of consignments sampled depends on risk.
## What happens
1. Inspectors open the container at the designated site and check cartons, marks and temperature.
2. They take samples from selected cartons according to a sampling plan.
3. The goods may be held until results are available.
## What affects the rate of sampling
Your plant's history, the product, and recent findings for the product or country. A clean record over time helps.`,
  },
  {
    category: 'testing',
    title: 'Contaminants and heavy metals in seafood: GB 2762',
    keywords: 'GB 2762, heavy metals, contaminants',
    body: `Limits for contaminants such as lead, cadmium, mercury and inorganic arsenic are set in GB 2762. For some seafood these are the main laboratory risk.
## Higher-risk products
- Large predatory fish for methylmercury.
- Bivalves and crustaceans for cadmium and other metals.
- Seaweed and some shellfish for inorganic arsenic.
## Managing the risk
- Know the catch areas and species with higher levels.
- Test representative lots against the Chinese limits, not only your domestic ones.`,
  },
  {
    category: 'testing',
    title: 'Pre-shipment testing: building a programme that matches Chinese checks',
    keywords: 'pre-shipment testing, laboratory, accreditation',
    body: `Your own testing cannot replace inspection in China, but it reduces the chance of a failure that costs a whole container.
## Design principles
- Use accredited laboratories and methods with detection limits below the Chinese limits.
- Focus on the hazards that inspectors test most often for your product and country.
- Keep results linked to production lots and to the certificates.
## When a result is borderline
Do not ship the lot to China. Results near the limit are likely to fail when measurement uncertainty is considered.`,
  },
  {
    category: 'testing',
    title: 'Food additives in processed meat and seafood products: GB 2760',
    keywords: 'GB 2760, additives, processed products',
    body: `Additives permitted in food in China, and their maximum levels, are set in GB 2760. An additive allowed in your own market may not be permitted, or may be permitted only in other food categories.
## Check for each product
- Each additive's permission for the exact food category.
- The maximum level and whether it applies to the product as sold.
- Carry-over from ingredients such as marinades and brines.
Water-retention agents (phosphates) in seafood and meat are a frequent issue: keep levels within the permitted use.`,
  },
  {
    category: 'rejections',
    title: 'Reading GACC’s monthly list of refused imports',
    keywords: 'refused imports, unapproved, GACC list',
    body: `GACC publishes monthly information on imported food that was not allowed entry, with the product, origin, producer, port and reason.
## Why exporters should read it
- It shows which problems inspectors find most often for your product.
- It reveals risks in your country before they reach you.
- Your own plant's name on the list will be seen by customers.
## Common reasons for meat and seafood
- Certificate or document problems.
- Unregistered producers or storage facilities.
- Labels that do not comply.
- Residues, pathogens or signs of spoilage.
See the Unapproved table in the Data section of this portal for the demo version of this list.`,
  },
  {
    category: 'rejections',
    title: 'What happens to a consignment that fails inspection',
    keywords: 'return, destruction, non-compliance',
    body: `When imported food fails inspection, the importer is told the reason and the options allowed.
## Possible outcomes
- Correction under supervision, for some label or marking problems.
- Return to the exporter or re-export, at the importer's or exporter's cost.
- Destruction under supervision, typically for safety failures.
## What the exporter should do
1. Ask the importer for the official notice and the test report.
2. Investigate the lot and related production.
3. Agree with the importer who pays, as the contract provides.
4. Report to your competent authority if the failure concerns a registered plant.`,
  },
  {
    category: 'rejections',
    title: 'Investigating a failed test: a root-cause checklist',
    keywords: 'root cause, corrective action, failure',
    body: `A single failure may lead to tighter checks on your plant; repeated failures may lead to suspension. A clear investigation protects future trade.
## Checklist
- Confirm the sample identity: lot, carton, date.
- Compare with your own results for the same lot.
- Review raw material, process and hygiene records for the production day.
- Check storage and transport temperatures.
- Decide whether other lots are affected.
## Document
Write a short report with causes and corrective actions. Your authority may need it to discuss the case with GACC.`,
  },
  {
    category: 'rejections',
    title: 'Contract clauses that matter when goods are refused',
    keywords: 'contract, risk, refusal',
    body: `Who bears the cost of a refused consignment is a commercial question the contract should answer before the goods ship.
## Clauses to consider
- Which party obtains permits and when.
- Which document errors are the seller's responsibility.
- How test results are handled when the buyer's laboratory and the inspection authority disagree.
- Costs of return, re-export or destruction.
## Keep evidence
Photos of loading, temperature records and copies of all documents make any dispute shorter.`,
  },
  {
    category: 'bans',
    title: 'Animal disease bans: how China restricts imports after an outbreak',
    keywords: 'animal disease, ban, outbreak',
    body: `When a notifiable animal disease breaks out in an exporting country, China may ban imports of susceptible animals and products from the country or the affected region. Such measures are announced jointly by GACC and the Ministry of Agriculture and Rural Affairs.
## Diseases that often trigger measures
- African swine fever for pork.
- Foot-and-mouth disease for cloven-hoofed animals.
- Highly pathogenic avian influenza for poultry.
- Bovine spongiform encephalopathy for beef.
## What exporters should do
Follow announcements closely and check the status of goods in transit. See the Animal Disease list in the Market section.`,
  },
  {
    category: 'bans',
    title: 'Goods at sea when a ban is announced',
    keywords: 'ban, goods in transit, certificate date',
    body: `Announcements usually state how goods already shipped are treated, often by reference to the production or shipping date.
## Steps to take
1. Read the announcement for the exact date and scope.
2. List affected containers with production and departure dates.
3. Ask your authority whether certificates already issued remain valid.
4. Agree with importers whether to continue, divert or return goods.
Decisions at this stage are costly; good records of dates make them easier.`,
  },
];
