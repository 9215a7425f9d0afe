import type {
  AuthResponse,
  LoginBody,
  ProfileUpdateBody,
  ProfileUpdateResponse,
  RegisterBody,
} from '@shop/contract/auth';
import { DEFAULT_LOCALE, type Locale } from '@shop/contract/locale';
import { VALIDATION_MESSAGES } from '@shop/contract/validation-messages';
import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '#server/db/client.ts';
import { profiles, refreshTokens, users } from '#server/db/schema.ts';
import type { UserRow } from '#server/http/current-user.ts';
import { AppError } from '#server/lib/app-error.ts';
import { isUniqueViolation } from '#server/lib/db-errors.ts';
import { recordConsent } from '#server/modules/marketing/consent.ts';
import { textsIn } from '#server/modules/messages/message-texts.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import { welcomeEmail } from '#server/modules/messages/templates/account-emails.ts';
import { LoginAttempts } from './login-attempts';
import { recordPasswordChange } from './password-changed';
import type { PasswordHasher } from './passwords';
import { type AccessTokens, hashToken, newRefreshToken, REFRESH_TOKEN_TTL_MS } from './tokens';
import { findUser, setUserLocale, toUserDto } from './users';

export type SignInLog = Pick<FastifyBaseLogger, 'error'>;

const INVALID_CREDENTIALS = VALIDATION_MESSAGES.invalidCredentials;

export class AuthService {
  private readonly attempts: LoginAttempts;

  constructor(
    private readonly db: Db,
    private readonly tokens: AccessTokens,
    private readonly passwords: PasswordHasher,
    private readonly log: SignInLog,
    /** Africa's Talking is set up: a password change is also told by SMS (docs/sessions.md). */
    private readonly smsEnabled: boolean,
  ) {
    this.attempts = new LoginAttempts(db);
  }

