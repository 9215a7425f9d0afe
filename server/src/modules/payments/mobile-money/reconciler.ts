import type { FastifyInstance } from 'fastify';
import type { MobileMoneyService } from './service';

/**
 * docs/payments.md, "Mobile money": every `seconds`, this process asks about the pending attempts
 * no other process is asking about, so an order is paid (or its attempt expires) even when the
 * customer closed the page and no callback came. Runs while `app` is open; never keeps the
 * process alive.
 */
export function reconcileInBackground(
  app: FastifyInstance,
  mobileMoney: MobileMoneyService,
  seconds: number,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const pass = () => {
    // A slow pass is not overlapped: the tick that finds one still running is skipped.
    if (running) return;
    running = mobileMoney
      .reconcileDue(seconds)
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, 'mobile money reconciliation pass failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(pass, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
