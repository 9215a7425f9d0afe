import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '#web/lib/session-tokens.ts';
import { keepOfflineCopy, restoreOfflineCopy } from './offline-copy';

const CART = ['cart', 'fursa'];
const cart = { items: [{ id: 1, quantity: 1 }], total_items: 1 };
const COPY = 'shop:offline-copy';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** The copy's writes so far, counted as the browser's storage receives them. */
function countWrites() {
  const setItem = vi.spyOn(Storage.prototype, 'setItem');
  return () => setItem.mock.calls.filter(([key]) => key === COPY).length;
}

/** A signed-in customer's page whose cart was read, once its copy holds the cart. */
async function signedInWithCart(writes: () => number): Promise<QueryClient> {
  tokens.set({ access: 'a', refresh: 'r' });
  const client = new QueryClient();
  keepOfflineCopy(client);
  client.setQueryData(CART, cart);
  await vi.waitFor(() => expect(writes()).toBeGreaterThan(0));
  return client;
}

describe("the signed-in customer's offline copy", () => {
  it('keeps the cart a failed reading could not refresh, so the next page opened offline still shows it', async () => {
    const writes = countWrites();
    const online = await signedInWithCart(writes);
    const before = writes();
    // The signal goes: the cart is read again and fails, as every retry does offline.
    await online
      .fetchQuery({ queryKey: CART, queryFn: () => Promise.reject(new Error('offline')), retry: false })
      .catch(() => undefined);
    expect(online.getQueryState(CART)?.status).toBe('error');
    await vi.waitFor(() => expect(writes()).toBeGreaterThan(before));

    const offline = new QueryClient();
    restoreOfflineCopy(offline);
    expect(offline.getQueryData(CART)).toEqual(cart);
  });

  it('drops the copy with the session', async () => {
    await signedInWithCart(countWrites());
    tokens.clear();
    const next = new QueryClient();
    restoreOfflineCopy(next);
    expect(next.getQueryData(CART)).toBeUndefined();
  });
});
