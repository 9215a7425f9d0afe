/** Serials as an admin types or scans them: separated by commas, spaces or new lines. */
export function typedSerials(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}
