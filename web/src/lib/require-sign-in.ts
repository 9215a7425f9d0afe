import { paths } from '#web/config/paths.ts';
import { useT } from '#web/i18n/use-t.ts';
import { useNavigate } from '#web/lib/router/router.tsx';
import { useAuth } from './auth';
import { toast } from './toast';

/**
 * docs/roles-and-ownership.md: a visitor who tries a customer's action (cart, wishlist, booking)
 * is told why and sent to sign in. The returned check says whether the action may go on.
 */
export function useRequireSignIn(): (reason: string) => boolean {
  const { user, ready } = useAuth();
  const navigate = useNavigate();
  const { t } = useT();
  return (reason) => {
    // Before the session is known the action cannot tell a customer from a visitor; the
    // buttons say so by staying disabled meanwhile.
    if (!ready) return false;
    if (user) return true;
    toast.error(t('auth.required'), { description: reason });
    void navigate(paths.auth.href());
    return false;
  };
}
