/**
 * docs/catalogue.md: lower case, runs of anything but letters and digits become one hyphen, no
 * hyphen at either end.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
