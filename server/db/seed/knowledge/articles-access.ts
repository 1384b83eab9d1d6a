import type { DemoArticle } from './categories';

/** Registration, market access protocols and health certificates. */
export const ACCESS_ARTICLES: DemoArticle[] = [
  {
    category: 'reg248',
    title: 'GACC Decree 248 in brief: who must register before exporting food to China',
    keywords: 'Decree 248, registration, overseas manufacturer',
    body: `The Administrative Provisions on the Registration of Overseas Manufacturers of Imported Food (GACC Decree 248) apply since 1 January 2022. Every overseas plant that produces, processes or stores food for export to China must be registered with the General Administration of Customs of China (GACC) before its goods can be declared.
## Two routes to registration
- **Recommendation by the competent authority**: for 18 higher-risk categories, including meat and meat products, aquatic products, casings, dairy, eggs, bee products and bird's nest. The exporting country's authority checks the plant and recommends it to GACC.
- **Self-application**: for other foods, the manufacturer (or an agent it appoints) applies directly.
## What registration gives you
A China registration number, which must appear on the inner and outer packaging of the goods. Registration is valid for five years.
## Practical points
- Meat and seafood plants also need their country to have market access for the product concerned.
- The registered details (name, address, product categories) must match the documents of every shipment.
- A plant that changes owner, address or registration number in its own country must report it and may need to register again.`,
  },
  {
    category: 'reg248',
    title: 'The 18 food categories that need a recommendation from your competent authority',
    keywords: 'Decree 248, categories, recommendation',
    body: `Decree 248 separates overseas manufacturers into those recommended by their country's competent authority and those who apply themselves. The recommended route covers the categories GACC regards as higher risk.
## The categories
| Group | Categories |
| Animal products | Meat and meat products; casings; aquatic products; dairy products; bird's nest and bird's nest products; bee products; eggs and egg products |
| Fats and cereals | Edible oils, fats and oilseeds; edible grains; milled grain products and malt |
| Plant products | Fresh and dehydrated vegetables and dried beans; condiments; nuts and seeds; dried fruits; unroasted coffee and cocoa beans |
| Other | Stuffed pastry products; foods for special dietary purposes; functional (health) foods |
## What it means for exporters
For meat and seafood the recommendation is not a formality: the authority vouches that the plant meets Chinese requirements and its own official controls. Start the conversation with your authority early, as recommendation lists are usually sent in batches.`,
  },
  {
    category: 'reg248',
    title: 'Using the CIFER single window: accounts, applications and status checks',
    keywords: 'CIFER, registration system, single window',
    body: `GACC handles overseas manufacturer registration through an online system commonly called CIFER (China Import Food Enterprise Registration). Competent authorities submit recommendations there; self-applying manufacturers apply there.
## Before you start
- Agree with your competent authority who holds the account: for meat and seafood it is normally the authority, not the plant.
- Prepare the plant's legal name and address exactly as registered at home, in English.
- List every product category and HS code you intend to ship.
## After submission
1. GACC reviews the file and may ask questions or request a video or on-site audit.
2. Approved plants appear in GACC's published lists with a China registration number.
3. Check the published list yourself before the first shipment: the number on the packaging must match it.
## Keep it current
Changes to registered details are reported through the same system. Keep a copy of every submission.`,
  },
  {
    category: 'reg248',
    title: 'Renewing a China registration before it expires',
    keywords: 'renewal, Decree 248, five years',
    body: `A registration under Decree 248 lasts five years. Renewal must be applied for in the period before expiry that the decree sets (from six months to three months before the end date), so put the deadline in your calendar as soon as the number is issued.
## Why timing matters
A lapsed registration stops declarations: goods produced while the plant was unregistered cannot be imported, and shipments at sea when the registration ends can be held.
## Renewal checklist
- Confirm with your competent authority how it handles renewals for recommended plants.
- Check that the registered name, address and product scope are still accurate; correct them in the same step.
- Keep evidence that the plant still meets Chinese requirements, such as recent official audit reports.
## If you miss the window
Treat it as a new application. Plan production for China so that no goods are made during a gap.`,
  },
  {
    category: 'reg248',
    title: 'Marking the China registration number on packaging',
    keywords: 'registration number, packaging, marking',
    body: `Decree 248 requires the China registration number, or the registration number approved by the competent authority of the exporting country, to be marked on the inner and outer packaging of food exported to China.
## Good practice
- Print the number, do not handwrite it; stickers are acceptable only if they cannot be removed without damage.
- Put it on every carton and on consumer packs that will be sold as such.
- Use the number exactly as published, including letters and separators.
## Common problems at inspection
- A number on the cartons that differs from the health certificate.
- Cartons from a sister plant packed into the same container.
- Old cartons printed before a registration number changed.
Any of these can lead to the consignment being refused entry.`,
  },
  {
    category: 'reg248',
    title: 'What happens when a registered plant is suspended',
    keywords: 'suspension, registration, GACC',
    body: `GACC may suspend imports from a registered plant when shipments fail inspection repeatedly, when an audit finds serious problems or when the competent authority reports that the plant no longer meets requirements.
## Effects of a suspension
- New declarations for goods from the plant are refused.
- Goods already shipped may be held pending the outcome.
- The plant appears in the suspended list with the date of the measure.
## Getting reinstated
1. Find out the reason from your competent authority, which normally deals with GACC on your behalf.
2. Investigate root causes and document corrective actions.
3. The authority submits the corrective action report; GACC decides whether to lift the suspension, sometimes after a further audit.
Keep customers informed: importers may have to cancel or reroute contracts while the plant is suspended.`,
  },
  {
    category: 'reg248',
    title: 'Cold stores and storage facilities: do they need their own registration?',
    keywords: 'cold store, registration, storage facility',
    body: `Decree 248 covers manufacturers that produce, process or store food for export to China. For meat and seafood, independent cold stores that hold product before export are commonly registered in their own right.
## Questions to settle with your authority
- Whether each cold store in your supply chain must be on the list for the product category.
- Whether re-packing or re-labelling in the store changes its status from storage to processing.
- How the store's number is shown on documents when goods pass through it.
## Why it matters
Inspection at the Chinese port compares the plant and store numbers on cartons and certificates with GACC's lists. An unregistered store in the chain is a frequent reason for a refused entry.`,
  },
  {
    category: 'protocols',
    title: 'Market access protocols: why a registered plant may still be unable to export',
    keywords: 'protocol, market access, veterinary agreement',
    body: `For meat and most seafood, China admits a product from a country only once the two governments have agreed its conditions, usually in a protocol on inspection, quarantine and veterinary requirements.
## What a protocol sets
- The products covered (for example chilled or frozen, bone-in or boneless, edible offal).
- Animal health conditions for the country or zone of origin.
- Residue monitoring and official controls.
- The content of the health certificate.
## Check before you sell
Registration of your plant does not extend the scope of the protocol. If the protocol covers frozen boneless beef, a registered plant cannot ship chilled beef or offal until access is agreed. The access products list for each country shows what is currently open.`,
  },
  {
    category: 'protocols',
    title: 'How a country gains access for a new meat or seafood product',
    keywords: 'market access, risk assessment, questionnaire',
    body: `New access is negotiated government to government. Exporters cannot apply on their own, but they can help their authority build the case.
## Typical steps
1. The exporting country's authority asks for access and answers GACC's questionnaire on its animal health and food safety system.
2. GACC carries out a risk assessment, often with a video or on-site inspection of the official system and sample plants.
3. The two sides agree the protocol and the health certificate.
4. Plants are recommended and registered; the product appears on the access list.
## How industry can help
- Supply production and trade data that show the commercial case.
- Make plants available for audits and keep records ready in English.
Timelines vary widely, from under a year to many years, depending on the animal health questions involved.`,
  },
  {
    category: 'protocols',
    title: 'Regionalisation: exporting from disease-free zones',
    keywords: 'regionalisation, zoning, animal disease',
    body: `Where an animal disease is present in part of a country, China may accept product from zones recognised as free of it. Recognition depends on bilateral agreement and is not automatic when the WOAH (World Organisation for Animal Health) recognises a zone.
## What exporters should know
- The health certificate must state the zone of origin and the conditions met.
- Movements of animals or raw material from other zones into the plant can make product ineligible.
- An outbreak inside a recognised zone can lead to an immediate stop on certificates.
## Keep records
Be able to trace each batch back to farms or fishing areas. Inspectors and your own authority may ask for it.`,
  },
  {
    category: 'health',
    title: 'The veterinary health certificate: what Chinese inspectors check',
    keywords: 'health certificate, veterinary, inspection',
    body: `Every consignment of meat needs an official veterinary health certificate in the format agreed between China and the exporting country. Seafood needs the sanitary certificate agreed for aquatic products.
## Points inspectors compare
- Certificate number and issuing office against the electronic or paper record.
- Plant, cold store and their registration numbers.
- Product description, HS code, number of packages, net weight.
- Container and seal numbers.
- Production and shipping dates, and the attestations required by the protocol.
## Keep them consistent
Most delays come from small differences between the certificate, the packing list and the cartons. Check the draft against the booking before the certificate is signed.`,
  },
  {
    category: 'health',
    title: 'Original certificates, copies and electronic certification',
    keywords: 'original certificate, e-cert, documents',
    body: `China generally requires the original health certificate to reach the importer before declaration. Some countries exchange certificates electronically with GACC, which speeds clearance and reduces the risk of lost originals.
## If your country issues paper certificates
- Send the originals by courier as soon as they are signed, and share the tracking number with the importer.
- Send a scan to the importer to check it before the goods arrive.
## If your country uses electronic exchange
- Make sure the certificate is transmitted before the vessel arrives.
- Corrections must normally be made by cancelling and reissuing, not by hand.
Ask your authority which system applies to your product: arrangements differ by country and product.`,
  },
  {
    category: 'health',
    title: 'Correcting or replacing a health certificate',
    keywords: 'replacement certificate, amendment, errors',
    body: `A certificate with an error cannot be fixed by the exporter. Only the issuing authority can cancel and replace it, and China may refuse a replacement issued after the goods left.
## Errors to avoid
- Wrong container or seal number after a late change of booking.
- Weights that do not match the packing list.
- A plant number missing a letter or digit.
## What to do if you find one
1. Tell the importer before the goods are declared.
2. Ask the authority whether a replacement can be issued and how it will be marked.
3. Expect extra checks on the consignment at the port.
Prevention is cheaper: reconcile the draft certificate against the final booking every time.`,
  },
  {
    category: 'health',
    title: 'Seafood sanitary certificates: species, origin and processing details',
    keywords: 'seafood, sanitary certificate, species',
    body: `Aquatic products need an official sanitary (health) certificate in the agreed format. Compared with meat certificates, the details of species and origin carry more weight.
## Include accurately
- The scientific (Latin) name of each species as well as its trade name.
- Whether the product is wild-caught or farmed, and the catch area or farm where required.
- The processing plant and any vessel or storage facility numbers that must be registered.
- The product form: whole, gutted, fillets, frozen at sea, glazed.
## Tip
A mixed container of several species needs each one listed; a species missing from the certificate is treated as undeclared.`,
  },
  {
    category: 'health',
    title: 'Attestations about residues and feed in meat certificates',
    keywords: 'attestation, residues, ractopamine',
    body: `Meat health certificates for China often include attestations on residues and on the feeding of animals. The exact wording is set by each bilateral agreement.
## Examples of what may be attested
- The animals were not fed with beta-agonists such as ractopamine, which China does not permit.
- The products come from animals under an official residue monitoring programme.
- The animals did not come from farms under restriction for a listed disease.
## How to support the attestation
- Keep supplier declarations and feed records for the animals slaughtered.
- Segregate animals raised for markets that allow substances China does not.
- Test batches where your authority's programme requires it.`,
  },
  {
    category: 'health',
    title: 'Transit and transhipment: keeping certificates valid on the way to China',
    keywords: 'transhipment, transit, seal',
    body: `Goods shipped through a third country remain eligible only if the certificate conditions stay true. For meat and seafood, the container seal is the main evidence.
## Good practice
- Record the seal number on the certificate and keep the container sealed until it reaches China.
- Avoid unloading in transit; if it is unavoidable, ask your authority in advance what documents are needed.
- Keep bills of lading showing the full route.
## Risks
A broken or replaced seal, or storage in an unapproved facility on the way, can make the certificate invalid and lead to refusal at the Chinese port.`,
  },
];
