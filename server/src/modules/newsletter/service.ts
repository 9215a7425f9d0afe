import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

export class NewsletterService {
  constructor(private readonly db: Db) {}

  /** True when the address is new; a repeat (in any letter case) keeps the one row. */
  async subscribe(email: string): Promise<boolean> {
    // The unique index on lower(email) settles repeats, also two at once.
    const inserted = await this.db
      .insert(newsletterSubscriptions)
      .values({ email: email.toLowerCase() })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    return inserted.length > 0;
  }
}
