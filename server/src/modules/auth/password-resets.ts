import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { pathInLocale } from '@shop/contract/locale-path';
import {
  PASSWORD_RESET_CODE_INVALID,
  PASSWORD_RESET_CODE_LENGTH,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_MINUTES,
  type PasswordResetConfirmBody,
} from '@shop/contract/password-reset';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { recordAudit } from '#server/db/audit.ts';
import type { Db, Tx } from '#server/db/client.ts';
import { passwordResets, refreshTokens, users } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { textsIn } from '#server/modules/messages/message-texts.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import { localeOfUser, smsNumberOf } from '#server/modules/messages/recipients.ts';
import { passwordResetEmail, passwordResetSms } from '#server/modules/messages/templates/password-reset.ts';
import { recordPasswordChange } from './password-changed';
import type { PasswordHasher } from './passwords';
import { hashToken } from './tokens';
import { findUser } from './users';

/** Requests per address per hour beyond which nothing more is sent (the answer stays the same). */
const RESETS_PER_HOUR = 5;
/** Codes one reset takes, right or wrong, before its code stops working (its link still does). */
const CODE_ATTEMPTS = 5;

/**
 * A single-use reset of the account's password, valid PASSWORD_RESET_MINUTES, opened with `token`
 * (its link's) and maybe a code: the forgotten password's, and a phone customer's first password
 * (docs/phone-orders.md).
 */
export async function openReset(
  tx: Tx,
  userId: number,
  token: string,
  code: string | null = null,
): Promise<{ id: number }> {
  const [reset] = await tx
    .insert(passwordResets)
    .values({
      userId,
      tokenHash: hashToken(token),
      codeHash: code ? hashToken(code) : null,
      expiresAt: sql`now() + make_interval(mins => ${PASSWORD_RESET_MINUTES})`,
    })
    .returning({ id: passwordResets.id });
  return reset!;
}

/** docs/messages.md, "Forgot password". */
export class PasswordResets {
  constructor(
    private readonly db: Db,
    private readonly passwords: PasswordHasher,
    private readonly smsEnabled: boolean,
  ) {}

  /**
   * Queues the link (and maybe a code) for an existing active account; silent otherwise.
   * `linkBaseUrl`: the configured address (docs/messages.md, "Links in messages"), never the
   * request's Host, which whoever asks for a reset can write.
   */
  async request(address: string, linkBaseUrl: string): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    const code = String(randomInt(10 ** PASSWORD_RESET_CODE_LENGTH)).padStart(
      PASSWORD_RESET_CODE_LENGTH,
      '0',
    );
    // An e-mail address (the contract requires one) finds its account by e-mail, never by username.
    const user = await findUser(this.db, { login: address });
    if (!user?.isActive) return;
    const phone =
      this.smsEnabled && user.profile ? smsNumberOf(user.profile.phone, user.profile.countryCode) : null;
    await this.db.transaction(async (tx) => {
      // One request at a time per account, so the hourly count below cannot be raced past.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [recent] = await tx
        .select({ n: count() })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.userId, user.id),
            gt(passwordResets.createdAt, sql`now() - interval '1 hour'`),
          ),
        );
      if ((recent?.n ?? 0) >= RESETS_PER_HOUR) return;
      const reset = await openReset(tx, user.id, token, phone ? code : null);
      await recordAudit(tx, { id: user.id, username: user.username }, 'password.reset_requested', {
        type: 'user',
        id: user.id,
      });
      const texts = textsIn(await localeOfUser(tx, user.id));
      // The reset screen in the customer's language, as the e-mail is.
      const link = `${linkBaseUrl}${pathInLocale('/reset-password', texts.locale)}?token=${token}`;
      const name = user.profile?.fullName || user.username;
      await queueMessage(tx, {
        channel: 'email',
        key: `password-reset:${reset.id}`,
        kind: 'password_reset',
        to: user.email,
        ...passwordResetEmail(texts, name, link, Boolean(phone)),
      });
      if (phone) {
        await queueMessage(tx, {
          channel: 'sms',
          key: `password-reset:${reset.id}:sms`,
          kind: 'password_reset',
          to: phone,
          text: passwordResetSms(texts, code),
        });
      }
    });
  }

  /** Sets the new password and signs the account out everywhere; the reset is used up. */
  async confirm(body: PasswordResetConfirmBody): Promise<void> {
    const reset = 'token' in body ? await this.byToken(body.token) : await this.byCode(body.email, body.code);
    const passwordHash = await this.passwords.hash(body.password);
    await this.db.transaction(async (tx) => {
      // Used once: of two requests with one link, only the first finds it unused.
      const [claimed] = await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResets.id, reset.id),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!claimed)
        throw AppError.badRequest(
          'token' in body ? PASSWORD_RESET_LINK_INVALID : PASSWORD_RESET_CODE_INVALID,
        );
      await closeOpenResets(tx, claimed.userId);
      await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, claimed.userId));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userId, claimed.userId), isNull(refreshTokens.revokedAt)));
      await recordPasswordChange(tx, claimed.userId, 'reset', this.smsEnabled);
    });
  }

  private async byToken(token: string) {
    const [reset] = await this.db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      );
    if (!reset) throw AppError.badRequest(PASSWORD_RESET_LINK_INVALID);
    return reset;
  }

  /**
   * The account's newest open reset with a code. Each try is counted in the same statement that
   * checks the count, so parallel guesses queue on the row and only the first CODE_ATTEMPTS get
   * compared; a wrong one is audit-logged against the account.
   */
  private async byCode(address: string, code: string) {
    const user = await findUser(this.db, { login: address });
    if (!user) throw AppError.badRequest(PASSWORD_RESET_CODE_INVALID);
    const newest = this.db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, user.id),
          isNotNull(passwordResets.codeHash),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(passwordResets.createdAt))
      .limit(1);
    const [reset] = await this.db
      .update(passwordResets)
      .set({ codeAttempts: sql`${passwordResets.codeAttempts} + 1` })
      .where(and(inArray(passwordResets.id, newest), lt(passwordResets.codeAttempts, CODE_ATTEMPTS)))
      .returning({
        id: passwordResets.id,
        codeHash: passwordResets.codeHash,
        attempts: passwordResets.codeAttempts,
      });
    if (!reset) throw AppError.badRequest(PASSWORD_RESET_CODE_INVALID);
    if (!timingSafeEqual(Buffer.from(hashToken(code)), Buffer.from(reset.codeHash!))) {
      await recordAudit(
        this.db,
        { id: user.id, username: user.username },
        'password.reset_failed',
        {
          type: 'user',
          id: user.id,
        },
        { by: 'code', attempt: reset.attempts },
      );
      throw AppError.badRequest(PASSWORD_RESET_CODE_INVALID);
    }
    return reset;
  }
}

/** Every other open reset of the account stops working with the new password. */
async function closeOpenResets(tx: Tx, userId: number) {
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
