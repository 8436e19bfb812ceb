import {
  type Language,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionEvent,
  type SubscriptionEventListQuery,
} from '@maplepack/api-contract';
import { describeLogEntry, humanDate, lifecycleLogEntrySchema } from '@maplepack/subscription';
import { type Db } from '../../db/client';
import { describeLogEntryFr } from '../../emails/describe-log-entry-fr';
import { MAIL_FORMAT } from '../../emails/mail-language';
import {
  SubscriptionEventRepository,
  type SubscriptionEventRow,
} from '../../db/repositories/subscription-event-repository';
import { SubscriptionRepository, type SubscriptionRow } from '../../db/repositories/subscription-repository';
import { errorAnswer, type HttpAnswer } from '../http-answer';

/** 404 for no such plan, 403 with the spec's sentence for another customer's; null for the owner's. */
export function planAccess(row: Pick<SubscriptionRow, 'customerId'> | undefined, customerId: number) {
  if (row === undefined) return errorAnswer(404, 'subscription.not-found', SUBSCRIPTION_MESSAGES.notFound);
  if (row.customerId !== customerId)
    return errorAnswer(403, 'subscription.forbidden', SUBSCRIPTION_MESSAGES.accessDenied);
  return null;
}

/** The API's own history lines, beside the lifecycle's: a plan or an address changed. */
export interface PlanChangedEntry {
  on: string;
  by: 'customer' | 'shop';
  kind: 'plan-changed';
  products: { name: string; am: number; pm: number }[];
}
export interface AddressChangedEntry {
  on: string;
  by: 'customer' | 'shop';
  kind: 'address-changed';
  city: string;
  province: string;
  postcode: string;
}

/** The shop charged a failed renewal again before its scheduled retry (a back-office action, issue 18). */
export interface PaymentRetriedEntry {
  on: string;
  by: 'shop';
  kind: 'payment-retried';
  packDate: string;
  attempt: number;
}

/** The renewal engine left products out of a renewal (no longer for sale, or a safety rule). */
export interface ProductsLeftOutEntry {
  on: string;
  by: 'shop';
  kind: 'products-left-out';
  packDate: string;
  leftOut: { name: string; why: string }[];
}

type ApiEntryFields = {
  products?: PlanChangedEntry['products'];
  packDate?: string;
  leftOut?: ProductsLeftOutEntry['leftOut'];
  city?: string;
  province?: string;
  postcode?: string;
};

/** describeApiEntry in French, from the same fields (a product's name and a left-out reason stay as stored). */
function describeApiEntryFr(row: SubscriptionEventRow): string {
  const entry = row.entry as ApiEntryFields;
  const day = (date: string) => MAIL_FORMAT.fr.date(date);
  if (row.kind === 'plan-changed') {
    const products = entry.products ?? [];
    return products.length === 0
      ? 'Vous avez retiré tous les produits de votre abonnement.'
      : `Vous avez modifié votre abonnement : ${products.map((product) => `${product.name} (${product.am} + ${product.pm})`).join(', ')}.`;
  }
  if (row.kind === 'products-left-out') {
    const items = (entry.leftOut ?? []).map((item) => `${item.name} (${item.why})`).join('; ');
    return `Retirés de la boîte du ${day(entry.packDate ?? row.day)} : ${items}`;
  }
  if (row.kind === 'payment-retried')
    return `Nouvelle tentative de paiement du renouvellement du ${day(entry.packDate ?? row.day)}.`;
  if (row.kind === 'address-changed')
    return `Vous avez changé l’adresse de livraison pour ${entry.city ?? ''}, ${entry.province ?? ''} ${entry.postcode ?? ''}.`;
  return `Abonnement modifié le ${day(row.day)}.`;
}

function describeApiEntry(row: SubscriptionEventRow): string {
  const entry = row.entry as ApiEntryFields;
  if (row.kind === 'plan-changed') {
    const products = entry.products ?? [];
    return products.length === 0
      ? 'Removed every product from the plan.'
      : `Changed the plan: ${products.map((product) => `${product.name} (${product.am} + ${product.pm})`).join(', ')}.`;
  }
  if (row.kind === 'products-left-out') {
    const items = (entry.leftOut ?? []).map((item) => `${item.name} (${item.why})`).join('; ');
    return `Left out of the ${humanDate(entry.packDate ?? row.day)} pack: ${items}`;
  }
  if (row.kind === 'payment-retried')
    return `Tried the payment of the ${humanDate(entry.packDate ?? row.day)} renewal again.`;
  if (row.kind === 'address-changed')
    return `Changed the shipping address to ${entry.city ?? ''}, ${entry.province ?? ''} ${entry.postcode ?? ''}.`;
  return `Changed the plan on ${humanDate(row.day)}.`;
}

/**
 * A history line as the page shows it: the lifecycle's sentence, or the API's own, in `language` (the
 * request's Accept-Language: the page's language, as for error messages; e-mails follow the account's).
 */
export function toSubscriptionEvent(row: SubscriptionEventRow, language: Language = 'en'): SubscriptionEvent {
  const lifecycle = lifecycleLogEntrySchema.safeParse(row.entry);
  const description =
    language === 'fr'
      ? MAIL_FORMAT.fr.text(lifecycle.success ? describeLogEntryFr(lifecycle.data) : describeApiEntryFr(row))
      : lifecycle.success
        ? describeLogEntry(lifecycle.data)
        : describeApiEntry(row);
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    on: row.day,
    by: row.actor,
    kind: row.kind,
    description,
  };
}

/** GET /subscriptions/{id}/events: the owner's plan history, newest first. */
export class SubscriptionHistory {
  constructor(private readonly db: Db) {}

  async page(
    customerId: number,
    id: number,
    query: SubscriptionEventListQuery,
    language: Language = 'en',
  ): Promise<HttpAnswer & { total?: number }> {
    const row = (await new SubscriptionRepository(this.db).byId(id))?.subscription;
    const refused = planAccess(row, customerId);
    if (refused !== null) return refused;
    const page = await new SubscriptionEventRepository(this.db).page(id, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    });
    return {
      status: 200,
      body: page.items.map((item) => toSubscriptionEvent(item, language)),
      total: page.total,
    };
  }
}
