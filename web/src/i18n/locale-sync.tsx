import { useEffect } from 'react';
import { api } from '#web/lib/api-client.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { useT } from './use-t';

/**
 * Keeps the signed-in customer's language on their profile: the language of the pages they read
 * is the one their e-mails and SMS are written in (docs/i18n.md). One request when it changes.
 */
export function LocaleSync() {
  const { user } = useAuth();
  const { locale } = useT();
  const stale = user !== null && user.locale !== locale;
  useEffect(() => {
    if (stale) void api.put('/auth/locale/', { locale }).catch(() => undefined);
  }, [stale, locale]);
  return null;
}
