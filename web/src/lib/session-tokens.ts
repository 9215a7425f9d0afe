import type { TokenPair } from '@shop/contract/auth';
import type { z } from 'zod';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '#web/config/constants.ts';
import { dropPrivateCopies } from './offline/private-copies';

/** The session tokens (docs/sessions.md: kept in localStorage under access_token and refresh_token). */
export const tokens = {
  // The server's render has no storage: it draws every page for a visitor (docs/server-rendering.md).
  access: (): string | null =>
    typeof localStorage === 'undefined' ? null : localStorage.getItem(ACCESS_TOKEN_KEY),
  refresh: (): string | null =>
    typeof localStorage === 'undefined' ? null : localStorage.getItem(REFRESH_TOKEN_KEY),
  set(pair: z.infer<typeof TokenPair>): void {
    localStorage.setItem(ACCESS_TOKEN_KEY, pair.access);
    localStorage.setItem(REFRESH_TOKEN_KEY, pair.refresh);
  },
  clear(): void {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    dropPrivateCopies();
  },
};
