import { plural, t } from '@lingui/core/macro';
import { useLingui } from '../../../lib/i18n/react';
import {
  SUBSCRIPTION_CANCEL_REASONS,
  SUBSCRIPTION_PAUSE_MONTHS,
  type SubscriptionResponse,
} from '@maplepack/api-contract';
import { type CancelReason as SubscriptionCancelReason } from '@maplepack/subscription';
import { Button, TextField } from '@maplepack/ui';
import { type FormEvent, Suspense, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Link } from '../../../components/router-link';
import { amountText } from '../../../lib/i18n/amount-text';
import { dayText } from '../day-text';
import { renewalNotices } from '../renewal-notices';
import { type SubscriptionStore } from '../stores/subscription-store';
import { type CardApi } from './card-text';
import { LinkedText } from './linked-text';
import * as css from './subscription.css';
import { preloadable } from '../../../lib/preloadable';

const CardUpdate = preloadable('self-service/CardUpdate', () => import('./card-update'));

/** A plan's status as the page says it. */
export function statusText(status: SubscriptionResponse['status']): string {
  switch (status) {
    case 'pending':
      return t`Pending`;
    case 'active':
      return t`Active`;
    case 'on-hold':
      return t`On hold`;
    case 'paused':
      return t`Paused`;
    case 'pending-cancel':
      return t`Cancelled (until the end of this period)`;
    case 'cancelled':
      // A plan (« abonnement », masculine in French), not an order.
      return t({ message: 'Cancelled', context: 'subscription status' });
    case 'switched':
      return t`Switched`;
    case 'expired':
      return t`Expired`;
  }
}

/** The cancel reasons of the lib (SUBSCRIPTION_CANCEL_REASONS), as the page says them. */
function cancelReasonText(reason: SubscriptionCancelReason): string {
  switch (reason) {
    case 'too-expensive':
      return t`It costs too much`;
    case 'have-enough':
      return t`I have enough pills left`;
    case 'no-difference':
      return t`I don't notice a difference`;
    case 'health-change':
      return t`My health or medication changed`;
    case 'prefer-other':
      return t`I prefer another product or shop`;
    case 'other':
      return t`Another reason`;
  }
}

/** The self-service buttons and offers, in the page's language. */
export const SELF_SERVICE_TEXT = {
  get skip() {
    return t`Skip the next pack`;
  },
  get pause() {
    return t`Pause`;
  },
  get resume() {
    return t`Resume now`;
  },
  get moveDate() {
    return t`Move the date`;
  },
  get cancel() {
    return t`Cancel my subscription`;
  },
  get confirmCancel() {
    return t`Confirm cancellation`;
  },
  get keep() {
    return t`Keep my subscription`;
  },
  get reactivate() {
    return t`Reactivate my subscription`;
  },
  get updateCard() {
    return t`Update card`;
  },
  get pauseOffer() {
    return t`Would a break help instead? You can pause for 1, 2 or 3 months and resume at any time.`;
  },
  get pauseInstead() {
    return t`Pause for 1 month instead`;
  },
};

function CancelForm({
  subscription,
  offerPause,
  busy,
  onPause,
  onCancel,
  onKeep,
}: {
  subscription: SubscriptionResponse;
  offerPause: boolean;
  busy: boolean;
  onPause: () => void;
  onCancel: (reason: SubscriptionCancelReason, note: string) => void;
  onKeep: () => void;
}) {
  useLingui();
  const [reason, setReason] = useState<SubscriptionCancelReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const name = useId();
  const noteId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) {
      setMissing(true);
      return;
    }
    onCancel(reason, note.trim());
  };
  const ends = subscription.next_payment_date === null ? null : dayText(subscription.next_payment_date);
  return (
    <form className={css.card} onSubmit={submit} aria-label={t`Cancel my subscription`} noValidate>
      {offerPause && (
        <div className={css.notice}>
          <p style={{ margin: 0 }}>{SELF_SERVICE_TEXT.pauseOffer}</p>
          <Button size="sm" variant="secondary" onClick={onPause} disabled={busy}>
            {SELF_SERVICE_TEXT.pauseInstead}
          </Button>
        </div>
      )}
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t`Why are you cancelling?`}</legend>
        {Object.keys(SUBSCRIPTION_CANCEL_REASONS).map((key) => (
          <label key={key} className={css.radioRow}>
            <input
              type="radio"
              name={name}
              value={key}
              checked={reason === key}
              onChange={() => {
                setReason(key as SubscriptionCancelReason);
                setMissing(false);
              }}
            />
            {cancelReasonText(key as SubscriptionCancelReason)}
          </label>
        ))}
        {missing && (
          <p role="alert" className={css.alert}>
            {t`Please pick a reason.`}
          </p>
        )}
      </fieldset>
      <label htmlFor={noteId}>{t`Anything else you want to tell us? (optional)`}</label>
      <textarea
        id={noteId}
        className={css.textArea}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <p className={css.muted}>
        {ends === null
          ? t`Your plan ends today.`
          : t`Your plan ends on ${ends}: that pack is not sent or charged. You can reactivate it until then.`}
      </p>
      <div className={css.actions}>
        <Button type="submit" variant="danger" loading={busy} loadingLabel={t`Please wait...`}>
          {SELF_SERVICE_TEXT.confirmCancel}
        </Button>
        <Button variant="secondary" onClick={onKeep} disabled={busy}>
          {SELF_SERVICE_TEXT.keep}
        </Button>
      </div>
    </form>
  );
}