  /**
   * A taken username or e-mail is said, as sign-up must (there is no e-mail confirmation to hide
   * it behind), and is checked before the password is hashed: a refusal costs a single indexed
   * read. Sign-ups are limited per client (FORM_RATE_LIMIT), which bounds how fast anyone can ask.
   */
  async register(body: RegisterBody): Promise<AuthResponse> {
    await assertAvailable(this.db, body.username, body.email);
    const passwordHash = await this.passwords.hash(body.password);
    const user = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          username: body.username,
          email: body.email,
          passwordHash,
          locale: body.locale ?? DEFAULT_LOCALE,
        })
        .returning()
        .catch(rethrowDuplicate);
      await tx.insert(profiles).values({
        userId: created!.id,
        fullName: body.full_name,
        phone: body.phone,
        countryCode: body.country_code,
      });
      await recordConsent(
        tx,
        created!.id,
        { sms: body.marketing_sms, email: body.marketing_email },
        'signup',
        { onlyYes: true },
      );
      await queueMessage(tx, {
        channel: 'email',
        key: `welcome:${created!.id}`,
        kind: 'welcome',
        to: created!.email,
        ...welcomeEmail(textsIn(body.locale ?? DEFAULT_LOCALE), body.full_name, created!.username),
      });
      return (await findUser(tx, { id: created!.id }))!;
    });
    return this.issue(user);
  }

  /**
   * `client`: the caller's address key (see lib/client-ip.ts). `deviceUser`: the account this
   * browser's device cookie names, if any: that browser skips the per-account limit.
   */
  async login(body: LoginBody, client: string, deviceUser: number | null): Promise<AuthResponse> {
    const login = body.username.toLowerCase();
    const user = await findUser(this.db, { login });
    const account = user ? String(user.id) : login;
    let allowed: boolean;
    try {
      allowed = await this.attempts.begin(
        login,
        client,
        account,
        user !== undefined && deviceUser === user.id,
      );
    } catch (err) {
      // Without a count there is no limit, so the password gets no verdict: the same 401 whatever it is.
      this.log.error({ err }, 'sign-in attempt could not be counted');
      throw AppError.unauthenticated(INVALID_CREDENTIALS);
    }
    if (!allowed) {
      throw AppError.tooManyRequests(VALIDATION_MESSAGES.signInsLocked);
    }
    const valid = await this.passwords.verify(user?.passwordHash, body.password);
    if (!user || !valid || !user.isActive) throw AppError.unauthenticated(INVALID_CREDENTIALS);
    // Forgetting the count only leaves it higher than it should be, never lets a guess through.
    await this.attempts.succeeded(login, client, account).catch((err: unknown) => {
      this.log.error({ err }, 'sign-in attempt could not be given back');
    });
    return this.issue(user);
  }

  async logout(refresh: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, hashToken(refresh)), isNull(refreshTokens.revokedAt)));
  }

  /**
   * Rotation: the presented token is revoked in the same statement that checks it, so it works
   * once. A token that was already rotated away (or signed out) coming back means someone else
   * holds a copy of the session: every token of its family is revoked, the thief's and the owner's.
   *
   * The user row is locked first, as a password change locks it (docs/sessions.md): a change
   * cannot land between reading the token version and storing the next token, so no refresh
   * racing a change mints a session that outlives it. The change waits, then revokes the new
   * token too, or goes first and this refresh finds its token revoked.
   */
  async refresh(refresh: string): Promise<{ access: string; refresh: string }> {
    const tokenHash = hashToken(refresh);
    const outcome = await this.db.transaction(async (tx) => {
      const [presented] = await tx
        .select({ userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!presented) return 'invalid' as const;
      await tx.select({ id: users.id }).from(users).where(eq(users.id, presented.userId)).for('update');
      const [used] = await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, new Date()),
          ),
        )
        .returning({ familyId: refreshTokens.familyId });
      if (!used) return 'reused' as const;
      const user = await findUser(tx, { id: presented.userId });
      if (!user?.isActive) return 'invalid' as const;
      return this.issue(user, used.familyId, tx);
    });
    if (outcome === 'reused') {
      await this.db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            isNull(refreshTokens.revokedAt),
            inArray(
              refreshTokens.familyId,
              this.db
                .select({ familyId: refreshTokens.familyId })
                .from(refreshTokens)
                .where(and(eq(refreshTokens.tokenHash, tokenHash), isNotNull(refreshTokens.revokedAt))),
            ),
          ),
        );
    }
    if (typeof outcome === 'string')
      throw AppError.unauthenticated('The refresh token is invalid or expired.');
    return { access: outcome.access, refresh: outcome.refresh };
  }

  /**
   * A new password ends every session: stored refresh tokens are revoked and the token version
   * rises, so access tokens already handed out stop working too. This device gets a new session
   * in the answer; the change is audit-logged and told to the account's e-mail (and phone).
   */
  /** docs/i18n.md: the language the customer last read the shop in, for their messages. */
  async setLocale(userId: number, locale: Locale): Promise<void> {
    await setUserLocale(this.db, userId, locale);
  }

  async updateProfile(userId: number, body: ProfileUpdateBody): Promise<ProfileUpdateResponse> {
    const current = await findUser(this.db, { id: userId });
    if (!current) throw AppError.unauthenticated();
    let passwordHash: string | undefined;
    if (body.new_password) {
      if (!(await this.passwords.verify(current.passwordHash, body.current_password ?? ''))) {
        throw AppError.field('current_password', VALIDATION_MESSAGES.currentPasswordIncorrect);
      }
      await assertAvailable(this.db, body.username, body.email, userId);
      passwordHash = await this.passwords.hash(body.new_password);
    }
    const updated = await this.db.transaction(async (tx) => {
      await assertAvailable(tx, body.username, body.email, userId);
      // Only these columns: a user can never raise their own is_staff or is_superuser here.
      await tx
        .update(users)
        .set({
          username: body.username,
          email: body.email,
          ...(passwordHash ? { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, userId))
        .catch(rethrowDuplicate);
      const p = body.profile ?? {};
      const changes = {
        ...(p.full_name !== undefined && { fullName: p.full_name }),
        ...(p.phone !== undefined && { phone: p.phone }),
        ...(p.country_code !== undefined && { countryCode: p.country_code }),
        ...(p.address !== undefined && { address: p.address }),
      };
      await tx
        .insert(profiles)
        .values({ userId, ...changes })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: Object.keys(changes).length ? changes : { userId },
        });
      if (passwordHash) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
        await recordPasswordChange(tx, userId, 'profile', this.smsEnabled);
      }
      return (await findUser(tx, { id: userId }))!;
    });
    if (!passwordHash) return toUserDto(updated);
    const { access, refresh } = await this.issue(updated);
    return { ...toUserDto(updated), access, refresh };
  }

  /** A new session, or the next token of `familyId` when rotating one. */
  private async issue(user: UserRow, familyId?: string, db: Db | Tx = this.db): Promise<AuthResponse> {
    const refresh = newRefreshToken();
    await db.insert(refreshTokens).values({
      userId: user.id,
      tokenHash: hashToken(refresh),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
      ...(familyId ? { familyId } : {}),
    });
    return {
      access: this.tokens.sign({ userId: user.id, version: user.tokenVersion }),
      refresh,
      user: toUserDto(user),
    };
  }
}

async function assertAvailable(tx: Db | Tx, username: string, email: string, exceptUserId?: number) {
  const taken = await tx
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        or(
          eq(sql`lower(${users.username})`, username.toLowerCase()),
          eq(sql`lower(${users.email})`, email.toLowerCase()),
        ),
        exceptUserId === undefined ? undefined : sql`${users.id} <> ${exceptUserId}`,
      ),
    );
  const fields: Record<string, string[]> = {};
  if (taken.some((u) => u.username.toLowerCase() === username.toLowerCase())) {
    fields.username = [VALIDATION_MESSAGES.usernameTaken];
  }
  if (taken.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
    fields.email = [VALIDATION_MESSAGES.emailTaken];
  }
  const first = Object.values(fields)[0]?.[0];
  if (first) throw AppError.badRequest(first, fields);
}

/** Two sign-ups racing for one name both pass the check; the unique index settles it. */
function rethrowDuplicate(err: unknown): never {
  if (isUniqueViolation(err)) {
    throw AppError.badRequest(VALIDATION_MESSAGES.userTaken, {
      username: [VALIDATION_MESSAGES.userTaken],
    });
  }
  throw err;
}
