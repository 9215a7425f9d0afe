import { ArrowLeft } from 'lucide-react';
import { paths } from '#web/config/paths.ts';
import { ADMIN_TABS, type AdminTabId } from '#web/features/admin/shared/lib/admin-tabs.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { Link } from '#web/lib/router/router.tsx';

type AdminNavProps = {
  active: AdminTabId;
  username: string;
  onSelect: (tab: AdminTabId) => void;
};

/** The sidebar's content: Back to Home, the welcome line and the tabs. */
export function AdminNav({ active, username, onSelect }: AdminNavProps) {
  const { t } = useT();
  return (
    <div className="flex h-full flex-col gap-6">
      <Link
        to={paths.home.href()}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-semibold text-muted hover:bg-sunken hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t('admin.backToHome')}
      </Link>
      <div className="px-3">
        <p className="text-xs font-semibold tracking-wide text-accent-text uppercase">{t('admin.panel')}</p>
        <p className="mt-1 font-display text-lg font-bold break-words">{t('admin.welcome', { username })}</p>
      </div>
      <nav aria-label={t('admin.sections')}>
        <ul className="grid gap-1">
          {ADMIN_TABS.map((tab) => {
            const Icon = tab.icon;
            const current = tab.id === active;
            return (
              <li key={tab.id}>
                <button
                  type="button"
                  aria-current={current ? 'page' : undefined}
                  onClick={() => onSelect(tab.id)}
                  className={cn(
                    'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium transition-colors',
                    current ? 'bg-brand text-on-brand' : 'text-ink hover:bg-sunken',
                  )}
                >
                  <Icon className="size-4 shrink-0" aria-hidden />
                  {t(tab.label)}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
