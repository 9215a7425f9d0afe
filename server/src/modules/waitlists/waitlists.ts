import type { Demand } from '@shop/contract/waitlists';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sqlRows } from '#server/db/sql-rows.ts';
import { offerReturnedStock } from './stock-requests';
import { offerFreedSeats } from './tour-waitlist';

/**
 * docs/back-in-stock.md: the pass (every ALERT_CHECK_SECONDS, in every process) that tells the
 * first in line when stock or seats come back, and moves on past offers that ran out.
 */
export class WaitlistsService {
  constructor(
    private readonly db: Db,
    private readonly links: { baseUrl: string | undefined },
  ) {}

  async runDue(now = new Date()): Promise<void> {
    await offerReturnedStock(this.db, this.links, now);
    await offerFreedSeats(this.db, this.links, now);
  }

  /** The admin's view of demand: per product and per departure, most waited for first. */
  async demand(): Promise<Demand> {
    const products = await sqlRows<Demand['products'][number]>(
      this.db,
      sql`select r.brand, r.product_id as product, p.name,
          count(*) filter (where r.status = 'waiting')::int as waiting,
          count(*) filter (where r.status = 'offered')::int as offered,
          count(*) filter (where r.status = 'bought')::int as bought
        from stock_requests r join products p on p.brand = r.brand and p.id = r.product_id
        group by r.brand, r.product_id, p.name
        order by waiting desc, r.brand, r.product_id limit 200`,
    );
    const departures = await sqlRows<Demand['departures'][number]>(
      this.db,
      sql`select w.tour_id as tour, t.title, w.tour_date::text as tour_date,
          count(*) filter (where w.status = 'waiting')::int as waiting,
          coalesce(sum(w.travellers) filter (where w.status = 'waiting'), 0)::int as travellers_waiting,
          count(*) filter (where w.status = 'offered')::int as offered,
          count(*) filter (where w.status = 'bought')::int as bought
        from tour_waitlist w join tours t on t.id = w.tour_id
        group by w.tour_id, t.title, w.tour_date
        order by travellers_waiting desc, w.tour_date, w.tour_id limit 200`,
    );
    return { products, departures };
  }
}
