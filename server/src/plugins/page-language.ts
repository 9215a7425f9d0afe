import { LOCALES, type Locale } from '@shop/contract/locale';
import { localeOfPath, pathInLocale } from '@shop/contract/locale-path';

/**
 * A page's HTML in the language of its address (docs/i18n.md): `<html lang>`, and the page's
 * address in every language as `hreflang` alternates, English standing for `x-default`. The
 * links are absolute on `publicUrl` when it is set, as search engines want them; else relative,
 * so a page never names the host a request claimed (docs/server-rendering.md).
 */
export function inPageLanguage(html: string, urlPath: string, publicUrl: string | undefined): string {
  const locale = localeOfPath(urlPath);
  const base = publicUrl?.replace(/\/+$/, '') ?? '';
  const href = (l: Locale) => base + escapeAttribute(pathInLocale(urlPath, l));
  const links = [
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${href(l)}">`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}">`,
  ].join('');
  return html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`).replace('<head>', `<head>${links}`);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
