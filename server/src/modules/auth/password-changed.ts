import { recordAudit } from '#server/db/audit.ts';
import type { Tx } from '#server/db/client.ts';
import { textsIn } from '#server/modules/messages/message-texts.ts';
import { queueMessage } from '#server/modules/messages/outbox.ts';
import { localeOfUser, smsNumberOf } from '#server/modules/messages/recipients.ts';
import {
  passwordChangedEmail,
  passwordChangedSms,
} from '#server/modules/messages/templates/account-emails.ts';
import { findUser } from './users';

/**
 * docs/sessions.md: a new password is audit-logged and told to the account's e-mail (and its
 * phone, when SMS is set up and the profile has a Tanzanian mobile). Called in the transaction
 * that set the password, after its token version rose: that version keys the notice, so each
 * change sends one.
 */
export async function recordPasswordChange(
  tx: Tx,
  userId: number,
  how: 'reset' | 'profile',
  smsEnabled: boolean,
): Promise<void> {
  const user = (await findUser(tx, { id: userId }))!;
  await recordAudit(
    tx,
    { id: user.id, username: user.username },
    how === 'reset' ? 'password.reset' : 'password.changed',
    { type: 'user', id: user.id },
  );
  const key = `password-changed:${user.id}:${user.tokenVersion}`;
  const texts = textsIn(await localeOfUser(tx, user.id));
  await queueMessage(tx, {
    channel: 'email',
    key,
    kind: 'password_changed',
    to: user.email,
    ...passwordChangedEmail(texts, user.profile?.fullName || user.username, user.username, how),
  });
  const phone = smsEnabled && user.profile ? smsNumberOf(user.profile.phone, user.profile.countryCode) : null;
  if (phone) {
    await queueMessage(tx, {
      channel: 'sms',
      key: `${key}:sms`,
      kind: 'password_changed',
      to: phone,
      text: passwordChangedSms(texts),
    });
  }
}
