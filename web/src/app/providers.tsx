import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppToaster } from '#web/components/layout/app-toaster.tsx';
import { LocaleSync } from '#web/i18n/locale-sync.tsx';
import { AuthProvider } from '#web/lib/auth.tsx';

type AppProvidersProps = { queryClient: QueryClient; i18n: I18n; children: ReactNode };

/**
 * One query client per page load in the browser, and per request on the server (entry-server.tsx);
 * the texts of the page's language (docs/i18n.md).
 */
export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <LocaleSync />
          {children}
          <AppToaster />
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
