import type { BusinessType } from '@shop/contract/common';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { BRANDS } from '#web/config/brands.ts';
import { BRAND_CONTACTS, telHref } from '#web/config/constants.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';

/** Office, phone (a tel: link) and e-mail (a mailto: link) of one brand. */
export function ContactDetails({
  brand,
  className,
  showName = false,
}: {
  brand: BusinessType;
  className?: string;
  showName?: boolean;
}) {
  const contact = BRAND_CONTACTS[brand];
  const { t } = useT();
  const row = 'flex gap-3';
  const icon = 'mt-0.5 size-5 shrink-0 text-accent-text';
  return (
    <div className={cn('grid gap-4 text-sm text-ink', className)}>
      {showName ? <h3 className="font-display text-lg font-bold">{BRANDS[brand].title}</h3> : null}
      <address className="grid gap-4 not-italic">
        <p className={row}>
          <MapPin className={icon} aria-hidden />
          <span>
            <span className="block font-semibold">{t('offices.office', { city: contact.city })}</span>
            {contact.office}
          </span>
        </p>
        <p className={row}>
          <Phone className={icon} aria-hidden />
          <span>
            <span className="block font-semibold">{t('offices.phone')}</span>
            <a
              href={telHref(contact.phone)}
              className="rounded text-accent-text underline-offset-2 hover:underline"
            >
              {contact.phone}
            </a>
          </span>
        </p>
        <p className={row}>
          <Mail className={icon} aria-hidden />
          <span>
            <span className="block font-semibold">{t('offices.email')}</span>
            <a
              href={`mailto:${contact.email}`}
              className="rounded break-all text-accent-text underline-offset-2 hover:underline"
            >
              {contact.email}
            </a>
          </span>
        </p>
        <p className={row}>
          <Clock className={icon} aria-hidden />
          <span>
            <span className="block font-semibold">{t('offices.hours')}</span>
            {t(`offices.hours.${brand}`)}
          </span>
        </p>
      </address>
    </div>
  );
}
