import type { Db } from '#server/db/client.ts';
import { newsletterSubscriptions } from '#server/db/schema.ts';

export class NewsletterService {
  constructor(private readonly db: Db) {}

  /** Adds the address; a repeat (in any letter case) keeps the one row. */
  async subscribe(email: string): Promise<void> {
    // The unique index on lower(email) settles repeats, also two at once.
    await this.db
      .insert(newsletterSubscriptions)
      .values({ email: email.toLowerCase() })
      .onConflictDoNothing();
  }
}
