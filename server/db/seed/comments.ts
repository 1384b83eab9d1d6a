import { COMMENTS_TYPE, type CommentsType } from '../../../contracts/comments/codes';
import type { Executor } from '../client';
import { appUser, comment } from '../schema/index';
import { addDays } from './market-batch';
import { DEMO_EDITOR } from './people';
import type { Random } from './random';

/** A subject the demo comments on: what it is, its id, its access type, and when it was published. */
export interface DemoSubject {
  commentsType: CommentsType;
  ownerId: string;
  accessType: string | null;
  published: Date;
}

type Voice = 'news' | 'knowledge';

// prettier-ignore
const OPENERS: Record<Voice, readonly string[]> = {
  news: [
    'Does this apply to chilled product as well, or only to frozen?',
    'Is there a GACC notice number for this? Our importer wants to cite it in the contract.',
    'We cleared two containers through Tianjin last month and inspection took six working days. Is Qingdao any faster at the moment?',
    'Good news for our members. We expect the first shipments in the first quarter.',
    'Prices in Shanghai moved about three per cent after this, at least for forequarter cuts.',
    'Can anyone recommend a cold store close to Yangshan port with spare capacity in December?',
    'Our plant registration renewal is still pending. How long did yours take?',
    'Which ports have been quickest with sampling for pathogen testing this year?',
    'We were told the health certificate template changed as well. Has anyone shipped under the new one yet?',
    'This matches what our buyer in Guangzhou told us last week.',
  ],
  knowledge: [
    'Does the Chinese back label have to be on the cartons before shipment, or can it be applied after arrival?',
    'Which fields of the health certificate are checked most often at the port?',
    'Very clear summary, thank you. It saved us a call to our broker.',
    'Is this still current after this year\u2019s changes?',
    'How long does the registration review usually take once the competent authority has submitted the application?',
    'Could you add an example of a compliant label for a frozen seafood product?',
    'We had a shipment held because the production date format on the label did not match the certificate. Worth adding as a warning here.',
    'Does the same apply to by-products such as casings or offal?',
  ],
};

// prettier-ignore
const USER_REPLIES: readonly string[] = [
  'Frozen only, as far as we know.',
  'Same for us: five to seven working days.',
  'Thanks, very helpful.',
  'We had the same experience at Dalian.',
  'Our broker confirmed this yesterday.',
  'It took us about four months end to end.',
  'I would check with your importer first; ports read this differently.',
  'Agreed. Worth planning an extra week for the first shipment.',
];

// prettier-ignore
const EDITOR_REPLIES: Record<Voice, readonly string[]> = {
  news: [
    'The notice is linked in the article. The Market pages show the current status of each Reg.No.',
    'Thanks, we have added the customs district to the article.',
    'Registration renewals go through the competent authority of the exporting country; the Knowledge base has a step-by-step article.',
    'We will update this item when GACC publishes the list of plants concerned.',
  ],
  knowledge: [
    'Labels must be in place when the goods are declared. Where they can be applied differs by port, so confirm it with your importer\u2019s customs broker.',
    'Yes: this article was reviewed this year and the changes are listed at its end.',
    'Thanks for the example; we will add it in the next revision.',
    'By-products follow their own access lists; see the Market pages for what is open for your country.',
  ],
};

const voiceOf = (type: CommentsType): Voice => (type === COMMENTS_TYPE.KNOWLEDGE_BASE ? 'knowledge' : 'news');
const LAST_DAY = new Date('2026-11-21T18:00:00Z');

/**
 * Threads on some of the subjects (about one in three): a trader's comment, then replies from other traders
 * and, on many, the editorial desk (an administrator: shown as Admin with its badge). Written after the subject was
 * published, never after the demo's last day.
 */
export async function generateComments(db: Executor, random: Random, subjects: readonly DemoSubject[]): Promise<void> {
  const people = await db.select({ id: appUser.id, nickName: appUser.nickName, role: appUser.role }).from(appUser);
  const editor = people.find((p) => p.nickName === DEMO_EDITOR.nickName && p.role === 'admin');
  const traders = people.filter((p) => p.role !== 'admin' && p !== editor);
  if (!editor || traders.length < 2) throw new Error('the demo people must be seeded before the demo comments');

  for (const subject of subjects) {
    if (!random.chance(0.35)) continue;
    const voice = voiceOf(subject.commentsType);
    const base = {
      commentsType: subject.commentsType,
      ownerId: subject.ownerId,
      accessType: subject.accessType,
      messageMode: subject.commentsType,
    };
    let when = subject.published;
    const later = () => {
      when = addDays(when, random.int(0, 9));
      return new Date(Math.min(when.getTime() + random.int(1, 600) * 60_000, LAST_DAY.getTime()));
    };
    for (let t = random.int(1, 3); t > 0; t--) {
      const author = random.pick(traders);
      const [root] = await db
        .insert(comment)
        .values({ ...base, authorId: author.id, authorNickName: author.nickName, content: random.pick(OPENERS[voice]), createdAt: later() })
        .returning({ id: comment.id });
      if (!root) continue;
      let last = { id: root.id, nickName: author.nickName };
      for (let r = random.int(0, 3); r > 0; r--) {
        const byEditor = random.chance(0.35);
        const who = byEditor ? editor : random.pick(traders.filter((p) => p.id !== author.id));
        const [reply] = await db
          .insert(comment)
          .values({
            ...base,
            authorId: who.id,
            authorNickName: who.nickName,
            byAdmin: byEditor,
            parentId: last.id,
            rootId: root.id,
            replyToNickName: last.nickName,
            content: random.pick(byEditor ? EDITOR_REPLIES[voice] : USER_REPLIES),
            createdAt: later(),
          })
          .returning({ id: comment.id });
        if (reply) last = { id: reply.id, nickName: who.nickName };
      }
    }
  }
}
