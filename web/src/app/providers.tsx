import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppToaster } from '#web/components/layout/app-toaster.tsx';
import { AuthProvider } from '#web/lib/auth.tsx';

/** One query client per page load in the browser, and per request on the server (entry-server.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <AppToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
