import { escapeHtml } from '#server/modules/messages/templates/layout.ts';

/** The page's one form posts to this same address only, and nothing may frame it. */
export const PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

type State = 'confirm' | 'done' | 'invalid';

const WORDS: Record<State, { en: string; sw: string }> = {
  confirm: {
    en: 'Stop the marketing e-mails to this address?',
    sw: 'Kusitisha barua pepe za matangazo kwa anwani hii?',
  },
  done: {
    en: 'Done: this address gets no more marketing e-mails. Messages about your orders still come.',
    sw: 'Imekamilika: anwani hii haitapokea tena barua pepe za matangazo. Ujumbe kuhusu oda zako utaendelea kuja.',
  },
  invalid: {
    en: 'This link is not valid. Sign in and change your choices in your profile.',
    sw: 'Kiungo hiki si sahihi. Ingia na ubadilishe chaguo zako kwenye wasifu wako.',
  },
};

/**
 * docs/marketing-consent.md: what the unsubscribe link opens. Opening it changes nothing (mail
 * scanners open links); its button, or a mail client's one-click POST, unsubscribes.
 */
export function unsubscribePage(state: State, address: string | null): string {
  const w = WORDS[state];
  const who = address ? `<p><strong>${escapeHtml(address)}</strong></p>` : '';
  const form =
    state === 'confirm'
      ? '<form method="post"><button type="submit" style="font-size:18px;padding:12px 20px">Unsubscribe / Jiondoe</button></form>'
      : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Unsubscribe · Jiondoe</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1f2937">
<p>${escapeHtml(w.en)}</p><p lang="sw">${escapeHtml(w.sw)}</p>${who}${form}
</body></html>`;
}
