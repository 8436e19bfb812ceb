import PgBoss from 'pg-boss';
import { type DatabaseHandle } from '../../db/client';

/** The queues the API's workers serve. */
export const RENEWAL_QUEUE = 'renewals-pass';
export const OUTBOX_QUEUE = 'outbox-send';

export interface RenewalQueueHandlers {
  /** One renewal pass as of the clock (then the e-mails it queued). */
  renewals(): Promise<void>;
  /** Sends the e-mails waiting in the outbox. */
  outbox(): Promise<void>;
}

export interface RenewalQueueOptions {
  /** Cron of the renewal passes (pg-boss creates one job per tick for all instances). */
  renewalsCron: string;
  /** Cron of the outbox sends. */
  outboxCron: string;
  /** How often an idle worker asks for a job. */
  pollingIntervalSeconds: number;
  onError(error: Error): void;
}

export const DEFAULT_QUEUE_OPTIONS: Omit<RenewalQueueOptions, 'onError'> = {
  renewalsCron: '*/10 * * * *',
  outboxCron: '* * * * *',
  pollingIntervalSeconds: 15,
};

/**
 * The renewal passes on pg-boss (a Postgres job queue): its cron makes one job per tick however many
 * instances run, a job goes to one worker, and a job whose worker died is handed out again after its
 * expiry. The pass itself is what makes charges exactly once (row locks, the unique renewal order,
 * the idempotency key), so a job run twice, or a pass run beside it by `maplepack renewals run`, is
 * harmless. On the embedded database pg-boss talks through the one PGlite connection.
 */
export class RenewalQueue {
  private boss: PgBoss | null = null;

  constructor(
    private readonly database: Pick<DatabaseHandle, 'jobQueue'>,
    private readonly handlers: RenewalQueueHandlers,
    private readonly options: RenewalQueueOptions,
  ) {}

  async start(): Promise<void> {
    const connection = this.database.jobQueue;
    const boss = new PgBoss({
      ...('connectionString' in connection
        ? { connectionString: connection.connectionString, max: 2 }
        : {
            db: {
              executeSql: (text: string, values: unknown[]) => connection.executeSql(text, values),
            },
          }),
      schema: 'pgboss',
      application_name: 'maplepack-renewals',
    });
    boss.on('error', (error) => this.options.onError(error));
    await boss.start();
    this.boss = boss;
    for (const name of [RENEWAL_QUEUE, OUTBOX_QUEUE]) {
      await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 2, expireInSeconds: 15 * 60 });
    }
    await boss.schedule(RENEWAL_QUEUE, this.options.renewalsCron, {}, { tz: 'UTC' });
    await boss.schedule(OUTBOX_QUEUE, this.options.outboxCron, {}, { tz: 'UTC' });
    const polling = { pollingIntervalSeconds: this.options.pollingIntervalSeconds };
    await boss.work(RENEWAL_QUEUE, polling, async () => this.handlers.renewals());
    await boss.work(OUTBOX_QUEUE, polling, async () => this.handlers.outbox());
  }

  /** Asks for a pass now (for example after start-up), as one more job on the queue. */
  async requestPass(): Promise<void> {
    await this.boss?.send(RENEWAL_QUEUE, {}, { singletonKey: 'now', singletonSeconds: 60 });
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    await boss?.stop({ graceful: true, wait: true, timeout: 20_000 });
  }
}
