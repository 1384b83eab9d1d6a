import type { DemoArticle } from './categories';

/** Origin certificates, Chinese labels and packaging. */
export const LABEL_ARTICLES: DemoArticle[] = [
  {
    category: 'origin',
    title: 'Certificates of origin: when you need one and which form to use',
    keywords: 'certificate of origin, FTA, preferential tariff',
    body: `A certificate of origin is needed to claim a preferential tariff under a free trade agreement (FTA). Without it the importer pays the most-favoured-nation (MFN) rate.
## Choosing the form
- Use the form of the specific agreement (for example the China–Australia, China–New Zealand or China–Chile FTA, or RCEP).
- Where an agreement allows origin declarations by approved exporters, check whether you qualify.
## Common errors
- HS codes that differ from the declaration.
- Invoices issued by a third party without the agreement's third-party invoicing rules being met.
- Certificates issued late without being marked as issued retrospectively.
Ask the importer which agreement they will use before you apply.`,
  },
  {
    category: 'origin',
    title: 'RCEP and meat and seafood: what changed for exporters',
    keywords: 'RCEP, origin, tariff',
    body: `The Regional Comprehensive Economic Partnership (RCEP) entered into force for China in January 2022. It adds one set of rules of origin across its members, alongside the bilateral FTAs China already had with several of them.
## Points for exporters
- Compare the RCEP rate with the bilateral FTA rate for your HS code: the importer can use whichever is lower and whose origin rules you meet.
- RCEP allows cumulation of originating materials from other members.
- Meat and seafood are wholly obtained in most cases, which keeps origin simple, but processing in a third member needs a check.
## Paperwork
Use the RCEP certificate of origin or an origin declaration where your country allows it.`,
  },
  {
    category: 'origin',
    title: 'Wholly obtained origin for fish caught at sea',
    keywords: 'origin, fisheries, vessel flag',
    body: `For fish caught outside territorial waters, origin under most agreements follows the flag and registration of the vessel, with conditions on ownership or crew in some agreements.
## Check before claiming preference
- The vessel's flag and registration at the time of catch.
- Whether the fish were processed on a factory ship and where it is registered.
- Whether any processing in a third country keeps or removes the originating status.
## Documents to keep
Catch documents, the vessel's registration and landing records. Customs may verify origin after clearance and recover duty if it was claimed wrongly.`,
  },
  {
    category: 'origin',
    title: 'Third-party invoicing and origin claims',
    keywords: 'third-party invoice, origin, trader',
    body: `Many meat and seafood shipments are sold through a trading company in another country. Most Chinese FTAs allow this, but the certificate must show it.
## What to do
- Mark the certificate as required by the agreement when a non-party operator issues the invoice.
- Keep the producer's invoice and the trader's invoice linked by reference numbers.
- Make sure the goods still ship directly or under customs control in transit.
If these conditions are not met, the importer will be charged the MFN rate.`,
  },
  {
    category: 'gb7718',
    title: 'Chinese labels for prepackaged food: the mandatory items under GB 7718',
    keywords: 'GB 7718, Chinese label, prepackaged food',
    body: `Imported prepackaged food must carry a Chinese label that meets the national standard GB 7718 (General Standard for the Labelling of Prepackaged Foods) and any product standard that applies.
## Mandatory items
- Food name that reflects the true nature of the product.
- List of ingredients in descending order of weight.
- Net content, and drained weight where relevant.
- Country of origin, and the name, address and contact of the domestic agent, importer or distributor.
- Date of production and shelf life.
- Storage conditions.
## Where the label goes
The Chinese label must be on the product when it is presented for import; it may be a printed label or a firmly attached sticker, and it must not contradict the original label.`,
  },
  {
    category: 'gb7718',
    title: 'GB 7718 revised: preparing for the new labelling standard',
    keywords: 'GB 7718-2025, label revision, transition',
    body: `China has published a revision of its general labelling standard for prepackaged foods (GB 7718-2025), with a transition period before it becomes mandatory. It brings changes in date marking, allergen information and digital labels.
## What to do now
- Read the final text and note the date from which it applies.
- Review each Chinese label you use and list the items that change.
- Plan reprints so that old stock is used up within the transition period.
## Keep both in mind
Until the new standard applies, labels must meet the version in force. Ask your importer which version the port will check against for goods arriving near the changeover.`,
  },
  {
    category: 'gb7718',
    title: 'Are bulk frozen meat cartons prepackaged food?',
    keywords: 'prepackaged, bulk cartons, labelling',
    body: `Whether GB 7718 applies depends on whether the goods are prepackaged for sale to consumers. Frozen meat in cartons for further processing or for cutting in China is often treated differently from retail packs.
## Practical approach
- Agree with the importer how the goods will be sold in China: to processors, to food service, or in retail packs.
- Retail packs need the full Chinese label.
- Cartons for processors still need the shipping marks, registration numbers and product information the protocol and GACC require.
## Avoid surprises
Inspectors look at the final use. Document it in the contract and on the packing list.`,
  },
  {
    category: 'gb7718',
    title: 'Date marking on Chinese labels: production date and shelf life',
    keywords: 'production date, shelf life, date format',
    body: `Chinese labels show the production date and the shelf life; a best-before date alone is not enough.
## Practical rules
- Show the production date in a clear year, month, day order.
- State the shelf life as a period (for example 24 months) and the storage conditions it depends on.
- For frozen meat and seafood, the production date is usually the date of freezing or packing; use the definition agreed with your authority and be consistent with the certificate.
## At inspection
Goods with a large part of their shelf life gone may be hard to sell and may be questioned; a date that conflicts with the certificate will be.`,
  },
  {
    category: 'gb7718',
    title: 'Nutrition labelling (GB 28050) and the exemptions for fresh products',
    keywords: 'GB 28050, nutrition label, exemptions',
    body: `Prepackaged foods sold in China generally need a nutrition information panel under GB 28050. The standard exempts some products, including raw fresh foods such as packaged raw meat and fish.
## Checklist
- Decide whether your product is a raw fresh product or a processed one; marinated, breaded or cooked products usually need the panel.
- The panel lists energy, protein, fat, carbohydrate and sodium, with their share of the nutrient reference values.
- Claims such as 'low fat' must meet the conditions in the standard.
Ask your importer to confirm the treatment of your specific product.`,
  },
  {
    category: 'gb7718',
    title: 'Label reviews at the port: how to avoid relabelling costs',
    keywords: 'label inspection, compliance, relabelling',
    body: `Chinese labels are checked as part of the conformity inspection of imported food. Labels that fail can sometimes be corrected under supervision, but the cost and delay fall on the importer.
## Before printing
- Have the importer or a specialist review the draft label against GB 7718 and the product standard.
- Check translations of the product name: they must describe the product accurately.
- Make sure the Chinese label does not add claims absent from the original.
## Keep a label file
Keep the approved label artwork, the original label and their translation for each product. Inspectors may ask for them.`,
  },
  {
    category: 'packaging',
    title: 'Carton marking for meat exports to China',
    keywords: 'carton marking, shipping marks, meat',
    body: `Cartons are the first thing inspectors open. For meat, the marks must allow each carton to be traced to the plant and the certificate.
## Typical carton information
- Product name in Chinese and English.
- Plant name and registration number; cold store number where applicable.
- Production (or slaughter) date and packing date.
- Net weight and storage temperature.
- Country of origin.
## Tips
- Use the same product names as the health certificate.
- Avoid reused cartons carrying old marks.
- Print marks on two sides so they can be read in the stack.`,
  },
  {
    category: 'packaging',
    title: 'Inner packaging and food-contact materials',
    keywords: 'food contact, packaging, GB 4806',
    body: `Packaging that touches food must be suitable for food contact. China's GB 4806 series of standards sets requirements for food-contact materials such as plastics, paper and metals.
## What exporters should do
- Ask packaging suppliers for declarations of compliance that refer to the Chinese standards, or to equivalent rules recognised by your importer.
- Use liners and vacuum bags rated for frozen storage.
- Avoid printing inks on food-contact surfaces.
Damaged or torn inner packaging is a common finding for frozen meat and can lead to rejection of the affected cartons.`,
  },
  {
    category: 'packaging',
    title: 'Glazing of frozen seafood and net weight',
    keywords: 'glazing, net weight, frozen seafood',
    body: `Frozen fish and shrimp are often glazed with a thin layer of ice to protect them. The declared net weight must exclude the glaze.
## Good practice
- Measure glaze percentage in your own checks and record it.
- Show the net weight of the product without glaze on the label and documents.
- Avoid heavy glazing: excessive water can be treated as misdeclaration.
## At inspection
Inspectors may deglaze samples and weigh them. A shortfall against the declared net weight leads to questions and possible penalties.`,
  },
  {
    category: 'packaging',
    title: 'Wood packaging and pallets: ISPM 15 treatment marks',
    keywords: 'ISPM 15, pallets, wood packaging',
    body: `Wooden pallets and crates must be treated and marked under the international standard ISPM 15. China inspects wood packaging of imports and can order treatment or destruction when marks are missing.
## Checklist
- Use heat-treated or fumigated pallets bearing the IPPC mark.
- Avoid bark on pallets.
- Consider plastic pallets for long-term customers.
Problems with pallets can delay a container even when the meat or seafood itself is compliant.`,
  },
  {
    category: 'declaration',
    title: 'From arrival to release: the clearance path for frozen meat',
    keywords: 'clearance, designated site, release',
    body: `Imported meat must enter through ports with designated supervision sites for meat and be inspected there before release.
## Typical sequence
1. The importer lodges the customs declaration with the certificate and commercial documents.
2. Documents are checked against the registration lists and the certificate record.
3. The container is moved to the designated site for inspection; some consignments are sampled for testing.
4. After a satisfactory result, the goods are released for sale.
## How exporters can speed it up
- Send complete documents early.
- Keep cartons and certificates exactly consistent.
- Respond quickly to questions relayed by the importer.`,
  },
  {
    category: 'declaration',
    title: 'Importer and exporter record filing with GACC',
    keywords: 'record filing, importer, exporter, Decree 249',
    body: `Under the import and export food safety rules (GACC Decree 249), importers of food must be filed with customs, and overseas exporters or their agents must also file records with GACC.
## For the overseas exporter
- Filing is done online and records the company's name, address and contact details.
- The details should match contracts and invoices.
- Update the record when they change.
## For the importer
The importer keeps a sales and import record and is responsible for checking that the overseas supplier and the goods meet Chinese requirements. Expect your importer to ask for documents to support this.`,
  },
];
