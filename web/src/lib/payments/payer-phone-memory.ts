// docs/payments.md, "Attempts": the waiting screen's "Try again" pushes to the number the last
// push went to. The screen is handed it in the navigation's state, which a reload keeps but an
// address opened again (typed, from the phone's history, after the tab was discarded) does not;
// this tab's sessionStorage keeps it per attempt until the attempt is paid or the tab closes.

const KEY_PREFIX = 'shop:mobile-money-phone:';

/** Keeps the number `attemptId` was pushed to for this tab, where storage allows it. */
export function rememberPayerPhone(attemptId: number, phone: string): void {
  try {
    sessionStorage.setItem(`${KEY_PREFIX}${attemptId}`, phone);
  } catch {
    // Storage full or refused (a private window): the screen asks for the number instead.
  }
}

/** The number this tab pushed `attemptId` to, or null. */
export function rememberedPayerPhone(attemptId: number): string | null {
  try {
    return sessionStorage.getItem(`${KEY_PREFIX}${attemptId}`);
  } catch {
    return null;
  }
}

/** Once the attempt is paid the number is no longer needed. */
export function forgetPayerPhone(attemptId: number): void {
  try {
    sessionStorage.removeItem(`${KEY_PREFIX}${attemptId}`);
  } catch {
    // Nothing kept.
  }
}
