/**
 * The operator's consulting services and the product categories it covers (§1 'A marketing page for the
 * operator's consulting services ... listing 18 product categories'), as /ourService shows them. Their names and
 * texts are in the catalogue (services.<key>, productCategories.<key>); the categories are GACC's 18 registration
 * categories of imported food.
 */
export const CONSULTING_SERVICES = ['registration', 'policy', 'inspection', 'risk', 'data', 'events', 'research', 'investment'] as const;

export const PRODUCT_CATEGORIES = [
  'seafood',
  'meat',
  'casing',
  'dairy',
  'birdsNest',
  'bee',
  'eggs',
  'stuffedPastry',
  'milledGrain',
  'condiments',
  'driedFruits',
  'specialDietary',
  'edibleOils',
  'edibleGrain',
  'vegetables',
  'nuts',
  'coffeeCocoa',
  'functional',
] as const;
