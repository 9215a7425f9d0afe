import { PageShell } from '#web/components/layout/page-shell.tsx';
import { BRANDS, parseBrand, SHOP_TITLE } from '#web/config/brands.ts';
import { ContactDetails } from '#web/features/contact/components/contact-details.tsx';
import { ContactFormOnFirstUse } from '#web/features/contact/components/contact-form-on-first-use.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { useSearchParams } from '#web/lib/router/router.tsx';

export function ContactRoute() {
  const [params] = useSearchParams();
  const { t } = useT();
  const brand = parseBrand(params.get('brand'));
  // The brand the visitor came from is listed first and preselected in the form.
  const offices = brand === 'fursa' ? (['fursa', 'igsum'] as const) : (['igsum', 'fursa'] as const);
  return (
    <PageShell brand={brand} className="px-4 py-10 sm:px-6 sm:py-14">
      <title>{t('contact.title', { shop: brand ? BRANDS[brand].title : SHOP_TITLE })}</title>
      <div className="mx-auto max-w-6xl">
        <h1 className="font-display text-3xl font-bold text-ink sm:text-4xl">{t('contact.heading')}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t('contact.intro')}</p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-3xl border border-line bg-raised p-5 shadow-sm sm:p-8"
          >
            <h2 id="contact-form-title" className="mb-5 font-display text-xl font-bold text-ink">
              {t('contact.formTitle')}
            </h2>
            <ContactFormOnFirstUse key={brand ?? 'all'} brand={brand ?? 'igsum'} chooseBrand />
          </section>
          <section aria-labelledby="offices-title" className="grid content-start gap-6">
            <h2 id="offices-title" className="sr-only">
              {t('contact.offices')}
            </h2>
            {offices.map((office) => (
              <ContactDetails
                key={office}
                brand={office}
                showName
                className="rounded-3xl border border-line bg-raised p-5 shadow-sm sm:p-6"
              />
            ))}
          </section>
        </div>
      </div>
    </PageShell>
  );
}
