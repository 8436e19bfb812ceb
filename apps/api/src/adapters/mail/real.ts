import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { type Mailer, type OutgoingMail } from './interface';

/** The sender of every message. */
export const MAIL_FROM = 'Maplepack <no-reply@maplepack.ca>';

/** Sends through an SMTP server (SMTP_URL, e.g. smtps://user:password@smtp.example.ca:465). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(smtpUrl: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<{ id: string }> {
    const info = await this.transport.sendMail({ from: MAIL_FROM, ...mail });
    return { id: String(info.messageId) };
  }
}

/**
 * Writes each message as an .eml file (RFC 822, opens in any mail client) into `outboxDir`, for
 * development and for shops without SMTP. The id is the file's path.
 */
export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    private readonly outboxDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(mail: OutgoingMail): Promise<{ id: string }> {
    const info = await this.transport.sendMail({ from: MAIL_FROM, ...mail });
    await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    // Sortable by time; the UUID keeps two messages in one millisecond apart.
    const stamp = this.now().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
    // The message holds a reset link: readable by the owner only.
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    return { id: file };
  }
}

/** SMTP when SMTP_URL is set, else the outbox folder (`DATA_DIR/outbox`). */
export function createMailer(options: { smtpUrl: string | null; outboxDir: string }): Mailer {
  return options.smtpUrl === null ? new OutboxMailer(options.outboxDir) : new SmtpMailer(options.smtpUrl);
}
