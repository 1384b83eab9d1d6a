/** What the unapproved list's keyword matches (product, country names, reason, port), lower-cased, as stored in search_text. */
export const unapprovedSearchText = (
  r: { productName: string; rejectReason: string; entryPort: string },
  countryNames: readonly string[],
) => [r.productName, ...countryNames, r.rejectReason, r.entryPort].join(' ').toLowerCase();
