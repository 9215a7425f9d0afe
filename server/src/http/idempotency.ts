import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@shop/contract/errors';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKey } from '@shop/contract/idempotency';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema.ts';
import { AppError } from '#server/lib/app-error.ts';
import { userOf } from './current-user';

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/** docs/idempotency.md: how long a key answers as the first time. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * A claim made before the work (a payment start, which calls a provider outside any transaction)
 * whose process died before answering: another request may take the key after this long, longer
 * than the providers' own time limits (CLICKPESA_TIMEOUT_MS and SELCOM_TIMEOUT_MS, 15 s).
 */
const ABANDONED_CLAIM_SECONDS = 60;

/** The routes' headers schema: other headers pass untouched (the guard has read them already). */
export const IdempotencyHeaders = z.looseObject({ [HEADER]: IdempotencyKey.optional() });

type KeyRow = { userId: number; route: string; key: string; requestHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds, once it may do the work (docs/idempotency.md). */
    idempotency?: KeyRow & { settled: boolean };
  }
}

/** Another request holds the key: it was found inside the work's transaction, which rolls back. */
class KeyTaken extends Error {}

/** What a service calls inside the transaction that does the work, so both commit or neither. */
export type KeyInTransaction = {
  /** First thing in the transaction: waits for a concurrent holder of the key, then gives up to it. */
  claim(tx: Tx): Promise<void>;
  /** Last thing in it: the answer that a repeat gets. */
  settle(tx: Tx, body: unknown): Promise<void>;
};

function hashOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

const whereKey = (row: KeyRow) =>
  and(
    eq(idempotencyKeys.userId, row.userId),
    eq(idempotencyKeys.route, row.route),
    eq(idempotencyKeys.key, row.key),
  );

/**
 * Inserts the key, or takes over one that expired or whose claim was abandoned; false when
 * another request holds it. On PostgreSQL an insert waits for a concurrent transaction that
 * inserted the same key, so two processes never both do the work.
 */
async function claim(db: Db | Tx, row: KeyRow): Promise<boolean> {
  const expiresAt = sql`now() + make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;
  const fresh = {
    requestHash: row.requestHash,
    status: null,
    response: null,
    createdAt: sql`now()`,
    expiresAt,
  };
  const taken = await db
    .insert(idempotencyKeys)
    .values({ ...row, expiresAt })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.route, idempotencyKeys.key],
      set: fresh,
      setWhere: sql`${idempotencyKeys.expiresAt} <= now() or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ABANDONED_CLAIM_SECONDS}))`,
    })
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

const inProgress = () =>
  new AppError(
    409,
    ERROR_CODES.idempotencyKeyInProgress,
    'A request with this Idempotency-Key is still being processed.',
  );

/** Answers as the key's first request did, refuses another request, or says it is still running. */
async function answerHeld(db: Db, row: KeyRow, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const [held] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(whereKey(row), sql`${idempotencyKeys.expiresAt} > now()`));
  if (!held) return undefined;
  if (held.requestHash !== row.requestHash) {
    throw new AppError(
      422,
      ERROR_CODES.idempotencyKeyReused,
      'This Idempotency-Key was already used with another request.',
    );
  }
  if (held.status === null || held.response === null) {
    reply.header('retry-after', '1');
    throw inProgress();
  }
  return reply
    .status(held.status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('idempotent-replayed', 'true')
    .send(held.response);
}

/**
 * docs/idempotency.md: the hooks a route that places an order or starts a payment spreads into
 * its options. `claimFirst`: the key is claimed before the handler and settled by its answer
 * (the work calls a provider, outside a transaction); otherwise the handler runs through
 * `answer`, whose work claims and settles the key in its own transaction.
 */
export function idempotentRoute(db: Db, { claimFirst }: { claimFirst: boolean }) {
  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = request.headers[HEADER];
    if (typeof key !== 'string') return;
    const row: KeyRow = {
      userId: userOf(request).id,
      route: `${request.method} ${request.routeOptions.url}`,
      key,
      requestHash: hashOf(request.body),
    };
    // The 24 hours' sweep: on the expiry index, nothing to read while no key has expired.
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, sql`now()`));
    if (claimFirst && !(await claim(db, row))) {
      const answered = await answerHeld(db, row, reply);
      if (answered) return answered;
      // Expired between the claim and the read: a rare race, answered as busy.
      throw inProgress();
    }
    if (!claimFirst) {
      const answered = await answerHeld(db, row, reply);
      if (answered) return answered;
    }
    request.idempotency = { ...row, settled: false };
  };

  // Only a success is kept: a refusal or a failure frees the key, so the same key can try again.
  const onSend: onSendHookHandler = async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held || held.settled || !claimFirst) return payload;
    held.settled = true;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
      await db
        .update(idempotencyKeys)
        .set({ status: reply.statusCode, response: payload })
        .where(whereKey(held));
    } else {
      await db.delete(idempotencyKeys).where(and(whereKey(held), sql`${idempotencyKeys.status} is null`));
    }
    return payload;
  };

  /** Runs the work with the key to claim in its transaction; a concurrent holder's answer is replayed. */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    work: (key: KeyInTransaction | undefined) => Promise<unknown>,
  ): Promise<FastifyReply> => {
    const held = request.idempotency;
    const key: KeyInTransaction | undefined = held && {
      claim: async (tx) => {
        if (!(await claim(tx, held))) throw new KeyTaken();
      },
      settle: async (tx, body) => {
        await tx
          .update(idempotencyKeys)
          .set({ status, response: JSON.stringify(body) })
          .where(whereKey(held));
      },
    };
    try {
      return reply.status(status).send(await work(key));
    } catch (error) {
      if (!(error instanceof KeyTaken) || !held) throw error;
      const answered = await answerHeld(db, held, reply);
      if (answered) return answered;
      throw inProgress();
    }
  };

  return { preHandler, onSend, answer };
}
