import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder } from '#server/db/client.ts';

/** A migration as drizzle-kit's journal lists it; `when` is what drizzle records once it is applied. */
type Migration = { tag: string; when: number };

/** The shop's migrations, oldest first. */
export function knownMigrations(folder = migrationsFolder): Migration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: Migration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The last migration applied to `db`: drizzle keeps each one's journal time in its own table. */
export async function appliedSchemaVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ when: sql<string | null>`max(created_at)::text` })
    .from(sql`drizzle.__drizzle_migrations`);
  const when = Number(row?.when);
  const found = knownMigrations().find((m) => m.when === when);
  if (!found) throw new Error('the database has a migration this version of the shop does not know');
  return found.tag;
}
