// `npm run restore -- <archive> [--force]`: docs/backups.md, "Restoring". Into DATABASE_URL when
// set, else DATA_DIR's embedded database; the images into DATA_DIR/uploads.
import path from 'node:path';
import { restoreArchive } from '#server/backups/restore.ts';
import { loadConfig } from '#server/config.ts';

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1) {
    console.error('Usage: npm run restore -- <archive.tar.gz> [--force]');
    process.exit(2);
  }
  const config = loadConfig();
  const { manifest, target, replaced } = await restoreArchive(path.resolve(files[0]!), config, { force });
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.database}, schema ${manifest.schemaVersion}) into ${target}, migrated to this version of the shop.`,
  );
  for (const old of replaced)
    console.log(`  What was there before is kept in ${old}; delete it when you are sure.`);
}

main().catch((err) => {
  console.error(`Nothing was restored: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
