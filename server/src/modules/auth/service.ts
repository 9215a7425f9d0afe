import type { AuthResponse, LoginBody, ProfileUpdateBody, RegisterBody, User } from '@shop/contract/auth';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loginFailures, profiles, refreshTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { PasswordHasher } from './passwords';
import { type AccessTokens, hashToken, newRefreshToken, REFRESH_TOKEN_TTL_MS } from './tokens';
import { findUser, toUserDto, type UserRow } from './users';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: AccessTokens,
    private readonly passwords: PasswordHasher,
  ) {}

  async register(body: RegisterBody): Promise<AuthResponse> {
    const passwordHash = await this.passwords.hash(body.password);
    const user = await this.db.transaction(async (tx) => {
      await assertAvailable(tx, body.username, body.email);
      const [created] = await tx
        .insert(users)
        .values({ username: body.username, email: body.email, passwordHash })
        .returning()
        .catch(rethrowDuplicate);
      await tx.insert(profiles).values({
        userId: created!.id,
        fullName: body.full_name,
        phone: body.phone,
        countryCode: body.country_code,
      });
      return (await findUser(tx, { id: created!.id }))!;
    });
    return this.issue(user);
  }

  async login(body: LoginBody, ip: string): Promise<AuthResponse> {
    const login = body.username.toLowerCase();
    await this.assertNotLockedOut(login, ip);
    const user = await findUser(this.db, { login });
    const valid = await this.passwords.verify(user?.passwordHash, body.password);
    if (!user || !valid || !user.isActive) {
      await this.db.insert(loginFailures).values({ username: login, ip });
      throw AppError.unauthenticated('Invalid username or password.');
    }
    await this.db.delete(loginFailures).where(eq(loginFailures.username, login));
    return this.issue(user);
  }

  async logout(refresh: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, hashToken(refresh)), isNull(refreshTokens.revokedAt)));
  }

  /** Rotation: the presented token is revoked in the same statement that checks it, so it works once. */
  async refresh(refresh: string): Promise<{ access: string; refresh: string }> {
    const [used] = await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.tokenHash, hashToken(refresh)),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: refreshTokens.userId });
    const user = used && (await findUser(this.db, { id: used.userId }));
    if (!user?.isActive) throw AppError.unauthenticated('The refresh token is invalid or expired.');
    const { access, refresh: next } = await this.issue(user);
    return { access, refresh: next };
  }

  async updateProfile(userId: number, body: ProfileUpdateBody): Promise<User> {
    const current = await findUser(this.db, { id: userId });
    if (!current) throw AppError.unauthenticated();
    let passwordHash: string | undefined;
    if (body.new_password) {
      if (!(await this.passwords.verify(current.passwordHash, body.current_password ?? ''))) {
        throw AppError.field('current_password', 'Current password is incorrect');
      }
      passwordHash = await this.passwords.hash(body.new_password);
    }
    return this.db.transaction(async (tx) => {
      await assertAvailable(tx, body.username, body.email, userId);
      // Only these columns: a user can never raise their own is_staff or is_superuser here.
      await tx
        .update(users)
        .set({ username: body.username, email: body.email, ...(passwordHash ? { passwordHash } : {}) })
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
        // A new password signs out every other session.
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
      }
      return toUserDto((await findUser(tx, { id: userId }))!);
    });
  }

  private async issue(user: UserRow): Promise<AuthResponse> {
    const refresh = newRefreshToken();
    await this.db.insert(refreshTokens).values({
      userId: user.id,
      tokenHash: hashToken(refresh),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    return { access: this.tokens.sign(user.id), refresh, user: toUserDto(user) };
  }

  private async assertNotLockedOut(username: string, ip: string) {
    const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
    const [counts] = await this.db
      .select({
        byUsername: sql<number>`count(*) filter (where ${loginFailures.username} = ${username})`.mapWith(
          Number,
        ),
        byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
      })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.createdAt, since),
          or(eq(loginFailures.username, username), eq(loginFailures.ip, ip)),
        ),
      );
    if (
      (counts?.byUsername ?? 0) >= MAX_FAILURES_PER_USERNAME ||
      (counts?.byIp ?? 0) >= MAX_FAILURES_PER_IP
    ) {
      throw new AppError(
        429,
        'rate_limited',
        'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      );
    }
  }
}

async function assertAvailable(tx: Tx, username: string, email: string, exceptUserId?: number) {
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
    fields.username = ['A user with that username already exists.'];
  }
  if (taken.some((u) => u.email.toLowerCase() === email.toLowerCase())) {
    fields.email = ['A user with that email already exists.'];
  }
  const first = Object.values(fields)[0]?.[0];
  if (first) throw AppError.badRequest(first, fields);
}

/** Two sign-ups racing for one name both pass the check; the unique index settles it. */
function rethrowDuplicate(err: unknown): never {
  if (isUniqueViolation(err)) {
    throw AppError.badRequest('A user with that username or email already exists.', {
      username: ['A user with that username or email already exists.'],
    });
  }
  throw err;
}
