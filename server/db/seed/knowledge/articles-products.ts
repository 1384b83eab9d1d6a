import type { DemoArticle } from './categories';

/** Meat and seafood rules, and overviews filed at the top of their branch. */
export const PRODUCT_ARTICLES: DemoArticle[] = [
  {
    category: 'products',
    title: 'Meat or seafood: where the rules differ',
    keywords: 'overview, meat, seafood, differences',
    body: `Both meat and seafood need registered plants and official certificates, but the details differ in ways that matter when planning exports.
| Topic | Meat | Seafood |
| Market access | Product-by-product protocols by country | Broader lists, with species and product forms |
| Entry | Ports with designated sites for meat | Designated sites for chilled products; frozen more widely |
| Permits | Quarantine permit usually needed | Depends on the product; live animals need one |
| Key tests | Veterinary drug residues, pathogens | Contaminants, pathogens, additives |
Read the product-specific articles in this branch for details.`,
  },
  {
    category: 'meat',
    title: 'Edible offal: access is product by product',
    keywords: 'offal, by-products, access',
    body: `Edible offal such as tongues, tripe, feet and livers is valuable in China, but access is granted separately from muscle meat in many protocols.
## Check before you sell
- Whether the protocol for your country covers offal and which items.
- The HS codes for each item; offal has its own headings.
- The certificate wording for offal.
## Handling
Offal is often more perishable and more prone to pathogen findings. Tighten hygiene controls and chilling speed.`,
  },
  {
    category: 'meat',
    title: 'Bone-in versus boneless beef: reading your access conditions',
    keywords: 'bone-in, boneless, beef',
    body: `Protocols may allow boneless beef but not bone-in, or the reverse, depending on animal health considerations.
## Points to check
- The product forms listed in the access products for your country.
- Age and specified-risk-material conditions that differ for bone-in cuts.
- Carton labels that describe the cut accurately.
A mismatch between the product form shipped and the access conditions leads to refusal.`,
  },
  {
    category: 'meat',
    title: 'Halal, kosher and other religious slaughter claims',
    keywords: 'halal, claims, labelling',
    body: `Religious slaughter claims are commercial claims in China. When made on labels or documents, they should be supported by certification that importers and buyers recognise.
## Good practice
- Keep certification current and linked to the plant's registered details.
- Use the same wording on labels and documents.
- Do not add claims on the Chinese label that are absent from the original.`,
  },
  {
    category: 'meat',
    title: 'Pork cuts for the Chinese market: specifications buyers ask for',
    keywords: 'pork, cuts, specifications',
    body: `Chinese buyers often ask for cuts and specifications that differ from other markets, such as particular belly, feet and head cuts.
## Before contracting
- Agree specifications in writing, with photos.
- Confirm that every cut is within the access products for your country.
- Agree trimming and fat levels, weights and packing per carton.
## Why it matters
Disputes over specification are common and can be avoided with clear contracts.`,
  },
  {
    category: 'meat',
    title: 'Poultry paws and wings: a major export line with strict checks',
    keywords: 'poultry, paws, wings',
    body: `Chicken paws and wing parts are sought after in China. Where access exists, inspectors pay attention to quality defects and hygiene.
## Quality points
- Remove the outer skin layer where the specification requires it.
- Sort out paws with ammonia burns or blemishes.
- Freeze promptly and keep the cold chain.
## Records
Keep flock origin records in case avian influenza measures apply to a region.`,
  },
  {
    category: 'seafood',
    title: 'Live seafood: quarantine and survival in transit',
    keywords: 'live seafood, quarantine, shellfish',
    body: `Live lobsters, crabs and shellfish are high-value exports with extra requirements: they are live aquatic animals for quarantine purposes.
## Requirements to check
- Whether a quarantine permit is required for the species and origin.
- Approved growing or harvest areas for shellfish.
- Health certificate attestations for aquatic animal diseases.
## Logistics
Use packaging tested for survival and send documents ahead. Delays at the airport cost live product quickly.`,
  },
  {
    category: 'seafood',
    title: 'Farmed fish and shrimp: residue risks to manage',
    keywords: 'aquaculture, residues, shrimp',
    body: `Farmed aquatic products face checks for veterinary drug residues, such as some antibiotics and dyes that China does not permit in food animals.
## Managing the risk
- Approve farms and audit their use of treatments.
- Test raw material on receipt.
- Keep records linking each lot to its farms.
## Feed
Feed can also bring residues or contaminants; ask feed suppliers for specifications.`,
  },
  {
    category: 'seafood',
    title: 'Species names on seafood documents and labels',
    keywords: 'species, Latin names, labelling',
    body: `Seafood names vary by language and region. Using the scientific name prevents confusion and misdeclaration.
## Good practice
- Put the scientific name beside the trade name on certificates and invoices.
- Use a Chinese name that accurately describes the species on the Chinese label.
- Avoid generic names that could cover several species with different rules.`,
  },
  {
    category: 'seafood',
    title: 'Fishing vessels and freezer ships: registration of the chain',
    keywords: 'vessels, freezer ship, registration',
    body: `Seafood frozen at sea may involve fishing vessels, freezer vessels and carriers. Depending on the arrangement with your country, these may need to be listed with GACC as well as the shore plant.
## What to check
- Whether each vessel that processes or freezes product must be registered.
- How vessel numbers appear on cartons and certificates.
- Storage on land before export, which may also need a listed facility.`,
  },
  {
    category: 'seafood',
    title: 'Processed seafood: cooked, smoked and dried products',
    keywords: 'processed seafood, cooked, dried',
    body: `Processed seafood products often fall under different HS codes, standards and labelling rules from raw frozen products.
## Points to check
- Product standards that apply to the processed product.
- Additives permitted in the food category under GB 2760.
- Nutrition labelling, which usually applies to processed products.
- Whether the plant's registration covers processed products.`,
  },
  {
    category: 'clearance',
    title: 'Clearance and inspection: an overview for first-time exporters',
    keywords: 'overview, clearance, inspection, first shipment',
    body: `Clearing meat or seafood in China involves customs formalities, food safety inspection and quarantine checks, carried out by one authority (customs, GACC) since 2018.
## Plan for the first shipment
1. Confirm access for the product and the plant's registration.
2. Agree documents and labels with the importer.
3. Choose a port with the right designated site.
4. Ship with a complete document set and a clean cold chain.
## Keep learning
Every refusal teaches something. Read the articles in this branch and the monthly refusal lists.`,
  },
  {
    category: 'clearance',
    title: 'Decree 249 and the importer’s duty to check overseas suppliers',
    keywords: 'Decree 249, importer duties, supplier audit',
    body: `GACC Decree 249, the Administrative Measures on Import and Export Food Safety, took effect on 1 January 2022. It makes importers responsible for checking that overseas suppliers and their food meet Chinese requirements.
## What importers may ask you for
- Evidence of registration and of the access conditions.
- Your food safety system documents and audit reports.
- Test results for the hazards relevant to the product.
## Be prepared
A ready supplier file in English, updated each year, makes the relationship easier.`,
  },
  {
    category: 'documents',
    title: 'Documents overview: what travels with every consignment',
    keywords: 'documents overview, certificates',
    body: `Certificates are the link between your official controls and Chinese inspection. The two branches below this category cover health certificates and origin certificates in detail.
## In short
- The health or sanitary certificate is required for every consignment.
- A certificate of origin is needed only to claim a preferential rate.
- Both must match the commercial documents exactly.`,
  },
  {
    category: 'labels',
    title: 'Labelling and packaging: the essentials on one page',
    keywords: 'labelling overview, packaging',
    body: `Labels and packaging are checked at every inspection. The essentials:
- Chinese label to GB 7718 on prepackaged food, applied before inspection.
- Registration numbers on inner and outer packaging.
- Food-contact materials suitable for the product.
- Carton marks matching the certificate.
- Treated and marked wood packaging.
The articles in this branch explain each point.`,
  },
];
