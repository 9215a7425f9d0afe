import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { loginAttempts } from '#server/db/schema.ts';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Attempts on one username from one client: the guessing limit that cannot lock others out. */
export const MAX_FAILURES_PER_USERNAME = 5;
/** All attempts from one client, whatever the usernames: bounds spraying one password over many accounts. */
export const MAX_FAILURES_PER_IP = 20;
/**
 * Attempts on one account from every browser without its device cookie: bounds guesses spread
 * over many addresses (a botnet, forged X-Forwarded-For). The owner's own browser is not counted
 * here, so this limit cannot lock them out.
 */
export const MAX_FAILURES_PER_ACCOUNT = 10;

/**
 * Sign-in attempts are counted when they start, before the password is checked, in one upsert
 * that returns the new counts: of many parallel guesses only the first few get a verdict. A
 * successful sign-in gives its attempt back.
 *
 * Counting per (username, client) rather than per username alone means an attacker guessing the
 * admin's password locks out only themselves; the per-client bound stops them from spreading
 * guesses over many usernames; the per-account bound, which browsers holding the account's device
 * cookie skip (docs/sessions.md), stops them from spreading guesses over many clients.
 */
export class LoginAttempts {
  constructor(private readonly db: Db) {}

  /**
   * Counts one attempt; false when this client has used up its attempts for the window, or, from
   * a browser without the account's device cookie (`trusted` false), when the account has.
   * `account`: the account's id when it exists, else the login typed.
   */
  async begin(username: string, client: string, account: string, trusted: boolean): Promise<boolean> {
    const window = sql`make_interval(secs => ${LOGIN_FAILURE_WINDOW_MS / 1000}::double precision)`;
    const expired = sql`${loginAttempts.windowStartedAt} + ${window} <= now()`;
    const keys = keysOf(username, client, account);
    const counted = trusted ? [keys.user, keys.client] : [keys.user, keys.client, keys.account];
    const rows = await this.db
      .insert(loginAttempts)
      .values(counted.map((key) => ({ key, windowStartedAt: sql`now()`, attempts: 1 })))
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
    return (
      count(keys.user) <= MAX_FAILURES_PER_USERNAME &&
      count(keys.client) <= MAX_FAILURES_PER_IP &&
      (trusted || count(keys.account) <= MAX_FAILURES_PER_ACCOUNT)
    );
  }

  /**
   * The right password: this username's count from this client starts again, and the attempt is
   * given back to the client and the account.
   */
  async succeeded(username: string, client: string, account: string): Promise<void> {
    const keys = keysOf(username, client, account);
    await this.db.delete(loginAttempts).where(eq(loginAttempts.key, keys.user));
    await this.db
      .update(loginAttempts)
      .set({ attempts: sql`greatest(${loginAttempts.attempts} - 1, 0)` })
      .where(inArray(loginAttempts.key, [keys.client, keys.account]));
  }
}

function keysOf(username: string, client: string, account: string) {
  return {
    user: `user ${client} ${username}`.slice(0, 255),
    client: `client ${client}`,
    account: `account ${account}`.slice(0, 255),
  };
}
