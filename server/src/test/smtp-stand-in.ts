import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SmtpStandIn = {
  url: string;
  received: ParsedMail[];
  /**
   * What the next messages get: accepted, refused with an SMTP reply code, or no answer at all
   * (the sender is left waiting in the middle of sending).
   */
  answer: 'accept' | 'stall' | { code: number; message: string };
  /** Messages whose content began to arrive, whatever became of them. */
  arrivals: number;
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
};

/** A real SMTP server on a free local port that keeps what it receives, parsed. */
export async function smtpStandIn(): Promise<SmtpStandIn> {
  const received: ParsedMail[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];
  const standIn: SmtpStandIn = {
    url: '',
    received,
    answer: 'accept',
    arrivals: 0,
    async waitFor(count) {
      if (received.length < count) await new Promise<void>((resolve) => waiters.push({ count, resolve }));
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      standIn.arrivals += 1;
      const { answer } = standIn;
      if (answer === 'stall') {
        stream.resume();
        return;
      }
      simpleParser(stream).then((mail) => {
        if (answer !== 'accept') {
          callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
          return;
        }
        received.push(mail);
        const due = waiters.filter((w) => received.length >= w.count);
        waiters = waiters.filter((w) => received.length < w.count);
        for (const waiter of due) waiter.resolve();
        callback();
      }, callback);
    },
  });
  // A sender killed mid-send resets its connection (the crash test does it on purpose); the server
  // reports that as an error event, which is no failure of the stand-in.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET') throw err;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return standIn;
}
