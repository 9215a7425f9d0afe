/**
 * docs/catalogue.md category slug: lower case, each run of other characters becomes one hyphen,
 * hyphens trimmed from both ends. Accents are dropped first so "Café" gives "cafe", not "caf".
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
