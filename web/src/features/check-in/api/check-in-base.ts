import { isAdmin } from '@shop/contract/auth';

/** An admin checks in through the admin's routes (every departure), a guide through the guide's (their own). */
export function checkInBase(user: { is_staff: boolean; is_superuser: boolean } | null): string {
  return user && isAdmin(user) ? '/admin/check-in' : '/guide/check-in';
}

export const checkInKeys = {
  all: ['check-in'] as const,
  departures: (base: string) => ['check-in', base, 'departures'] as const,
  departure: (base: string, id: number) => ['check-in', base, 'departure', id] as const,
};
