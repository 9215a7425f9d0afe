import { LayoutDashboard, LogIn, ShieldCheck } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '#web/components/ui/dialog.tsx';
import type { Brand, MenuItem } from '#web/config/brands.ts';
import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { Link, NavLink } from '#web/lib/router/router.tsx';

type MobileMenuProps = {
  brand: Brand | undefined;
  title: string;
  menu: readonly MenuItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The top bar's menu on a phone, as a sheet. */
export function MobileMenu({ brand, title, menu, open, onOpenChange }: MobileMenuProps) {
  const { user, isLoading, isAdmin } = useAuth();
  const { t } = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        layout="sheet"
        data-brand={brand}
        closeLabel={t('nav.closeMenu')}
        aria-describedby={undefined}
      >
        <DialogTitle className="pr-12 font-display text-lg font-bold">{title}</DialogTitle>
        <nav aria-label={t('nav.mobile')} className="mt-6">
          <ul className="grid gap-1">
            {menu.map((item) => (
              <li key={item.label}>
                <DialogClose asChild>
                  <NavLink
                    to={item.href}
                    className="flex h-11 items-center rounded-lg px-3 font-medium hover:bg-sunken aria-[current=page]:bg-sunken"
                  >
                    {t(item.label)}
                  </NavLink>
                </DialogClose>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto grid gap-2 border-t border-line pt-4">
          {isLoading ? null : user ? (
            <>
              <p className="truncate px-1 text-sm text-muted">{t('nav.welcome', { name: user.username })}</p>
              <DialogClose asChild>
                <Button asChild>
                  <Link to={paths.dashboard.href()}>
                    <LayoutDashboard aria-hidden />
                    {t('nav.dashboard')}
                  </Link>
                </Button>
              </DialogClose>
              {isAdmin ? (
                <DialogClose asChild>
                  <Button asChild variant="outline">
                    <Link to={paths.adminDashboard.href()}>
                      <ShieldCheck aria-hidden />
                      {t('nav.admin')}
                    </Link>
                  </Button>
                </DialogClose>
              ) : null}
            </>
          ) : (
            <DialogClose asChild>
              <Button asChild>
                <Link to={paths.auth.href()}>
                  <LogIn aria-hidden />
                  {t('nav.signIn')}
                </Link>
              </Button>
            </DialogClose>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
