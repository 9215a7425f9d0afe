import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { emailSender } from './email-sender';
import { OutboxWorker } from './outbox-worker';
import { smsFileWriter } from './sms-file-writer';
import { africasTalking } from './sms-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** docs/messages.md: the outbox worker of this process (tests run its passes by hand). */
    outbox: OutboxWorker;
  }
}

/**
 * Sends the outbox every `pollSeconds` while the app is open, one pass at a time; close() waits for
 * the pass in flight, so a shutdown never cuts a message off between sending and marking it.
 */
export function startOutbox(app: FastifyInstance, db: Db, config: Pick<Config, 'messages' | 'dataDir'>) {
  const email = emailSender(config.messages, config.dataDir, app.log);
  const sms = config.messages.sms
    ? africasTalking(config.messages.sms)
    : smsFileWriter(config.dataDir, app.log);
  const worker = new OutboxWorker(db, { email, sms }, app.log);
  app.decorate('outbox', worker);
  const seconds = config.messages.pollSeconds;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const pass = () => {
    if (running) return;
    running = worker
      .sendDue()
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, 'outbox pass failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    if (seconds <= 0) return;
    timer = setInterval(pass, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    email.close();
  });
}
