/** The market's detail pages, as the server (subjects, sitemap) and the web app link to them; one order of parameters. */

function pathWith(path: string, values: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) q.set(key, value);
  return `${path}?${q.toString()}`;
}

export const plantPagePath = (p: { accessType: string; plantNo: string; countryCode: string }) =>
  pathWith('/market/plant/detail', { accessType: p.accessType, plantNo: p.plantNo, countryCode: p.countryCode });

/** plantName is the company's name (§2 sends it along; the page reads the company by its code). */
export const companyPagePath = (c: { countryCode: string; accessType: string; companyCode: string; plantName?: string }) =>
  pathWith('/market/company/detail', {
    countryCode: c.countryCode,
    accessType: c.accessType,
    plantName: c.plantName,
    companyCode: c.companyCode,
  });

/** The disease-ban list filtered to one ban's disease in its country, as a notice links to the ban it changed. */
export const diseaseBanListPath = (b: { accessType: string; countryCode: string; plagueName: string }) =>
  pathWith('/market/animalDisease', { accessType: b.accessType, countryCode: b.countryCode, keywords: b.plagueName });
