import { isDataException } from '../../db/data-exception';
import {
  type NewsletterRepository,
  type SubscriberRecord,
} from '../../db/repositories/newsletter-repository';
import {
  MailingInputRejected,
  type Consent,
  type MailingList,
  type Subscriber,
  type Withdrawal,
} from './interface';
import { subscriberHash } from './subscriber-hash';

const NAME_FIELD = 'NAME';

function toSubscriber(record: SubscriberRecord): Subscriber {
  return {
    id: subscriberHash(record.email),
    email: record.email,
    status: record.status,
    mergeFields: record.fields,
    tags: record.tags,
  };
}

/** Runs `work`, turning the database's refusal of a value into MailingInputRejected. */
async function refusingBadValues<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDataException(error)) throw new MailingInputRejected('the database refused a value');
    throw error;
  }
}

/**
 * The default mailing list, on the newsletter tables. Every opt-in appends its consent (when, how,
 * the exact text, the address) to the ledger; an unsubscribe appends a withdrawal.
 */
export class LocalMailingList implements MailingList {
  constructor(
    private readonly repository: NewsletterRepository,
    private readonly now: () => Date,
  ) {}

  async findByEmail(email: string): Promise<Subscriber | null> {
    const record = await this.repository.byEmail(email.trim().toLowerCase());
    return record === undefined ? null : toSubscriber(record);
  }

  async findById(id: string): Promise<Subscriber | null> {
    const record = await this.repository.byHash(id);
    return record === undefined ? null : toSubscriber(record);
  }

  async subscribe(input: {
    email: string;
    name?: string;
    consent: Consent;
    status?: 'subscribed' | 'pending';
  }): Promise<Subscriber> {
    // One transaction: never a subscribed row without its consent record.
    return refusingBadValues(() =>
      this.repository.inTransaction((repository) => this.write(repository, input)),
    );
  }

  private async write(
    repository: NewsletterRepository,
    input: { email: string; name?: string; consent: Consent; status?: 'subscribed' | 'pending' },
  ): Promise<Subscriber> {
    const email = input.email.trim().toLowerCase();
    const rowId = await repository.upsert(email, input.status ?? 'subscribed', this.now());
    if (input.name !== undefined && input.name !== '')
      await repository.setFields(rowId, { [NAME_FIELD]: input.name });
    await repository.addConsent(rowId, {
      kind: 'express',
      givenAt: input.consent.givenAt,
      method: input.consent.method,
      consentText: input.consent.consentText,
      source: input.consent.source ?? '',
      ip: input.consent.ip ?? null,
    });
    const record = await repository.byEmail(email);
    if (record === undefined) throw new Error('subscriber vanished after upsert');
    return toSubscriber(record);
  }

  async update(
    id: string,
    changes: { status?: Subscriber['status'] },
    withdrawal?: Withdrawal,
  ): Promise<Subscriber | null> {
    const record = await this.repository.byHash(id);
    if (record === undefined) return null;
    if (changes.status !== undefined && changes.status !== record.status) {
      await this.repository.setStatus(record.rowId, changes.status, this.now());
      if (changes.status === 'unsubscribed') {
        await this.repository.addConsent(record.rowId, {
          kind: 'withdrawn',
          givenAt: withdrawal?.at ?? this.now(),
          method: 'unsubscribe',
          consentText: '',
          source: withdrawal?.source ?? '',
          ip: withdrawal?.ip ?? null,
        });
      }
    }
    return toSubscriber({ ...record, status: changes.status ?? record.status });
  }

  async setTags(id: string, tags: Subscriber['tags']): Promise<void> {
    const record = await this.repository.byHash(id);
    if (record !== undefined)
      await refusingBadValues(() => this.repository.setTags(record.rowId, tags, this.now()));
  }

  async setFields(id: string, fields: Record<string, string>): Promise<void> {
    const record = await this.repository.byHash(id);
    if (record !== undefined) await refusingBadValues(() => this.repository.setFields(record.rowId, fields));
  }

  async remove(id: string): Promise<boolean> {
    return this.repository.removeByHash(id);
  }
}
