/**
 * docs/seo.md: structured data for search engines, as JSON-LD. A data block is not a script the
 * browser runs, so the Content-Security-Policy lets it be; `<` is escaped so no text of the
 * catalogue can close the element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped, never run.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
