/**
 * docs/messages.md: why a message could not be sent. A temporary failure is retried later; a
 * permanent one marks the message failed at once.
 */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
  ) {
    super(message);
    this.name = 'SendFailure';
  }
}
