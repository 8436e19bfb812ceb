import { type Mailer, type OutgoingMail } from './interface';

/** Keeps sent mail in memory for tests (`mailer.sent`); sends nothing. */
export class FakeMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];

  async send(mail: OutgoingMail): Promise<{ id: string }> {
    this.sent.push(mail);
    return { id: `fake-${this.sent.length}` };
  }

  /** The last message sent to `to`, or undefined. */
  lastTo(to: string): OutgoingMail | undefined {
    return [...this.sent].reverse().find((mail) => mail.to === to);
  }
}
