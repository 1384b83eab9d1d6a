// The enquiries' load (issue 27): 10,000 conversations on the PostgreSQL store, one busy trader a party to over a
// thousand of them, as the account whose conversation list and unread count are measured. Run after the app has
// started (it creates the bench trader's account from ADMIN_EMAIL and ADMIN_PASSWORD, as production creates its
// administrator) and before the load; the trader is then made an ordinary user.
import pg from 'pg';

export const BENCH_TRADER = { email: 'bench-trader@bench.example', password: 'Bench trader pass 1' };

/** Conversations in the store in all; the trader owns OWNED_LEADS posts with ENQUIRERS_PER_LEAD enquiries each. */
export const CONVERSATIONS = 10_000;
const OWNED_LEADS = 20;
const ENQUIRERS_PER_LEAD = 50;
const BENCH_USERS = 200;

export async function addConversations(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const trader = await client.query(`UPDATE app_user SET role = 'user' WHERE email = $1 RETURNING id`, [BENCH_TRADER.email]);
    const traderId = trader.rows[0]?.id;
    if (!traderId) throw new Error(`the app did not create the bench trader ${BENCH_TRADER.email}`);
    // Other traders who enquire; their password hash matches no password (as the demo accounts').
    await client.query(
      `INSERT INTO app_user (email, password_hash, nick_name)
       SELECT 'bench-' || g || '@bench.example', '!bench-account-without-password', 'Bench trader ' || g
       FROM generate_series(1, $1::int) g`,
      [BENCH_USERS],
    );
    // The trader takes over some approved posts (the enquiries they receive) and enquires about the others.
    await client.query(
      `UPDATE supply_demand SET user_id = $1
       WHERE id IN (SELECT id FROM supply_demand WHERE check_status = 2 ORDER BY id LIMIT $2)`,
      [traderId, OWNED_LEADS],
    );
    // Pairs (post, enquirer): every bench user about the trader's posts, the trader about every other approved post,
    // then bench users about the other posts until the store holds CONVERSATIONS in all.
    await client.query(
      `CREATE TEMP TABLE bench_pair ON COMMIT DROP AS
       WITH bench AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM app_user WHERE email LIKE 'bench-%@bench.example' AND id <> $1),
       posts AS (SELECT id, user_id, row_number() OVER (ORDER BY id) AS n FROM supply_demand WHERE check_status = 2)
       SELECT p.id AS lead_id, b.id AS enquirer_id, p.user_id AS owner_id, 1 AS rank
         FROM posts p JOIN bench b ON b.n <= $2 WHERE p.user_id = $1
       UNION ALL
       SELECT p.id, $1, p.user_id, 2 FROM posts p WHERE p.user_id <> $1
       UNION ALL
       SELECT p.id, b.id, p.user_id, 3 FROM posts p JOIN bench b ON b.id <> p.user_id WHERE p.user_id <> $1`,
      [traderId, ENQUIRERS_PER_LEAD],
    );
    const existing = Number((await client.query('SELECT count(*) AS n FROM conversation')).rows[0].n);
    const added = await client.query(
      `INSERT INTO conversation (lead_id, enquirer_id, owner_id, last_message_at, created_at)
       SELECT lead_id, enquirer_id, owner_id, now() - (k || ' minutes')::interval, now() - (k + 90 || ' minutes')::interval
       FROM (SELECT *, row_number() OVER (ORDER BY rank, lead_id, enquirer_id) AS k FROM bench_pair) pairs
       WHERE k <= $1
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [CONVERSATIONS - existing],
    );
    // Two messages each: the enquiry and a reply; every other conversation has its reply unread by the enquirer.
    await client.query(
      `INSERT INTO conversation_message (conversation_id, sender_id, content, quantity, target_price, created_at)
       SELECT c.id, c.enquirer_id, '(Bench) Could you quote CFR Shanghai for May shipment?', '1 x 40ft', 'USD 3.10/kg', c.created_at
       FROM conversation c WHERE c.id = ANY($1::int[])`,
      [added.rows.map((r) => r.id)],
    );
    await client.query(
      `INSERT INTO conversation_message (conversation_id, sender_id, content, created_at)
       SELECT c.id, c.owner_id, '(Bench) USD 3.25/kg CFR Shanghai, plant listed with GACC.', c.last_message_at
       FROM conversation c WHERE c.id = ANY($1::int[])`,
      [added.rows.map((r) => r.id)],
    );
    await client.query(
      `UPDATE conversation c SET
         owner_read_id = (SELECT max(m.id) FROM conversation_message m WHERE m.conversation_id = c.id),
         enquirer_read_id = CASE WHEN c.id % 2 = 0
           THEN (SELECT max(m.id) FROM conversation_message m WHERE m.conversation_id = c.id)
           ELSE (SELECT min(m.id) FROM conversation_message m WHERE m.conversation_id = c.id) END
       WHERE c.id = ANY($1::int[])`,
      [added.rows.map((r) => r.id)],
    );
    // Each side's unread count, as the app's own writes keep it (server/modules/enquiries/queries.ts recountUnread).
    await client.query(
      `UPDATE conversation c SET
         enquirer_unread = (SELECT count(*) FROM conversation_message m
           WHERE m.conversation_id = c.id AND m.id > c.enquirer_read_id AND m.sender_id <> c.enquirer_id AND m.deleted_at IS NULL),
         owner_unread = (SELECT count(*) FROM conversation_message m
           WHERE m.conversation_id = c.id AND m.id > c.owner_read_id AND m.sender_id <> c.owner_id AND m.deleted_at IS NULL)
       WHERE c.id = ANY($1::int[])`,
      [added.rows.map((r) => r.id)],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE conversation; ANALYZE conversation_message');
    const counts = await client.query(
      `SELECT count(*) AS total, count(*) FILTER (WHERE enquirer_id = $1 OR owner_id = $1) AS trader FROM conversation`,
      [traderId],
    );
    return { total: Number(counts.rows[0].total), trader: Number(counts.rows[0].trader) };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}

/** Signs the bench trader in at `signInPath` (the sign-in call's path); answers the session cookie the measured calls carry. */
export async function signInTrader(origin, signInPath) {
  const res = await fetch(origin + signInPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_TRADER),
  });
  const token = /cmsp_session=([^;]+)/.exec(res.headers.getSetCookie().join('; '))?.[1];
  if (res.status !== 200 || !token) throw new Error(`the bench trader could not sign in: ${res.status}`);
  return `cmsp_session=${token}`;
}
