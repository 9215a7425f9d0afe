import type { MobileMoneyAttempt } from '@shop/contract/mobile-money';
import type { Order } from '@shop/contract/orders';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { paths } from '#web/config/paths.ts';
import { errorInPageLanguage } from '#web/lib/error-toast.ts';
import { useNavigate } from '#web/lib/router/router.tsx';
import { shopKeys } from '#web/lib/shop-keys.ts';
import { toast } from '#web/lib/toast.ts';
import { startCheckout } from './start-checkout';
import { type MobileMoneyRouteState, startMobileMoney } from './start-mobile-money';

/** How the customer chose to pay a new order (docs/payments.md). */
export type PaymentWay =
  | { kind: 'checkout' }
  | { kind: 'mobile_money'; phone: string }
  /** Cash on delivery: nothing to start now. */
  | { kind: 'later' };

/** Where paying goes on once the order exists: the one result every ordering screen follows. */
export type PaymentStart =
  | { kind: 'checkout'; orderId: number; url: string }
  | { kind: 'mobile_money'; orderId: number; attempt: MobileMoneyAttempt; phone: string }
  /** The push would not start; the order stands (a booking holds its seats) and is paid later. */
  | { kind: 'push_refused'; orderId: number; error: unknown }
  | { kind: 'later'; orderId: number };

/** Starts paying an order the way the customer chose: the mobile money push, or the hosted checkout. */
export async function startPayment(orderId: number, way: PaymentWay): Promise<PaymentStart> {
  if (way.kind === 'later') return { kind: 'later', orderId };
  if (way.kind === 'checkout') return { kind: 'checkout', orderId, url: (await startCheckout(orderId)).url };
  try {
    const attempt = await startMobileMoney({ order_id: orderId, phone: way.phone });
    return { kind: 'mobile_money', orderId, attempt, phone: way.phone };
  } catch (error) {
    return { kind: 'push_refused', orderId, error };
  }
}

/** Makes an order from `input` and starts paying it `way`; throws the order's refusal. */
export type PayOrder<Input> = (input: Input, way: PaymentWay) => Promise<void>;

type OrderAndPayOptions<Input> = {
  /** Makes the pending order to pay, or names one that exists (a booking's balance). */
  createOrder: (input: Input) => Promise<Pick<Order, 'id'>>;
  /** The query families a new order changes, refreshed whatever the outcome. */
  refresh: readonly QueryKey[];
  /** The query families to look at again when the order or its checkout was refused. */
  refreshOnError?: readonly QueryKey[];
  /** Sends the browser to the provider's checkout (a seam for tests). */
  redirect: (url: string) => void;
  /** The toast and the way on when the push would not start (the message falls back to `fallback`). */
  pushRefused: { title: string; fallback: string; href: (orderId: number) => string };
  /** Where an order with nothing to pay now goes. */
  laterHref?: (orderId: number) => string;
};

/**
 * Makes the order, starts its payment and follows it: to the provider's page, to the mobile money
 * waiting screen, or to where the order can be paid later. `pay` throws the order's refusal, which
 * each screen says in its own words; `busy` stays true while the browser leaves for the provider.
 */
export function useOrderAndPay<Input>({
  createOrder,
  refresh,
  refreshOnError = [],
  redirect,
  pushRefused,
  laterHref = paths.orderSuccess.href,
}: OrderAndPayOptions<Input>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const mutation = useMutation({
    mutationFn: async ({ input, way }: { input: Input; way: PaymentWay }) =>
      startPayment((await createOrder(input)).id, way),
    onSettled: () => Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    // After a success the rest is left alone, so the screen does not flash while it leaves.
    onError: () => Promise.all(refreshOnError.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  const pay: PayOrder<Input> = async (input, way) => {
    const started = await mutation.mutateAsync({ input, way });
    switch (started.kind) {
      case 'checkout':
        setRedirecting(true);
        redirect(started.url);
        return;
      case 'mobile_money': {
        // The waiting screen draws the attempt the push answered at once, then polls it.
        queryClient.setQueryData(shopKeys.mobileMoneyAttempt(started.attempt.id), started.attempt);
        const state: MobileMoneyRouteState = { phone: started.phone };
        navigate(paths.mobileMoney.href(started.attempt.id), { state });
        return;
      }
      case 'push_refused':
        navigate(pushRefused.href(started.orderId));
        void errorInPageLanguage(started.error, pushRefused.fallback).then(({ error }) =>
          toast.error(pushRefused.title, { description: error.message }),
        );
        return;
      case 'later':
        navigate(laterHref(started.orderId));
    }
  };

  return { pay, busy: mutation.isPending || redirecting };
}
