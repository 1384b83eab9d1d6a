import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { appUser, conversation, conversationMessage, supplyDemand } from '../schema/index';
import type { DemoPart } from './demo';
import { recountUnread } from '../../modules/enquiries/index';

/** What demo traders say to each other about demo leads; every thread says it is demo data. */
const THREADS: { enquiry: string; quantity: string; targetPrice: string; reply: string }[] = [
  {
    enquiry: '(Demo) Could you quote CFR Shanghai for May shipment? Please share the plant number and shelf life.',
    quantity: '2 x 40ft',
    targetPrice: 'USD 3.10/kg',
    reply: '(Demo) Thanks for asking: USD 3.25/kg CFR Shanghai, 24 months shelf life, plant listed with GACC.',
  },
  {
    enquiry: '(Demo) Is this still available? We need a trial container before committing to monthly volumes.',
    quantity: '1 x 40ft',
    targetPrice: 'USD 2.80/kg',
    reply: '(Demo) Yes, one trial container can load next week. Payment 30% deposit, balance against documents.',
  },
  {
    enquiry: '(Demo) What packing do you use, and can you print Chinese labels at the plant?',
    quantity: '3 x 40ft',
    targetPrice: 'USD 4.05/kg',
    reply: '(Demo) Cartons of 10 kg with bilingual labels printed at the plant; samples of the label on request.',
  },
];

const HOUR = 3_600_000;

/** A few conversations between demo traders about approved demo leads (issue 27). */
export const conversationsPart: DemoPart = {
  name: 'conversations',
  async generate(db, random) {
    const traders = await db.select({ id: appUser.id }).from(appUser).where(ne(appUser.role, 'admin')).orderBy(asc(appUser.id));
    const leads = await db
      .select({ id: supplyDemand.id, userId: supplyDemand.userId, createdAt: supplyDemand.createdAt })
      .from(supplyDemand)
      .where(and(eq(supplyDemand.checkStatus, 2), gt(supplyDemand.expiresAt, new Date(Date.UTC(2027, 0, 1)))))
      .orderBy(asc(supplyDemand.id))
      .limit(THREADS.length);
    for (const [i, lead] of leads.entries()) {
      const text = THREADS[i]!;
      const others = traders.filter((p) => p.id !== lead.userId);
      if (!others.length) return;
      const enquirer = random.pick(others);
      const at = new Date(lead.createdAt.getTime() + random.int(2, 48) * HOUR);
      const replied = new Date(at.getTime() + random.int(1, 20) * HOUR);
      const [row] = await db
        .insert(conversation)
        .values({ leadId: lead.id, enquirerId: enquirer.id, ownerId: lead.userId, lastMessageAt: replied, createdAt: at })
        .returning({ id: conversation.id });
      const [first] = await db
        .insert(conversationMessage)
        .values({
          conversationId: row!.id,
          senderId: enquirer.id,
          content: text.enquiry,
          quantity: text.quantity,
          targetPrice: text.targetPrice,
          createdAt: at,
        })
        .returning({ id: conversationMessage.id });
      const [second] = await db
        .insert(conversationMessage)
        .values({ conversationId: row!.id, senderId: lead.userId, content: text.reply, createdAt: replied })
        .returning({ id: conversationMessage.id });
      // The author read the enquiry and replied; the last reply waits unread by the enquirer, so the badge shows.
      await db.update(conversation).set({ ownerReadId: second!.id, enquirerReadId: first!.id }).where(eq(conversation.id, row!.id));
      await recountUnread(db, [row!.id]);
    }
  },
};
