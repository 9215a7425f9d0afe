import { BRANDS, type Brand, SHOP_MENU, SHOP_TITLE } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { Link } from '#web/lib/router/router.tsx';
import { toast } from '#web/lib/toast.ts';

const LEGAL_PAGES = ['footer.terms', 'footer.cookies'] as const;

export function Footer({ brand }: { brand?: Brand }) {
  const config = brand ? BRANDS[brand] : undefined;
  const menu = config?.menu ?? SHOP_MENU;
  const { t } = useT();
  return (
    <footer className="on-dark mt-auto bg-hero text-white/85">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 md:col-span-1">
          <p className="font-display text-xl font-bold text-white">{config?.title ?? SHOP_TITLE}</p>
          <p className="mt-2 max-w-sm text-sm">{t(config?.tagline ?? 'footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.explore')}>
          <p className="text-sm font-semibold text-white">{t('footer.explore')}</p>
          <ul className="mt-3 grid gap-2 text-sm">
            <li>
              <Link to={paths.home.href()} className="rounded hover:text-white hover:underline">
                {t('nav.home')}
              </Link>
            </li>
            {menu.map((item) => (
              <li key={item.label}>
                <Link to={item.href} className="rounded hover:text-white hover:underline">
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold text-white">{t('footer.legal')}</p>
          <ul className="mt-3 grid gap-2 text-sm">
            <li>
              {/* docs/privacy.md, "The privacy notice". */}
              <Link to={paths.privacy.href()} className="rounded hover:text-white hover:underline">
                {t('footer.privacy')}
              </Link>
            </li>
            {LEGAL_PAGES.map((page) => (
              <li key={page}>
                {/* These pages are not written yet (docs/forms-and-messages.md): no dead link. */}
                <button
                  type="button"
                  className="rounded hover:text-white hover:underline"
                  onClick={() =>
                    toast(t('footer.comingSoon'), {
                      description: t('footer.comingSoonPage', { page: t(page) }),
                    })
                  }
                >
                  {t(page)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
