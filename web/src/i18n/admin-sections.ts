// The admin dashboard's sections (docs/i18n.md, "The admin dashboard"), listed in a chunk of their
// own: their names would otherwise ride in the core chunk of every public first visit.
import type { Messages } from '@lingui/core';
import type { Locale } from '@shop/contract/locale';

const CATALOGS = import.meta.glob<{ default: Messages }>('./catalogs/admin*/*.json');

/** An admin section's texts in `locale`, its English while it has no translation. */
export function loadAdminSection(section: string, locale: Locale): Promise<{ default: Messages }> {
  const load = CATALOGS[`./catalogs/${section}/${locale}.json`] ?? CATALOGS[`./catalogs/${section}/en.json`];
  if (!load) throw new Error(`no catalog ${locale}/${section}`);
  return load();
}
