import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { type FastifyBaseLogger } from 'fastify';
import { type Mailer, type OutgoingMail } from '../../adapters/mail/interface';
import { type Db } from '../../db/client';
import { outboxEmails } from '../../db/schema/outbox';

/** One e-mail to queue: `key` names it once (a second queue of the same key is a no-op). */
export interface QueuedMail {
  key: string;
  kind: string;
  customerId: number | null;
  mail: OutgoingMail;
}

/**
 * Queues an e-mail in `tx`, the transaction of the change that causes it, so the e-mail exists if and
 * only if the change does. Answers whether it was queued now (false: that key was queued before).
 */
export async function queueMail(tx: Db, queued: QueuedMail, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(outboxEmails)
    .values({
      key: queued.key,
      kind: queued.kind,
      customerId: queued.customerId,
      recipient: queued.mail.to,
      subject: queued.mail.subject,
      text: queued.mail.text,
      html: queued.mail.html ?? null,
      headers: queued.mail.headers ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: outboxEmails.key })
    .returning({ id: outboxEmails.id });
  return rows.length > 0;
}

export interface OutboxSenderOptions {
  /** How long a sender holds the e-mails it took before another may take them (a crashed sender). */
  leaseMs: number;
  /** Attempts before an e-mail is left for an operator (it stays in the table with its last error). */
  maxAttempts: number;
}

const DEFAULT_OPTIONS: OutboxSenderOptions = { leaseMs: 5 * 60_000, maxAttempts: 8 };

/**
 * Sends queued e-mails. Each is taken under a lease (`FOR UPDATE SKIP LOCKED`, so two senders never
 * take the same one), sent, and marked sent. Delivery is at least once: a sender that dies between
 * the mail server's answer and the mark sends that one e-mail again after the lease; the Message-ID
 * header is the outbox row's, so the receiving side can tell the copy from a new message.
 */
export class OutboxSender {
  private readonly options: OutboxSenderOptions;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly messageDomain: string,
    options: Partial<OutboxSenderOptions> = {},
  ) {
    this.options = { ...DEFAULT_OPTIONS, ...options };
  }

  /** Sends what is due at `now`, up to `limit` e-mails; answers how many went and how many failed. */
  async sendDue(now: Date, limit = 100): Promise<{ sent: number; failed: number }> {
    const leasedUntil = new Date(now.getTime() + this.options.leaseMs);
    const due = this.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          isNull(outboxEmails.sentAt),
          lt(outboxEmails.attempts, this.options.maxAttempts),
          or(isNull(outboxEmails.leasedUntil), lte(outboxEmails.leasedUntil, now)),
        ),
      )
      .orderBy(asc(outboxEmails.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const taken = await this.db
      .update(outboxEmails)
      .set({ leasedUntil })
      .where(inArray(outboxEmails.id, due))
      .returning();
    taken.sort((a, b) => a.id - b.id);
    let sent = 0;
    let failed = 0;
    for (const row of taken) {
      try {
        await this.mailer.send({
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          ...(row.html === null ? {} : { html: row.html }),
          headers: { ...(row.headers ?? {}), 'Message-ID': `<outbox-${row.id}@${this.messageDomain}>` },
        });
        await this.db
          .update(outboxEmails)
          .set({ sentAt: now, attempts: row.attempts + 1, lastError: null })
          .where(eq(outboxEmails.id, row.id));
        this.log.info({ mailId: row.id, kind: row.kind, customerId: row.customerId }, 'e-mail sent');
        sent += 1;
      } catch (error) {
        // Retried after the lease; the error text never holds the address (the log redacts it anyway).
        const message = error instanceof Error ? error.message : String(error);
        await this.db
          .update(outboxEmails)
          .set({ attempts: row.attempts + 1, lastError: message.slice(0, 500) })
          .where(eq(outboxEmails.id, row.id));
        this.log.error({ mailId: row.id, kind: row.kind, customerId: row.customerId }, 'e-mail failed');
        failed += 1;
      }
    }
    return { sent, failed };
  }
}
