import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { CONVERSATION_SUBJECT } from '../../../contracts/enquiries/codes';
import { LEAD_TYPE } from '../../../contracts/leads/codes';
import type { Executor } from '../client';
import { recountUnread } from '../../modules/enquiries/index';
import {
  animalDisease,
  appUser,
  banLift,
  auditLog,
  company,
  companyApplication,
  companyInvitation,
  conversation,
  conversationMessage,
  moderationReport,
  plant,
  plantEvent,
  plantRegistration,
  savedSearch,
  subscription,
  supplyDemand,
} from '../schema/index';
import { DEMO_DOMAIN, DEMO_EDITOR } from './people';

/**
 * The events the demo adds so every kind of notification has one to follow from (server/db/seed/notifications.ts):
 * the editorial desk's audit entries for its decisions, a reported conversation and its outcome, a saved search, an
 * invitation to a trader who has an account, and watched plants. Everything written here says it is demo data.
 */

const DAY = 86_400_000;
const trader = (n: number) => `trader${String(n).padStart(2, '0')}@${DEMO_DOMAIN}`;

export async function userByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: appUser.id, nickName: appUser.nickName, email: appUser.email })
    .from(appUser)
    .where(eq(appUser.email, email));
  if (!row) throw new Error(`demo person ${email} is missing`);
  return row;
}

/** The editorial desk as the actor of the demo's audit entries. */
export async function editorActor(db: Executor) {
  const editor = await userByEmail(db, DEMO_EDITOR.email);
  return { actorId: editor.id, actorEmail: editor.email, requestId: 'demo' };
}

/** Audit entries of the editorial desk, in order; answers their ids in the same order. */
export async function audited(
  db: Executor,
  entries: { action: string; subjectType: string; subjectId: number; before: unknown; after: unknown; at: Date }[],
): Promise<number[]> {
  if (!entries.length) return [];
  const actor = await editorActor(db);
  const rows = await db
    .insert(auditLog)
    .values(entries.map((e) => ({ ...actor, ...e, subjectId: String(e.subjectId) })))
    .returning({ id: auditLog.id });
  return rows.map((r) => r.id);
}

/**
 * A conversation one trader reported and the editorial desk acted on: an offer to pay outside the portal, sent by the
 * Ecuadorian exporter to the Shanghai importer about one of her demand posts; the desk removed the message.
 */
export async function reportedConversation(db: Executor) {
  const [sender, owner] = [await userByEmail(db, trader(8)), await userByEmail(db, trader(10))];
  const [lead] = await db
    .select({ id: supplyDemand.id, createdAt: supplyDemand.createdAt, checkTime: supplyDemand.checkTime })
    .from(supplyDemand)
    .where(
      and(eq(supplyDemand.userId, owner.id), eq(supplyDemand.checkStatus, 2), gte(supplyDemand.expiresAt, new Date(Date.UTC(2027, 0, 1)))),
    )
    .orderBy(desc(supplyDemand.createdAt))
    .limit(1);
  if (!lead) return null;
  const at = new Date((lead.checkTime ?? lead.createdAt).getTime() + DAY);
  const [row] = await db
    .insert(conversation)
    .values({ leadId: lead.id, enquirerId: sender.id, ownerId: owner.id, lastMessageAt: at, createdAt: at })
    .returning();
  const [message] = await db
    .insert(conversationMessage)
    .values({
      conversationId: row!.id,
      senderId: sender.id,
      content: '(Demo) Best price if you pay the deposit by gift cards outside the portal. Write to me on another app.',
      createdAt: at,
      deletedAt: new Date(at.getTime() + DAY),
      removedAt: new Date(at.getTime() + DAY),
    })
    .returning();
  await db.update(conversation).set({ ownerReadId: message!.id }).where(eq(conversation.id, row!.id));
  await recountUnread(db, [row!.id]);
  await db.insert(moderationReport).values({
    subjectType: CONVERSATION_SUBJECT,
    subjectId: row!.id,
    reporterId: owner.id,
    reason: '(Demo) Asks for payment outside the portal.',
    createdAt: new Date(at.getTime() + 2 * 3_600_000),
    resolvedAt: new Date(at.getTime() + DAY),
  });
  const [auditId] = await audited(db, [
    {
      action: 'conversation.removed',
      subjectType: CONVERSATION_SUBJECT,
      subjectId: row!.id,
      before: { messageId: message!.id, senderId: sender.id, content: message!.content },
      after: { removed: true },
      at: new Date(at.getTime() + DAY),
    },
  ]);
  return { reporterId: owner.id, conversationId: row!.id, auditId: auditId!, at: new Date(at.getTime() + DAY) };
}

