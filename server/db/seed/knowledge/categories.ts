/** The demo category tree: [key, name, children [key, name]]; articles name their category by key. */
export const DEMO_CATEGORIES: readonly (readonly [string, string, readonly (readonly [string, string])[]])[] = [
  [
    'access',
    'Registration & market access',
    [
      ['reg248', 'Registration of overseas plants (GACC Decree 248)'],
      ['protocols', 'Market access protocols'],
    ],
  ],
  [
    'documents',
    'Certificates & documents',
    [
      ['health', 'Health certificates'],
      ['origin', 'Origin & FTA certificates'],
    ],
  ],
  [
    'labels',
    'Labelling & packaging',
    [
      ['gb7718', 'Chinese labels (GB 7718)'],
      ['packaging', 'Packaging & marking'],
    ],
  ],
  [
    'clearance',
    'Customs clearance & inspection',
    [
      ['declaration', 'Declaration & release'],
      ['testing', 'Residue & pathogen testing'],
      ['rejections', 'Non-compliance & returns'],
    ],
  ],
  ['bans', 'Animal disease bans', []],
  ['tariffs', 'Tariffs & taxes (MFN, FTA rates, VAT)', []],
  ['coldchain', 'Cold chain & storage', []],
  ['licences', 'Import licences & quotas', []],
  [
    'products',
    'Product rules',
    [
      ['meat', 'Meat-specific rules'],
      ['seafood', 'Seafood-specific rules'],
    ],
  ],
];

export interface DemoArticle {
  category: string;
  title: string;
  keywords: string;
  /** In the markup of markup.ts. */
  body: string;
}
