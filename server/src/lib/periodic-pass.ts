import type { FastifyInstance } from 'fastify';

/**
 * Runs `pass` every `seconds` (never when 0) while `app` is open, one pass at a time: a tick that
 * finds the last pass still running is skipped. A failed pass is logged and the next tick tries
 * again. Never keeps the process alive; close() waits for the pass in flight, then calls
 * `stopped` (a worker's connections are released only once no pass can use them).
 */
export function runPeriodically(
  app: FastifyInstance,
  seconds: number,
  what: string,
  pass: () => Promise<unknown>,
  stopped?: () => void,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = pass()
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, `${what} failed`),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    if (seconds <= 0) return;
    timer = setInterval(tick, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    stopped?.();
  });
}
