import type { User } from '@shop/contract/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../config/constants';
import { AuthProvider, userQueryKey } from '../lib/auth';

/** A user as GET /api/auth/user/ returns it. */
export function makeUser(overrides: Partial<User> = {}): User {
  const flags = { is_staff: overrides.is_staff ?? false, is_superuser: overrides.is_superuser ?? false };
  return {
    id: 7,
    username: 'amina',
    email: 'amina@example.com',
    full_name: 'Amina Juma',
    phone: '712345678',
    country_code: '+255',
    date_joined: '2025-01-15T09:30:00Z',
    ...flags,
    profile: { full_name: 'Amina Juma', phone: '712345678', country_code: '+255', address: '', ...flags },
    ...overrides,
  };
}

/** Renders inside the app's providers, signed in as `user` when one is given. */
export function renderWithProviders(
  ui: ReactElement,
  { user = null, route = '/' }: { user?: User | null; route?: string } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (user) {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'test-access');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'test-refresh');
    queryClient.setQueryData(userQueryKey, user);
  }
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
}