/** 'Next pack' value: '12 January 2027, $41.30'. */
function nextPackText(day: string, renewal: SubscriptionResponse['renewal']): string {
  const date = dayText(day);
  if (renewal === null) return date;
  const total = amountText(renewal.total);
  return t`${date}, ${total}`;
}

/** The saved card: 'Visa ending in 4242 (expires 04/28)'. */
function cardText(card: SubscriptionResponse['card']): string {
  if (card === null) return t`No card saved`;
  const { brand, last4 } = card;
  const month = String(card.exp_month).padStart(2, '0');
  const year = card.exp_year;
  return t`${brand} ending in ${last4} (expires ${month}/${year})`;
}

/** The move-date field's hint. */
function betweenText(earliest: string, latest: string): string {
  const from = dayText(earliest);
  const to = dayText(latest);
  return t`Between ${from} and ${to}`;
}

/** A history line's day, with its colon: '12 January 2027: ', '12 janvier 2027 : '. */
function historyDay(day: string): string {
  const date = dayText(day);
  return t`${date}: `;
}

export interface SelfServiceProps {
  store: SubscriptionStore;
  api: CardApi;
  loadStripe: (publishableKey: string) => Promise<unknown>;
  today: { year: number; month: number };
}

/**
 * What a subscriber can do without writing to support: skip, pause and resume, move the date,
 * cancel (with a reason; pause offered once, never in the way) and reactivate, update the card.
 * Only the actions the server allows today are shown; the history lists what happened.
 */
