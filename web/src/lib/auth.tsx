import type { LoginBody, ProfileUpdateBody, RegisterBody, User } from '@shop/contract/auth';
import { isAdmin as hasAdminRights } from '@shop/contract/constants';
import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, use, useCallback, useEffect } from 'react';
import { ACCESS_TOKEN_KEY } from '#web/config/constants.ts';
import { apiLocale } from '#web/i18n/api-locale.ts';
import { api } from './api-client';
import { isApiRequestError } from './api-request-error';
import { tokens } from './session-tokens';
import { useHydrated } from './use-hydrated';

export const userQueryKey = ['auth', 'user'] as const;

/** The answers' schemas load with the first request, as zod does (docs/server-rendering.md). */
const schemas = () => import('@shop/contract/auth');

function hasSession(): boolean {
  return tokens.access() !== null || tokens.refresh() !== null;
}

async function getCurrentUser(): Promise<User | null> {
  if (!hasSession()) return null;
  try {
    // A stale session on a public page just means "signed out": no redirect from here.
    const { data } = await api.get('/auth/user/', { authRedirect: false });
    return (await schemas()).User.parse(data);
  } catch (err) {
    if (isApiRequestError(err) && err.response?.status === 401) {
      tokens.clear();
      return null;
    }
    throw err;
  }
}

async function loginWithPassword(body: LoginBody): Promise<User> {
  const { data } = await api.post('/auth/login/', body, { skipAuth: true });
  const session = (await schemas()).AuthResponse.parse(data);
  tokens.set(session);
  return session.user;
}

async function registerAccount(body: RegisterBody): Promise<User> {
  const { data } = await api.post('/auth/register/', { locale: apiLocale(), ...body }, { skipAuth: true });
  const session = (await schemas()).AuthResponse.parse(data);
  tokens.set(session);
  return session.user;
}

async function logoutSession(): Promise<void> {
  const refresh = tokens.refresh();
  try {
    // Revokes the refresh token on the server; signing out locally must not depend on it.
    if (refresh) await api.post('/auth/logout/', { refresh }, { authRedirect: false });
  } catch {
    // Ignored on purpose: the local tokens are cleared below whatever the server says.
  } finally {
    tokens.clear();
  }
}

async function updateProfileRequest(body: ProfileUpdateBody): Promise<User> {
  const { data } = await api.put('/auth/profile/', body);
  const { User, ProfileUpdateResponse } = await schemas();
  const { access, refresh, ...user } = ProfileUpdateResponse.parse(data);
  // A new password ends every session, this one included; the answer carries its replacement.
  if (access && refresh) tokens.set({ access, refresh });
  return User.parse(user);
}

type AuthContextValue = {
  /** The signed-in user, or null for a visitor (also while the session is still loading). */
  user: User | null;
  /** True until we know whether the stored tokens still hold a session. */
  isLoading: boolean;
  /**
   * Whether this browser knows who is there: false on the server, while hydrating and while the
   * stored session is checked. A customer's action waits for it (docs/server-rendering.md).
   */
  ready: boolean;
  /** Both is_staff and is_superuser (docs/roles-and-ownership.md). */
  isAdmin: boolean;
  login: UseMutationResult<User, unknown, LoginBody>;
  register: UseMutationResult<User, unknown, RegisterBody>;
  logout: UseMutationResult<void, unknown, void>;
  updateProfile: UseMutationResult<User, unknown, ProfileUpdateBody>;
  /** Reads the user from the server again, e.g. before trusting a role seen in the cache. */
  refetchUser: () => Promise<User | null>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();

  const userQuery = useQuery({
    queryKey: userQueryKey,
    queryFn: getCurrentUser,
    // A visitor with no tokens is known at once: no request, no loading state.
    initialData: hasSession() ? undefined : null,
  });

  // Cart, orders and the like belong to one user: drop them whenever the user changes.
  function startSession(user: User | null) {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
    queryClient.setQueryData(userQueryKey, user);
  }

  const login = useMutation({ mutationFn: loginWithPassword, onSuccess: startSession });
  const register = useMutation({ mutationFn: registerAccount, onSuccess: startSession });
  const logout = useMutation({ mutationFn: logoutSession, onSettled: () => startSession(null) });
  const updateProfile = useMutation({
    mutationFn: updateProfileRequest,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });

  // Signing in or out in another tab changes the tokens under this one.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === ACCESS_TOKEN_KEY || event.key === null) {
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const { refetch } = userQuery;
  // Stable, so effects that verify the user once can depend on it.
  const refetchUser = useCallback(async () => (await refetch()).data ?? null, [refetch]);

  // The server renders every page for a visitor, never knowing the session, which lives in this
  // browser alone (docs/server-rendering.md): hydration draws the same, then the session shows.
  const hydrated = useHydrated();
  const user = hydrated ? (userQuery.data ?? null) : null;
  const value: AuthContextValue = {
    user,
    isLoading: hydrated && userQuery.isPending,
    ready: hydrated && !userQuery.isPending,
    isAdmin: hasAdminRights(user),
    login,
    register,
    logout,
    updateProfile,
    refetchUser,
  };

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The name to greet a user by: their full name when they gave one. */
export function displayName(user: User): string {
  return user.full_name.trim() || user.profile.full_name.trim() || user.username;
}

/**
 * Navigation state for "sign out and go home": the home screen ends the session once it is
 * showing, so a guarded screen being left never sees the user vanish and redirects to sign-in.
 */
export const SIGN_OUT_STATE = { signOut: true } as const;

export function isSignOutState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { signOut?: unknown }).signOut === true;
}
