import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The catalogs of src/i18n/catalogs/ and of its sections' folders, one JSON file per language (docs/i18n.md). */
const CATALOG = /[\\/]src[\\/]i18n[\\/]catalogs[\\/](?:[a-z-]+[\\/])?[a-z]{2}\.json$/;

/**
 * Compiles each catalog's ICU messages when it is bundled, so the browser gets Lingui's compiled
 * form and no message parser (docs/decisions/0011-lingui-for-the-shop-texts.md). The output is
 * JSON still: Vite's JSON plugin then makes it a module, one chunk per language.
 */
export function linguiCatalogs(): Plugin {
  return {
    name: 'lingui-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
