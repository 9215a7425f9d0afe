import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { BRAND_CONTACTS, telHref } from '#web/config/constants.ts';
import { useT } from '#web/i18n/use-t.ts';

/** The shop's help block: how to reach FURSA before or after buying. */
export function SupportFooter() {
  const contact = BRAND_CONTACTS.fursa;
  const { t } = useT();
  return (
    <section aria-labelledby="fursa-support" className="border-t border-line bg-raised px-4 py-10 sm:px-6">
      <div className="mx-auto grid max-w-7xl gap-6 md:grid-cols-[1fr_2fr] md:items-center">
        <div>
          <h2 id="fursa-support" className="font-display text-2xl font-bold">
            {t('fursa.help.title')}
          </h2>
          <p className="mt-2 text-muted">{t('fursa.help.text')}</p>
        </div>
        <ul className="grid gap-3 text-sm sm:grid-cols-2">
          <li className="flex items-center gap-3">
            <Phone className="size-5 shrink-0 text-accent-text" aria-hidden />
            <a href={telHref(contact.phone)} className="rounded font-medium hover:underline">
              {contact.phone}
            </a>
          </li>
          <li className="flex items-center gap-3">
            <Mail className="size-5 shrink-0 text-accent-text" aria-hidden />
            <a href={`mailto:${contact.email}`} className="rounded font-medium break-all hover:underline">
              {contact.email}
            </a>
          </li>
          <li className="flex items-center gap-3">
            <MapPin className="size-5 shrink-0 text-accent-text" aria-hidden />
            <span>{contact.office}</span>
          </li>
          <li className="flex items-center gap-3">
            <Clock className="size-5 shrink-0 text-accent-text" aria-hidden />
            <span>{t('fursa.help.hours')}</span>
          </li>
        </ul>
      </div>
    </section>
  );
}
