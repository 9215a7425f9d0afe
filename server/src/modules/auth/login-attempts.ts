import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginAttempts } from '../../db/schema';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Attempts on one username from one client: the guessing limit that cannot lock others out. */
export const MAX_FAILURES_PER_USERNAME = 5;
/** All attempts from one client, whatever the usernames: bounds spraying one password over many accounts. */
export const MAX_FAILURES_PER_IP = 20;

/**
 * Sign-in attempts are counted when they start, before the password is checked, in one upsert
 * that returns the new counts: of many parallel guesses only the first few get a verdict. A
 * successful sign-in gives its attempt back.
 *
 * Counting per (username, client) rather than per username alone means an attacker guessing the
 * admin's password locks out only themselves; the per-client bound stops them from spreading
 * guesses over many usernames.
 */
export class LoginAttempts {
  constructor(private readonly db: Db) {}

  /** Counts one attempt; false when this client has used up its attempts for the window. */
  async begin(username: string, client: string): Promise<boolean> {
    const window = sql`make_interval(secs => ${LOGIN_FAILURE_WINDOW_MS / 1000}::double precision)`;
    const expired = sql`${loginAttempts.windowStartedAt} + ${window} <= now()`;
    const keys = keysOf(username, client);
    const rows = await this.db
      .insert(loginAttempts)
      .values([
        { key: keys.user, windowStartedAt: sql`now()`, attempts: 1 },
        { key: keys.client, windowStartedAt: sql`now()`, attempts: 1 },
      ])
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          attempts: sql`case when ${expired} then 1 else ${loginAttempts.attempts} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${loginAttempts.windowStartedAt} end`,
        },
      })
      .returning({ key: loginAttempts.key, attempts: loginAttempts.attempts });
    const count = (key: string) => rows.find((r) => r.key === key)?.attempts ?? Number.POSITIVE_INFINITY;
    if (rows.some((r) => r.attempts === 1)) {
      // A new window is the moment to forget counters whose windows have long passed.
      await this.db
        .delete(loginAttempts)
        .where(lt(loginAttempts.windowStartedAt, new Date(Date.now() - 2 * LOGIN_FAILURE_WINDOW_MS)));
    }
    return count(keys.user) <= MAX_FAILURES_PER_USERNAME && count(keys.client) <= MAX_FAILURES_PER_IP;
  }

  /** The right password: this username's count from this client starts again, and the attempt is given back. */
  async succeeded(username: string, client: string): Promise<void> {
    const keys = keysOf(username, client);
    await this.db.delete(loginAttempts).where(eq(loginAttempts.key, keys.user));
    await this.db
      .update(loginAttempts)
      .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
      .where(eq(loginAttempts.key, keys.client));
  }
}

function keysOf(username: string, client: string) {
  return { user: `user ${client} ${username}`.slice(0, 255), client: `client ${client}` };
}
