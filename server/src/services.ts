import type { FastifyInstance } from 'fastify';
import { startBackups } from './backups/scheduler';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { BackgroundTasks } from './lib/background-tasks';
import { runPeriodically } from './lib/periodic-pass';
import { AlertsService } from './modules/alerts/alerts';
import { deviceCookies } from './modules/auth/device-cookies';
import { PasswordResets } from './modules/auth/password-resets';
import { passwordHasher } from './modules/auth/passwords';
import { AuthService } from './modules/auth/service';
import { accessTokens } from './modules/auth/tokens';
import { runGuideEveningTexts } from './modules/departures/guide-sms';
import { linkSigner, smsCallbackKey } from './modules/marketing/signed-links';
import { emailSender } from './modules/messages/email-sender';
import { OutboxWorker } from './modules/messages/outbox-worker';
import { smsFileWriter } from './modules/messages/sms-file-writer';
import { africasTalking } from './modules/messages/sms-sender';
import { OrdersService } from './modules/orders/service';
import { releaseExpiredHolds } from './modules/orders/tour-capacity';
import { paymentServices } from './modules/payments/payment-services';
import { payLinkTokens } from './modules/phone-orders/pay-link-token';
import { PhoneOrdersService } from './modules/phone-orders/service';
import { runRetentionDue } from './modules/privacy/retention-pass';
import { receiptLinks } from './modules/receipts/receipt-links';
import { receiptMessages } from './modules/receipts/receipt-messages';
import { vfdWorker } from './modules/receipts/vfd-services';
import type { VfdWorker } from './modules/receipts/vfd-worker';
import { refundProvidersOf } from './modules/refunds/refund-providers';
import { RefundsService } from './modules/refunds/refund-service';
import { RefundWorker } from './modules/refunds/refund-worker';
import { RemindersService } from './modules/reminders/reminders';
import { runTourBookingReminders } from './modules/tour-bookings/reminders';
import { voucherTokens } from './modules/vouchers/voucher-token';
import { WaitlistsService } from './modules/waitlists/waitlists';

declare module 'fastify' {
  interface FastifyInstance {
    /** docs/messages.md: the outbox worker of this process (tests run its passes by hand). */
    outbox: OutboxWorker;
    /** docs/messages.md, "Alerts": this process's alert pass (tests run it by hand). */
    alerts: AlertsService;
    /** docs/reminders.md: this process's reminder pass (tests run it by hand). */
    reminders: RemindersService;
    /** docs/back-in-stock.md: this process's back-in-stock and waitlist pass (tests run it by hand). */
    waitlists: WaitlistsService;
    /** docs/receipts.md: this process's VFD worker, when TRA's VFD is configured (tests run it by hand). */
    vfd: VfdWorker | null;
    /** docs/refunds.md: refunds asked for and listed (the admin's routes, returns). */
    refunds: RefundsService;
    /** docs/refunds.md: this process's refund pass (tests run it by hand). */
    refundWorker: RefundWorker;
    /** docs/phone-orders.md: orders an admin takes for a customer, and their payment links. */
    phoneOrders: PhoneOrdersService;
  }
}

export type Services = Awaited<ReturnType<typeof buildServices>>;

/**
 * Every service that holds settings, connections or other services, built once per app
 * (docs/server-layers.md); route plugins receive what they use and only route.
 */
