import type { DehydratedState } from '@tanstack/react-query';
import type { PageTexts } from '#web/i18n/i18n.ts';

/**
 * The data a server-rendered page was drawn with, handed to the browser in a JSON script
 * element: the page's policy allows no inline script (server/src/plugins/security.ts), and a
 * data block is not one.
 */
export const PAGE_STATE_ID = 'page-state';

export type PageState = { queries: DehydratedState; texts?: PageTexts };

/** The element, with `<` escaped so no value can close it early. */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${PAGE_STATE_ID}" type="application/json">${json}</script>`;
}

/** The state of a server-rendered page; null when the page came as the empty shell. */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}
