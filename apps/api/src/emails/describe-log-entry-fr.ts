import { dateOfInstant, type LifecycleLogEntry } from '@maplepack/subscription';
import { MAIL_FORMAT } from './mail-language';

/** The cancel reasons of libs/subscription (CANCEL_REASONS), as the French account page says them. */
const CANCEL_REASONS_FR: Record<string, string> = {
  'too-expensive': 'C’est trop cher',
  'have-enough': 'Il me reste assez de comprimés',
  'no-difference': 'Je ne remarque pas de différence',
  'health-change': 'Ma santé ou ma médication a changé',
  'prefer-other': 'Je préfère un autre produit ou une autre boutique',
  other: 'Une autre raison',
};

function reasonText(entry: { reason: string; note: string }): string {
  const reason = CANCEL_REASONS_FR[entry.reason] ?? entry.reason;
  return entry.note === '' ? `Raison : ${reason}.` : `Raison : ${reason} (« ${entry.note} »).`;
}

/**
 * describeLogEntry of libs/subscription in French, from the same fields: what a plan change e-mail
 * says first ("Vous avez sauté la boîte du 12 janvier").
 */
export function describeLogEntryFr(entry: LifecycleLogEntry): string {
  const day = (date: string) => MAIL_FORMAT.fr.date(date, entry.on);
  const next = (date: string) => `La prochaine boîte sera facturée le ${day(date)}.`;
  switch (entry.kind) {
    case 'started':
      return entry.status === 'active'
        ? `Votre abonnement a commencé. ${next(entry.nextPaymentDate)}`
        : 'Votre essai a commencé. Ajoutez une carte et réactivez l’abonnement pour le poursuivre après la boîte d’essai.';
    case 'skipped':
      return `Vous avez sauté la boîte du ${day(entry.packDate)}. ${next(entry.nextPaymentDate)}`;
    case 'paused':
      return `Votre abonnement est suspendu pour ${entry.months} mois à partir de la boîte du ${day(entry.packDate)}. Il reprendra avec la boîte du ${day(entry.nextPaymentDate)}.`;
    case 'resumed':
      return `Votre abonnement a repris. ${next(entry.nextPaymentDate)}`;
    case 'date-moved':
      return `Vous avez déplacé la boîte du ${day(entry.from)} au ${day(entry.to)}.`;
    case 'cancel-requested':
      return `Vous avez annulé votre abonnement. Il prend fin le ${day(entry.effectiveOn)} et aucune autre boîte ne sera facturée. ${reasonText(entry)}`;
    case 'cancelled':
      return `Vous avez annulé votre abonnement. ${reasonText(entry)}`;
    case 'ended':
      return `Votre abonnement a pris fin le ${day(entry.effectiveOn)}, comme demandé.`;
    case 'reactivated':
      return `Votre abonnement est réactivé. ${next(entry.nextPaymentDate)}`;
    case 'card-updated':
      return entry.retryPackDate === null
        ? 'Votre carte est mise à jour.'
        : `Votre carte est mise à jour. Nous tentons de nouveau dès maintenant le paiement de la boîte du ${day(entry.retryPackDate)}.`;
    case 'renewal-started':
      return `Facturation de la boîte du ${day(entry.packDate)} en cours.`;
    case 'renewal-paid':
      return `La boîte du ${day(entry.packDate)} est payée. ${next(entry.nextPaymentDate)}`;
    case 'payment-failed':
      return entry.retryAt === null
        ? `Le paiement de la boîte du ${day(entry.packDate)} a échoué${entry.attempt > 1 ? ' de nouveau' : ''}; cette boîte est donc annulée et votre abonnement est en attente. Mettez votre carte à jour et réactivez l’abonnement pour continuer.`
        : `Le paiement de la boîte du ${day(entry.packDate)} a échoué. Nous réessaierons le ${day(dateOfInstant(entry.retryAt))}; si vous mettez votre carte à jour, nous réessayons tout de suite.`;
    case 'renewal-empty':
      return `Rien n’a été facturé pour la boîte du ${day(entry.packDate)} : aucun de ses produits ne pouvait être envoyé. ${next(entry.nextPaymentDate)}`;
  }
}