export function SelfService({ store, api, loadStripe, today }: SelfServiceProps) {
  useLingui();
  const subscription = useStore(store, (state) => state.subscription);
  const busy = useStore(store, (state) => state.plan.isUpdating);
  const notice = useStore(store, (state) => state.notice);
  const error = useStore(store, (state) => state.error);
  const events = useStore(store, (state) => state.events);
  const [months, setMonths] = useState<number>(1);
  const [date, setDate] = useState('');
  const [cancelling, setCancelling] = useState(false);
  // The failed-payment e-mail links to /subscription#card: the card form opens at once.
  const [cardOpen, setCardOpen] = useState(
    () =>
      typeof window !== 'undefined' &&
      window.location.hash === '#card' &&
      (subscription?.allowed_actions.includes('card.updated') ?? false),
  );
  const [cardMessage, setCardMessage] = useState<string | null>(null);
  // The pause offer is made once: opening the cancel form again does not repeat it.
  const offered = useRef(false);
  const [offerPause, setOfferPause] = useState(false);
  const pauseName = useId();
  if (subscription === null) return null;

  const { act, cardUpdated } = store.getState();
  const allowed = new Set(subscription.allowed_actions);
  const range = subscription.move_date_range;

  const openCancel = () => {
    setOfferPause(!offered.current && allowed.has('subscription.pause'));
    offered.current = true;
    setCancelling(true);
  };

  return (
    <section className={css.card} aria-labelledby="manage-heading">
      <h2 id="manage-heading" className={css.heading}>
        {t`Manage your subscription`}
      </h2>
      <dl className={css.totals}>
        <dt className={css.totalsTerm}>{t`Status`}</dt>
        <dd className={css.totalsValue}>{statusText(subscription.status)}</dd>
        {subscription.next_payment_date !== null && (
          <>
            <dt className={css.totalsTerm}>{t`Next pack`}</dt>
            <dd className={css.totalsValue}>
              {nextPackText(subscription.next_payment_date, subscription.renewal)}
            </dd>
          </>
        )}
        {subscription.cancellation !== null && (
          <>
            <dt className={css.totalsTerm}>{t`Ends on`}</dt>
            <dd className={css.totalsValue}>{dayText(subscription.cancellation.effective_on)}</dd>
          </>
        )}
        <dt className={css.totalsTerm}>{t`Card`}</dt>
        <dd className={css.totalsValue}>{cardText(subscription.card)}</dd>
      </dl>

      {renewalNotices(subscription).map((item) =>
        item.tone === 'alert' ? (
          <p key={item.text} role="alert" className={css.alert}>
            {item.text}
          </p>
        ) : (
          <p key={item.text} className={css.notice}>
            {item.text}
          </p>
        ),
      )}

      <div aria-live="polite">
        {notice !== null && <p className={css.notice}>{notice}</p>}
        {cardMessage !== null && <p className={css.notice}>{cardMessage}</p>}
      </div>
      {error !== null && (
        <p role="alert" className={css.alert}>
          {error}
        </p>
      )}

      {allowed.has('subscription.skip') && (
        <div className={css.actions}>
          <Button variant="secondary" disabled={busy} onClick={() => void act({ type: 'subscription.skip' })}>
            {SELF_SERVICE_TEXT.skip}
          </Button>
        </div>
      )}

      {allowed.has('subscription.pause') && (
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t`Pause deliveries`}</legend>
          <div className={css.actions}>
            {SUBSCRIPTION_PAUSE_MONTHS.map((count) => (
              <label key={count} className={css.radioRow}>
                <input
                  type="radio"
                  name={pauseName}
                  checked={months === count}
                  onChange={() => setMonths(count)}
                />
                {plural(count, { one: '# month', other: '# months' })}
              </label>
            ))}
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => void act({ type: 'subscription.pause', months: months as 1 | 2 | 3 })}
            >
              {SELF_SERVICE_TEXT.pause}
            </Button>
          </div>
        </fieldset>
      )}

      {allowed.has('subscription.resume') && (
        <div className={css.actions}>
          <Button disabled={busy} onClick={() => void act({ type: 'subscription.resume' })}>
            {SELF_SERVICE_TEXT.resume}
          </Button>
        </div>
      )}

      {allowed.has('subscription.move-date') && range !== null && (
        <form
          className={css.actions}
          aria-label={t`Move the next pack`}
          onSubmit={(event) => {
            event.preventDefault();
            if (date !== '') void act({ type: 'subscription.move-date', date });
          }}
        >
          <TextField
            label={t`New date for your next pack`}
            type="date"
            min={range.earliest}
            max={range.latest}
            hint={betweenText(range.earliest, range.latest)}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={busy || date === ''}>
            {SELF_SERVICE_TEXT.moveDate}
          </Button>
        </form>
      )}

      {allowed.has('subscription.reactivate') && (
        <div className={css.actions}>
          <Button disabled={busy} onClick={() => void act({ type: 'subscription.reactivate' })}>
            {SELF_SERVICE_TEXT.reactivate}
          </Button>
        </div>
      )}

      {allowed.has('card.updated') && (
        <div className={css.actions} id="card">
          <Button variant="secondary" aria-expanded={cardOpen} onClick={() => setCardOpen(!cardOpen)}>
            {SELF_SERVICE_TEXT.updateCard}
          </Button>
        </div>
      )}
      {cardOpen && (
        <Suspense fallback={<p className={css.muted}>{t`Loading the card form…`}</p>}>
          <CardUpdate
            api={api}
            subscriptionId={subscription.id}
            loadStripe={loadStripe}
            today={today}
            onUpdated={(result) => {
              cardUpdated(result);
              setCardOpen(false);
              void import('./card-update').then(({ cardSavedMessage }) =>
                setCardMessage(cardSavedMessage(result)),
              );
            }}
          />
        </Suspense>
      )}

      {allowed.has('subscription.cancel') &&
        (cancelling ? (
          <CancelForm
            subscription={subscription}
            offerPause={offerPause}
            busy={busy}
            onPause={() =>
              void act({ type: 'subscription.pause', months: 1 }).then((done) => done && setCancelling(false))
            }
            onCancel={(reason, note) =>
              void act({ type: 'subscription.cancel', reason, note }).then(
                (done) => done && setCancelling(false),
              )
            }
            onKeep={() => setCancelling(false)}
          />
        ) : (
          <div className={css.actions}>
            <Button variant="ghost" disabled={busy} onClick={openCancel}>
              {SELF_SERVICE_TEXT.cancel}
            </Button>
          </div>
        ))}

      <p className={css.muted}>
        <LinkedText
          message={t`Your needs changed? [Retake the assessment]: your new recommendation can replace the products in your plan, after you confirm.`}
          links={[(text) => <Link to="/health-assessment">{text}</Link>]}
        />
      </p>

      <h3 className={css.subHeading}>{t`History`}</h3>
      {events.length === 0 ? (
        <p className={css.muted}>{t`Nothing yet.`}</p>
      ) : (
        <ol className={css.events} aria-label={t`History`}>
          {events.map((event) => (
            <li key={event.id}>
              <span className={css.muted}>{historyDay(event.on)}</span>
              {event.description}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
