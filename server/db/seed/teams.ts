import { createHash } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../client';
import { appUser, companyApplication, companyInvitation, companyMember } from '../schema/index';
import { NO_PASSWORD } from './people';

const DAY = 86_400_000;

/** The demo colleagues (demo people: they cannot sign in), by the verified company's work e-mail domain. */
const COLLEAGUES = [
  { domain: 'sul-carnes.example', email: 'carlos.mendes@cmsp-demo.example', nickName: 'Carlos Mendes', joinedDaysAgo: 90 },
  { domain: 'sul-carnes.example', email: 'beatriz.lima@cmsp-demo.example', nickName: 'Beatriz Lima', joinedDaysAgo: 30 },
  { domain: 'tianjin-harbour.example', email: 'li.na@cmsp-demo.example', nickName: 'Li Na', joinedDaysAgo: 45 },
] as const;

/** The open invitation: to the verified supplier's team, mailed to no one (the demo has no inbox). */
const INVITED = { domain: 'sul-carnes.example', email: 'paulo.souza@sul-carnes.example' } as const;
/** The demo invitation's token, so the walks can open its page (a real token is random and only mailed). */
export const DEMO_INVITATION_TOKEN = 'demo-invitation-paulo-souza-sul-carnes';

/**
 * Teams of the demo's verified companies (docs/companies.md 'Teams'): two colleagues in the Brazilian supplier's team,
 * one in the Tianjin buyer's, and an open invitation. The invitation is dated at loading, so it is open for the
 * invitation's 7 days after the demo is loaded, like a real one.
 */
export async function generateTeams(db: Executor, at: (daysAgo: number) => Date) {
  const verified = await db
    .select({ id: companyApplication.id, workEmail: companyApplication.workEmail, ownerId: companyApplication.ownerId })
    .from(companyApplication)
    .where(and(eq(companyApplication.state, 'VERIFIED'), isNotNull(companyApplication.verifiedAt)))
    .orderBy(asc(companyApplication.id));
  const teamOf = (domain: string) => verified.find((v) => v.workEmail.endsWith(`@${domain}`));
  for (const c of COLLEAGUES) {
    const team = teamOf(c.domain);
    if (!team) continue;
    const [user] = await db
      .insert(appUser)
      .values({ email: c.email, passwordHash: NO_PASSWORD, nickName: c.nickName, createdAt: at(c.joinedDaysAgo + 10) })
      .returning({ id: appUser.id });
    await db.insert(companyMember).values({ applicationId: team.id, userId: user!.id, joinedAt: at(c.joinedDaysAgo) });
  }
  const team = teamOf(INVITED.domain);
  if (team) {
    const now = Date.now();
    await db.insert(companyInvitation).values({
      applicationId: team.id,
      email: INVITED.email,
      invitedBy: team.ownerId,
      tokenHash: createHash('sha256').update(DEMO_INVITATION_TOKEN).digest('hex'),
      createdAt: new Date(now - DAY),
      expiresAt: new Date(now + 6 * DAY),
    });
  }
}
