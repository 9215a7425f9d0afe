/** A LIKE pattern matching `text` anywhere, with the wildcards a visitor types taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
