import type { ApplicationState } from '../../../contracts/companies/codes';
import { documentPath } from '../../../contracts/companies/calls';
import type { Application } from '../../../contracts/companies/models';
import { plantPagePath } from '../../../contracts/market/pages';
import type { Executor } from '../../db/client';
import * as q from './queries';

/** The host of a web site or an e-mail address, without 'www.', lower-cased; '' when there is none. */
export function domainOf(text: string): string {
  const t = text.trim().toLowerCase();
  if (!t) return '';
  if (t.includes('@') && !t.includes('/'))
    return t
      .split('@')
      .pop()!
      .replace(/^www\./, '');
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(t) ? t : `https://${t}`).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Whether an e-mail's domain is the known one or one of its subdomains (mail.example.com for example.com). */
export const domainMatches = (email: string, known: string) => {
  const d = domainOf(email);
  return Boolean(known && d && (d === known || d.endsWith(`.${known}`)));
};

/** Applications as their applicant and the reviewers see them: plants, documents (by the private route), applicant, known domain. */
export async function presentApplications(db: Executor, rows: q.ApplicationRow[]): Promise<Application[]> {
  const ids = rows.map((r) => r.id);
  const [plants, documents, users, websites] = await Promise.all([
    q.plantsOf(db, ids),
    q.documentsOf(db, ids),
    q.usersOf(db, [...new Set(rows.map((r) => r.applicantId))]),
    q.websitesOf(
      db,
      rows.map((r) => r.marketCompanyId).filter((id): id is number => id !== null),
    ),
  ]);
  return rows.map((row) => {
    const own = plants.get(row.id) ?? [];
    const applicant = users.get(row.applicantId);
    return {
      id: row.id,
      level: row.level === 'PERSONAL' ? 'PERSONAL' : 'ENTERPRISE',
      state: row.state as ApplicationState,
      name: row.name,
      role: row.level === 'PERSONAL' ? 'PERSON' : row.consigneeId ? 'BUYER' : 'SUPPLIER',
      marketCompanyId: row.marketCompanyId,
      companyLink: null,
      plants: own.map((p) => ({ countryCode: p.countryCode, plantNo: p.plantNo, plantName: p.plantName, link: plantPagePath(p) })),
      workEmail: row.workEmail,
      emailConfirmed: row.emailConfirmedAt !== null,
      domainMatch: row.domainMatch,
      knownDomain: row.marketCompanyId ? domainOf(websites.get(row.marketCompanyId) ?? '') : '',
      note: row.note,
      reason: row.reason,
      documents: (documents.get(row.id) ?? []).map((d) => ({
        id: d.id,
        name: d.originalName ?? '',
        mime: d.mime ?? '',
        bytes: d.bytes ?? 0,
        url: documentPath(row.id, d.id),
      })),
      applicant: { userId: row.applicantId, nickName: applicant?.nickName ?? '', email: applicant?.email ?? '' },
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      revokedAt: row.revokedAt?.toISOString() ?? null,
    };
  });
}
