import { BRAND_CONTACTS } from '@shop/contract/brand-contacts';
import type { BusinessType } from '@shop/contract/common';
import type { Locale } from '@shop/contract/locale';
import { linkPart, RECEIPT_LINK_MARK, SHOP_URL_MARK } from '#server/modules/messages/outbox.ts';

/** The brand an e-mail speaks for; `shop` for account messages that concern both. */
export type MessageBrand = BusinessType | 'shop';

/** docs/messages.md: each brand's look in mail clients (inline styles only; web/src/styles.css). */
const LOOKS: Record<MessageBrand, { name: string; header: string; accent: string; background: string }> = {
  igsum: { name: 'IGSUM Tours & Safaris', header: '#6e3e0b', accent: '#c2410c', background: '#fbf5e9' },
  fursa: { name: 'FURSA Laptops', header: '#0d2f6b', accent: '#0e7490', background: '#f1f5f9' },
  shop: { name: 'IGSUM & FURSA', header: '#3d5a1f', accent: '#123f8c', background: '#f8fafc' },
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text anyone may have typed (names, notes, messages) made safe to place in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A part of an e-mail, written once for both the HTML and the plain-text part. */
export type Block =
  | { paragraph: string }
  /** Label/value rows, such as an order's lines or its total. */
  | { rows: [label: string, value: string][]; strong?: boolean }
  | { link: string; label: string }
  /** Text kept as typed, line breaks included (a customer's message, an admin's reply). */
  | { quote: string };

export type Email = { subject: string; text: string; html: string };

/** An e-mail in the brand's look and the reader's language, ending with its contact details. */
export function email(
  brand: MessageBrand,
  subject: string,
  heading: string,
  blocks: Block[],
  locale: Locale = 'en',
): Email {
  const look = LOOKS[brand];
  const contacts = brand === 'shop' ? Object.values(BRAND_CONTACTS) : [BRAND_CONTACTS[brand]];
  const footerText = contacts.map((c) => `${c.office} · ${c.phone} · ${c.email}`).join('\n');
  const text = [heading, '', ...blocks.map(blockText), '--', look.name, footerText].join('\n');
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${look.background};font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:${look.background}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${look.header};color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(look.name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;color:${look.header}">${escapeHtml(heading)}</h1>
${blocks.map((b) => blockHtml(b, look.accent)).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;background:#f3f4f6;font-size:12px;color:#4b5563">${contacts
    .map(
      (c) =>
        `${escapeHtml(c.office)}<br>${escapeHtml(c.phone)} · <a href="mailto:${c.email}" style="color:${look.accent}">${c.email}</a>`,
    )
    .join('<br><br>')}</td></tr>
</table></td></tr></table>
</body></html>
`;
  return { subject, text, html };
}

function blockText(block: Block): string {
  if ('paragraph' in block) return `${block.paragraph}\n`;
  if ('rows' in block) return `${block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n`;
  if ('link' in block) return linked(block.link, `${block.label}: ${block.link}\n`);
  return `${block.quote
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')}\n`;
}

function blockHtml(block: Block, accent: string): string {
  if ('paragraph' in block)
    return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.paragraph)}</p>`;
  if ('rows' in block) {
    const weight = block.strong ? 'font-weight:bold;' : '';
    const rows = block.rows
      .map(
        ([label, value]) =>
          `<tr><td style="padding:6px 0;border-bottom:1px solid #e5e7eb;${weight}">${escapeHtml(label)}</td><td align="right" style="padding:6px 0 6px 12px;border-bottom:1px solid #e5e7eb;${weight}">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 16px;font-size:14px">${rows}</table>`;
  }
  if ('link' in block) {
    return linked(
      block.link,
      `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="display:inline-block;background:${accent};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(block.label)}</a></p>`,
    );
  }
  return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid ${accent};background:#f9fafb;white-space:pre-wrap">${escapeHtml(block.quote)}</blockquote>`;
}

/** A link filled in when sent (a receipt's, a voucher's): its block is left out when sent without it. */
const linked = (link: string, rendered: string) =>
  link.includes(RECEIPT_LINK_MARK) || link.includes(SHOP_URL_MARK) ? linkPart(rendered) : rendered;