export async function buildServices(app: FastifyInstance, config: Config, db: Db, jwtSecret: string) {
  const tasks = new BackgroundTasks(app.log);
  app.decorate('backgroundTasks', tasks);
  app.addHook('onClose', () => tasks.settled());

  const tokens = accessTokens(jwtSecret);
  const hasher = passwordHasher(config.passwordHashCost);
  const smsConfigured = config.messages.sms !== undefined;
  const payments = await paymentServices(db, config, app.log);

  // docs/receipts.md, "The customer's copy": receipts' links, in the payment's messages and the dashboard.
  app.decorate('receiptLinks', receiptLinks(jwtSecret, config.linkBaseUrl));
  const email = emailSender(config.messages, config.dataDir, app.log);
  const sms = config.messages.sms
    ? africasTalking(config.messages.sms)
    : smsFileWriter(config.dataDir, app.log);
  const outbox = new OutboxWorker(
    db,
    { email, sms },
    app.log,
    receiptMessages(db, app.receiptLinks, config.vfd?.url),
    config.linkBaseUrl,
  );
  app.decorate('outbox', outbox);
  const alerts = new AlertsService(db, smsConfigured);
  app.decorate('alerts', alerts);

  // docs/marketing-consent.md: signed links in messages, and the key of Africa's Talking's callback.
  const signer = linkSigner(jwtSecret);
  // docs/vouchers-and-check-in.md: vouchers' QR tokens, read by the customer and check-in routes.
  app.decorate('voucherTokens', voucherTokens(jwtSecret));
  const marketing = {
    signer,
    smsCallbackKey: smsCallbackKey(jwtSecret),
    links: { signer, baseUrl: config.linkBaseUrl },
  };
  const reminders = new RemindersService(
    db,
    marketing.links,
    config.linkBaseUrl
      ? `${config.linkBaseUrl}/api/marketing/sms/incoming/?key=${marketing.smsCallbackKey}`
      : null,
  );
  app.decorate('reminders', reminders);
  const waitlists = new WaitlistsService(db, marketing.links);
  app.decorate('waitlists', waitlists);
  const vfd = config.vfd ? await vfdWorker(db, config.vfd, app.log) : null;
  app.decorate('vfd', vfd);
  const refundProviders = refundProvidersOf(config, payments.stripe);
  app.decorate('refunds', new RefundsService(db, refundProviders));
  app.decorate('refundWorker', new RefundWorker(db, refundProviders, app.log));
  app.decorate(
    'phoneOrders',
    new PhoneOrdersService(
      db,
      payLinkTokens(jwtSecret),
      config.linkBaseUrl,
      config.payment.provider,
      payments.payments,
      payments.mobileMoney,
    ),
  );

  return {
    marketing,
    tokens,
    auth: new AuthService(db, tokens, hasher, app.log, smsConfigured),
    passwords: hasher,
    devices: deviceCookies(jwtSecret),
    resets: new PasswordResets(db, hasher, smsConfigured),
    payments,
    orders: new OrdersService(db, config.payment.provider, payments.payments),
    outbox: { worker: outbox, close: () => email.close() },
    alerts,
    reminders,
    waitlists,
    vfd,
  };
}

/**
 * The background workers of one API process, each a periodic pass (lib/periodic-pass.ts) that
 * starts when the app is ready and is waited for when it closes. A new worker is one more line
 * here, with its interval in config.ts (0 turns it off, as the tests do).
 */
export function startWorkers(app: FastifyInstance, config: Config, database: Database, services: Services) {
  const { db } = database;
  // docs/messages.md: e-mails and SMS leave through the outbox, one pass at a time.
  runPeriodically(
    app,
    config.messages.pollSeconds,
    'outbox pass',
    () => services.outbox.worker.sendDue(),
    services.outbox.close,
  );
  // docs/stock.md, docs/seats-and-holds.md: expired holds of unpaid orders are released, so their
  // units and seats show as available without anyone listing orders. Several API processes may
  // sweep at once: each skips the orders another is releasing.
  runPeriodically(app, config.holdSweepSeconds, 'expired hold sweep', () => releaseExpiredHolds(db));
  // docs/messages.md, "Alerts": sold-out alerts at once, low stock and yesterday's figures each morning.
  runPeriodically(app, config.alertCheckSeconds, 'alert pass', () => services.alerts.runDue());
  // docs/reminders.md: reminders of an unapproved push, an expiring hold, a cart left, on the alerts' clock.
  runPeriodically(app, config.alertCheckSeconds, 'reminder pass', () => services.reminders.runDue());
  // docs/back-in-stock.md: stock and seats that came back go to the first in line.
  runPeriodically(app, config.alertCheckSeconds, 'waitlist pass', () => services.waitlists.runDue());
  // docs/tours-pricing.md: bookings' balance and travellers' details reminders, once each through
  // the outbox's keys.
  runPeriodically(app, config.alertCheckSeconds, 'tour booking reminder pass', () =>
    runTourBookingReminders(db, config.linkBaseUrl),
  );
  // docs/departures.md: each guide's SMS the evening before their departure, once each.
  runPeriodically(app, config.alertCheckSeconds, 'guide evening SMS pass', () =>
    runGuideEveningTexts(db, config.linkBaseUrl),
  );
  // docs/retention.md: personal data past its period erased, once per Dar es Salaam day.
  runPeriodically(app, config.alertCheckSeconds, 'retention pass', () => runRetentionDue(db, app.log));
  // docs/payments.md, "Mobile money": this process asks about the pending attempts no other process
  // is asking about, so an order is paid (or its attempt expires) even when no callback came.
  const reconcileSeconds = config.mobileMoney.reconcileSeconds;
  runPeriodically(app, reconcileSeconds, 'mobile money reconciliation pass', () =>
    services.payments.mobileMoney.reconcileDue(reconcileSeconds),
  );
  // docs/receipts.md, "Sending": fiscal receipts go to TRA in order, never in a customer's request.
  const { vfd } = services;
  if (vfd) runPeriodically(app, config.vfdPollSeconds, 'VFD pass', () => vfd.sendDue());
  // docs/refunds.md: refunds go to their providers, and pending ones are followed, never in a request.
  runPeriodically(app, config.refundPollSeconds, 'refund pass', () => app.refundWorker.sendDue());
  // docs/backups.md: the daily backup, and the ones `npm run backup` asks this process for.
  startBackups(app, database, config);
}
