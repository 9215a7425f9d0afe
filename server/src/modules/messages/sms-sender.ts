import type { MessagesConfig } from '#server/config.ts';
import { SendFailure } from './send-failure';

export type SmsSettings = NonNullable<MessagesConfig['sms']>;
/** `message` names the outbox row, for senders that keep a copy. */
export type SmsSender = {
  send(to: string, text: string, message: { id: number; kind: string }): Promise<void>;
};

const LIVE_URL = 'https://api.africastalking.com';
const SANDBOX_URL = 'https://api.sandbox.africastalking.com';
const TIMEOUT_MS = 15_000;
/** Processed, Sent, Queued: Africa's Talking has taken the message (docs/messages.md). */
const ACCEPTED = new Set([100, 101, 102]);
/** The number or its owner refuses it: another try gives the same answer. */
const PERMANENT = new Set([402, 403, 404, 406, 409]);

type SendResponse = {
  SMSMessageData?: {
    Message?: string;
    Recipients?: { statusCode?: number; status?: string; number?: string }[];
  };
};

/**
 * docs/messages.md: Africa's Talking's bulk SMS API (POST /version1/messaging, form-encoded, the
 * API key in an `apiKey` header), one recipient per request.
 */
export function africasTalking(settings: SmsSettings): SmsSender {
  const base = settings.apiUrl ?? (settings.username === 'sandbox' ? SANDBOX_URL : LIVE_URL);
  const url = `${base.replace(/\/$/, '')}/version1/messaging`;
  return {
    async send(to, text) {
      const form = new URLSearchParams({ username: settings.username, to: `+${to}`, message: text });
      if (settings.senderId) form.set('from', settings.senderId);
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            apiKey: settings.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new SendFailure(`Africa's Talking unreachable: ${(err as Error).message}`, true);
      }
      const body = await res.text();
      if (!res.ok) {
        const temporary = res.status >= 500 || res.status === 429 || res.status === 408;
        throw new SendFailure(`Africa's Talking answered ${res.status}: ${body.slice(0, 300)}`, temporary);
      }
      let data: SendResponse;
      try {
        data = JSON.parse(body) as SendResponse;
      } catch {
        throw new SendFailure(
          `Africa's Talking answered something other than JSON: ${body.slice(0, 300)}`,
          true,
        );
      }
      const recipient = data.SMSMessageData?.Recipients?.[0];
      if (!recipient) {
        throw new SendFailure(
          `Africa's Talking sent to nobody: ${data.SMSMessageData?.Message ?? body.slice(0, 300)}`,
          false,
        );
      }
      const code = Number(recipient.statusCode);
      if (!ACCEPTED.has(code)) {
        throw new SendFailure(
          `Africa's Talking refused it: ${code} ${recipient.status ?? ''}`.trim(),
          !PERMANENT.has(code),
        );
      }
    },
  };
}
