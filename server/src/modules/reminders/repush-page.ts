import { escapeHtml } from '#server/modules/messages/templates/layout.ts';

type State = 'confirm' | 'sent' | 'invalid' | 'refused';

const WORDS: Record<State, { en: string; sw: string }> = {
  confirm: {
    en: 'Send a new mobile money request to your phone?',
    sw: 'Tuma ombi jipya la malipo kwa simu yako?',
  },
  sent: {
    en: 'Sent: check your phone and approve the payment with your PIN.',
    sw: 'Imetumwa: angalia simu yako na uidhinishe malipo kwa PIN yako.',
  },
  invalid: {
    en: 'This link has expired or is not valid. Sign in to pay from your orders.',
    sw: 'Kiungo hiki kimepitwa na muda au si sahihi. Ingia ulipe kutoka kwenye oda zako.',
  },
  refused: {
    en: 'We could not send a new request:',
    sw: 'Hatukuweza kutuma ombi jipya:',
  },
};

/**
 * docs/reminders.md: what the push reminder's link opens. Opening it sends nothing (link
 * previews open links); its button does.
 */
export function repushPage(state: State, detail = ''): string {
  const w = WORDS[state];
  const form =
    state === 'confirm'
      ? '<form method="post"><button type="submit" style="font-size:18px;padding:12px 20px">Send / Tuma</button></form>'
      : '';
  const more = detail ? `<p>${escapeHtml(detail)}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Mobile money · Pesa kwa simu</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;color:#1f2937">
<p>${escapeHtml(w.en)}</p><p lang="sw">${escapeHtml(w.sw)}</p>${more}${form}
</body></html>`;
}
