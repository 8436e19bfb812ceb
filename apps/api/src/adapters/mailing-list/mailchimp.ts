import ApiClient from '@mailchimp/mailchimp_marketing/src/ApiClient';
import { z } from 'zod';
import { MailingInputRejected, type Consent, type MailingList, type Subscriber } from './interface';
import { subscriberHash } from './subscriber-hash';

export interface MailchimpOptions {
  apiKey: string;
  listId: string;
  /** Override of `https://<dc>.api.mailchimp.com/3.0`, for a local stub in tests. */
  baseUrl?: string;
  /** Per-request timeout in ms; default 10 s so a slow provider cannot hold a request for minutes. */
  timeoutMs?: number;
}

/** The parts of a Mailchimp list member the shop reads. */
const memberSchema = z.object({
  id: z.string(),
  email_address: z.string(),
  status: z.enum(['subscribed', 'unsubscribed', 'pending', 'cleaned', 'transactional', 'archived']),
  merge_fields: z.record(z.string(), z.unknown()).default({}),
  tags: z.array(z.object({ name: z.string() })).default([]),
});

function toSubscriber(raw: unknown): Subscriber {
  const member = memberSchema.parse(raw);
  const mergeFields = Object.fromEntries(
    Object.entries(member.merge_fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  return {
    id: member.id,
    email: member.email_address,
    // Mailchimp's other states mean "do not mail": for the shop they are unsubscribed.
    status:
      member.status === 'transactional' || member.status === 'archived' ? 'unsubscribed' : member.status,
    mergeFields,
    // Mailchimp lists a member's active tags only.
    tags: member.tags.map((tag) => ({ name: tag.name, status: 'active' as const })),
  };
}

const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

function isNotFound(error: unknown): boolean {
  return statusOf(error) === 404;
}

/**
 * Mailchimp answers 400 when it refuses what it was sent ('Invalid Resource': an address it calls
 * fake; 'Member In Compliance State': someone who unsubscribed and may only come back through its
 * own form). That is the request's fault, not an outage: MailingInputRejected. Anything else
 * (401 bad key, 429, 5xx, a timeout) is rethrown as it is.
 */
async function refusingBadValues<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const status = statusOf(error);
    if (status === 400 || status === 422) throw new MailingInputRejected('Mailchimp refused the request');
    throw error;
  }
}

/** The data centre is the API key's suffix ('…-us21'). */
function serverOf(apiKey: string): string {
  const server = apiKey.split('-').at(-1);
  if (server === undefined || server === apiKey)
    throw new RangeError('MAILCHIMP_API_KEY has no data-centre suffix');
  return server;
}

/**
 * Mailchimp Marketing API v3 on one audience. Consent evidence goes with the member: signup IP
 * and time on the member, and a note with how it was given and the exact text agreed to.
 */
export class MailchimpMailingList implements MailingList {
  private readonly client: ApiClient;

  constructor(private readonly options: MailchimpOptions) {
    this.client = new ApiClient();
    this.client.setConfig({ apiKey: options.apiKey, server: serverOf(options.apiKey) });
    if (options.baseUrl !== undefined) this.client.basePath = options.baseUrl.replace(/\/+$/, '');
    this.client.timeout = options.timeoutMs ?? 10_000;
  }

  private get lists() {
    return this.client.lists;
  }

  async findByEmail(email: string): Promise<Subscriber | null> {
    return this.findById(subscriberHash(email));
  }

  async findById(id: string): Promise<Subscriber | null> {
    try {
      return toSubscriber(await this.lists.getListMember(this.options.listId, id));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async subscribe(input: {
    email: string;
    name?: string;
    consent: Consent;
    status?: 'subscribed' | 'pending';
  }): Promise<Subscriber> {
    const hash = subscriberHash(input.email);
    const status = input.status ?? 'subscribed';
    const body: Record<string, unknown> = {
      email_address: input.email.trim().toLowerCase(),
      status_if_new: status,
      status,
      timestamp_signup: input.consent.givenAt.toISOString(),
    };
    if (input.consent.ip !== undefined && input.consent.ip !== null) body['ip_signup'] = input.consent.ip;
    if (input.name !== undefined && input.name !== '') body['merge_fields'] = { NAME: input.name };
    const member = await refusingBadValues(() =>
      this.lists.setListMember(this.options.listId, hash, body, { skipMergeValidation: true }),
    );
    await refusingBadValues(() =>
      this.lists.createListMemberNote(this.options.listId, hash, {
        note: `Express consent (${input.consent.method}${input.consent.source ? `, ${input.consent.source}` : ''}) at ${input.consent.givenAt.toISOString()}${input.consent.ip ? ` from ${input.consent.ip}` : ''}: "${input.consent.consentText}"`,
      }),
    );
    return toSubscriber(member);
  }

  async update(id: string, changes: { status?: Subscriber['status'] }): Promise<Subscriber | null> {
    try {
      const body = changes.status === undefined ? {} : { status: changes.status };
      return toSubscriber(
        await refusingBadValues(() => this.lists.updateListMember(this.options.listId, id, body)),
      );
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async setTags(id: string, tags: Subscriber['tags']): Promise<void> {
    await refusingBadValues(() => this.lists.updateListMemberTags(this.options.listId, id, { tags }));
  }

  async setFields(id: string, fields: Record<string, string>): Promise<void> {
    await refusingBadValues(() =>
      this.lists.updateListMember(
        this.options.listId,
        id,
        { merge_fields: fields },
        { skipMergeValidation: true },
      ),
    );
  }

  /** Mailchimp's permanent delete (its erasure for privacy requests), not an archive that keeps the member. */
  async remove(id: string): Promise<boolean> {
    try {
      await this.lists.deleteListMemberPermanent(this.options.listId, id);
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }
}