/**
 * The Guangzhou distributor's saved search for supply posts of the product of the newest approved structured supply
 * post with an origin, saved two weeks before that post was approved, with mail on.
 */
export async function demoSavedSearch(db: Executor) {
  const owner = await userByEmail(db, trader(12));
  const [lead] = await db
    .select({ goodsType: supplyDemand.goodsType, originCountry: supplyDemand.originCountry, checkTime: supplyDemand.checkTime })
    .from(supplyDemand)
    .where(
      and(
        eq(supplyDemand.type, LEAD_TYPE.SUPPLY),
        eq(supplyDemand.checkStatus, 2),
        isNotNull(supplyDemand.originCountry),
        isNotNull(supplyDemand.checkTime),
        gte(supplyDemand.expiresAt, new Date(Date.UTC(2027, 0, 1))),
        sql`${supplyDemand.userId} <> ${owner.id}`,
      ),
    )
    .orderBy(desc(supplyDemand.checkTime))
    .limit(1);
  if (!lead?.originCountry || !lead.checkTime) return null;
  const filter = { type: LEAD_TYPE.SUPPLY as 1, goodsType: lead.goodsType, originCountry: lead.originCountry };
  const createdAt = new Date(lead.checkTime.getTime() - 14 * DAY);
  const [row] = await db
    .insert(savedSearch)
    .values({
      userId: owner.id,
      name: `(Demo) ${lead.goodsType} from ${lead.originCountry}`,
      filter,
      mail: true,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return { search: row!, filter };
}

/** The demo's second invitation, to a trader who has an account (the first one goes to an address without one). */
export const DEMO_MEMBER_INVITATION_TOKEN = 'demo-invitation-zhao-min-tianjin';

/** The Tianjin buyer invites the Guangzhou distributor to its team, a day before the demo was loaded (open 7 days). */
export async function invitationToTrader(db: Executor) {
  const invited = await userByEmail(db, trader(12));
  const [team] = await db
    .select({ id: companyApplication.id, name: companyApplication.name, ownerId: companyApplication.ownerId })
    .from(companyApplication)
    .where(and(eq(companyApplication.state, 'VERIFIED'), sql`${companyApplication.workEmail} like '%@tianjin-harbour.example'`));
  if (!team) return null;
  const now = Date.now();
  const [row] = await db
    .insert(companyInvitation)
    .values({
      applicationId: team.id,
      email: invited.email,
      invitedBy: team.ownerId,
      tokenHash: createHash('sha256').update(DEMO_MEMBER_INVITATION_TOKEN).digest('hex'),
      createdAt: new Date(now - DAY),
      expiresAt: new Date(now + 6 * DAY),
    })
    .returning();
  return { userId: invited.id, invitation: row!, company: team };
}

/** A watched plant: the subscription to it, made `since`. */
async function watch(db: Executor, userId: number, plantId: number, since: Date) {
  const [p] = await db
    .select({ plantNo: plant.plantNo, plantName: plant.plantName, countryCode: plant.countryCode, accessType: plant.accessType })
    .from(plant)
    .where(eq(plant.id, plantId));
  if (!p) return;
  await db
    .insert(subscription)
    .values({
      userId,
      subscribeType: 'FACTORY',
      accessType: p.accessType,
      countryCode: p.countryCode,
      subObject: p.plantNo,
      subObjectName: p.plantName,
      createdAt: since,
    })
    .onConflictDoNothing();
}

/**
 * Importers' watchlists: the Shanghai importer watches the two plants with the most approval-history events since
 * June 2026 (from May) and a plant of the newest disease ban's country and species (from two months before the ban);
 * the Tianjin importer watches the plant whose valid registration is the first to expire after June 2026 (from a
 * month before the daily check first told of it) and a plant of the ban lifted last (from two months before the lift). Answers what happened to them after they were watched.
 */
export async function watchedPlants(db: Executor) {
  const [shanghai, tianjin] = [await userByEmail(db, trader(10)), await userByEmail(db, trader(9))];
  const since = new Date(Date.UTC(2026, 4, 15));
  const busy = await db
    .select({ plantId: plantEvent.plantId, n: sql<number>`count(*)::int` })
    .from(plantEvent)
    .where(gte(plantEvent.sourceDate, '2026-06-01'))
    .groupBy(plantEvent.plantId)
    .orderBy(desc(sql`count(*)`), asc(plantEvent.plantId))
    .limit(2);
  for (const b of busy) await watch(db, shanghai.id, b.plantId, since);
  const events = busy.length
    ? await db
        .select({ id: plantEvent.id, sourceDate: plantEvent.sourceDate })
        .from(plantEvent)
        .where(
          and(
            inArray(
              plantEvent.plantId,
              busy.map((b) => b.plantId),
            ),
            gte(plantEvent.sourceDate, '2026-06-01'),
          ),
        )
        .orderBy(asc(plantEvent.id))
    : [];

  const [ban] = await db.select().from(animalDisease).orderBy(desc(animalDisease.banDate), asc(animalDisease.id)).limit(1);
  const bans: { id: number; banDate: string }[] = [];
  if (ban) {
    const exposed = await exposedPlant(db, ban);
    if (exposed) {
      await watch(db, shanghai.id, exposed.id, new Date(Date.parse(ban.banDate) - 60 * DAY));
      bans.push({ id: ban.id, banDate: ban.banDate });
    }
  }

  // The newest lift of a ban (its market_ban_lift row): the Tianjin importer watches a plant of the ban's country and
  // species from two months before it, so the lift is news to it.
  const [lifted] = await db
    .select({ id: banLift.id, liftedDate: banLift.liftedDate, ban: animalDisease })
    .from(banLift)
    .innerJoin(animalDisease, eq(animalDisease.id, banLift.diseaseId))
    .orderBy(desc(banLift.liftedDate), asc(banLift.id))
    .limit(1);
  const lifts: { id: number; liftedDate: string }[] = [];
  if (lifted) {
    const exposed = await exposedPlant(db, lifted.ban);
    if (exposed) {
      await watch(db, tianjin.id, exposed.id, new Date(Date.parse(lifted.liftedDate) - 60 * DAY));
      lifts.push({ id: lifted.id, liftedDate: lifted.liftedDate });
    }
  }

  const [expiring] = await db
    .select({ plantId: plantRegistration.plantId, expires: plantRegistration.registerExpireDate })
    .from(plantRegistration)
    .where(and(eq(plantRegistration.status, 1), gte(plantRegistration.registerExpireDate, '2026-06-01')))
    .orderBy(asc(plantRegistration.registerExpireDate), asc(plantRegistration.id))
    .limit(1);
  let expiryDay: Date | undefined;
  if (expiring?.expires) {
    // The daily check that first finds it within 90 days, if that day has come.
    const day = new Date(Math.max(Date.parse(expiring.expires) - 89 * DAY, Date.UTC(2026, 5, 1)));
    if (day.getTime() <= Date.now()) {
      expiryDay = day;
      await watch(db, tianjin.id, expiring.plantId, new Date(day.getTime() - 30 * DAY));
    }
  }
  return { events, bans, lifts, expiryDay };
}

/** The first plant of a ban's country and access type registered for a species it covers (any, when it names none). */
async function exposedPlant(db: Executor, ban: { countryCode: string; accessType: string; goodsTypes: string[] }) {
  const [exposed] = await db
    .select({ id: plant.id })
    .from(plant)
    .innerJoin(company, eq(company.id, plant.companyId))
    .where(
      and(
        eq(plant.countryCode, ban.countryCode),
        eq(plant.accessType, ban.accessType),
        ban.goodsTypes.length ? sql`${plant.goodsTypes} && ${sql.param([...ban.goodsTypes])}::text[]` : undefined,
      ),
    )
    .orderBy(asc(plant.id))
    .limit(1);
  return exposed;
}
