/** The supplier check's pages, as the server and the web link to them. */
export const CHECK_PAGE = '/market/check';

/** The check of a plant, its inputs in the query string (shareable). */
export const checkPagePath = (q: {
  countryCode?: string;
  plantNo?: string;
  accessType?: string;
  companyName?: string;
  bankAccount?: string;
}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${CHECK_PAGE}?${query}` : CHECK_PAGE;
};

/** Reporting a bank account (signed in). */
export const REPORT_ACCOUNT_PAGE = '/market/check/report';

/** A country's unqualified information (rejections by month and reason). */
export const countryUnqualifiedPath = (countryCode: string) => `/market/unqualified/${encodeURIComponent(countryCode)}`;
