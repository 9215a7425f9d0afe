import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { runPeriodically } from '../../lib/periodic-pass';
import { releaseExpiredHolds } from './tour-capacity';

/**
 * docs/stock.md, docs/seats-and-holds.md: every `seconds`, expired holds of unpaid orders are
 * released, so their units and seats show as available again without anyone listing orders.
 * Several API processes may sweep at once: each skips the orders another is releasing.
 */
export function sweepHoldsInBackground(app: FastifyInstance, db: Db, seconds: number): void {
  runPeriodically(app, seconds, 'expired hold sweep', () => releaseExpiredHolds(db));
}
