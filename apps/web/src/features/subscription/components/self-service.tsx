import {
  SUBSCRIPTION_CANCEL_REASONS,
  SUBSCRIPTION_PAUSE_MONTHS,
  type SubscriptionResponse,
} from '@maplepack/api-contract';
import { type CancelReason as SubscriptionCancelReason } from '@maplepack/subscription';
import { humanDate } from '@maplepack/subscription';
import { Button, TextField } from '@maplepack/ui';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { Link } from '../../../components/router-link';
import { renewalNotices } from '../renewal-notices';
import { type SubscriptionStore } from '../stores/subscription-store';
import { type CardApi } from './card-text';
import * as css from './subscription.css';

const CardUpdate = lazy(() => import('./card-update'));

export const STATUS_TEXT: Record<SubscriptionResponse['status'], string> = {
  pending: 'Pending',
  active: 'Active',
  'on-hold': 'On hold',
  paused: 'Paused',
  'pending-cancel': 'Cancelled (until the end of this period)',
  cancelled: 'Cancelled',
  switched: 'Switched',
  expired: 'Expired',
};

export const SELF_SERVICE_TEXT = {
  skip: 'Skip the next pack',
  pause: 'Pause',
  resume: 'Resume now',
  moveDate: 'Move the date',
  cancel: 'Cancel my subscription',
  confirmCancel: 'Confirm cancellation',
  keep: 'Keep my subscription',
  reactivate: 'Reactivate my subscription',
  updateCard: 'Update card',
  retake: 'Retake the assessment',
  pauseOffer: 'Would a break help instead? You can pause for 1, 2 or 3 months and resume at any time.',
  pauseInstead: 'Pause for 1 month instead',
} as const;

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
  const ends = subscription.next_payment_date;
  return (
    <form className={css.card} onSubmit={submit} aria-label="Cancel my subscription" noValidate>
      {offerPause && (
        <div className={css.notice}>
          <p style={{ margin: 0 }}>{SELF_SERVICE_TEXT.pauseOffer}</p>
          <Button size="sm" variant="secondary" onClick={onPause} disabled={busy}>
            {SELF_SERVICE_TEXT.pauseInstead}
          </Button>
        </div>
      )}
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Why are you cancelling?</legend>
        {Object.entries(SUBSCRIPTION_CANCEL_REASONS).map(([key, label]) => (
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
            {label}
          </label>
        ))}
        {missing && (
          <p role="alert" className={css.alert}>
            Please pick a reason.
          </p>
        )}
      </fieldset>
      <label htmlFor={noteId}>Anything else you want to tell us? (optional)</label>
      <textarea
        id={noteId}
        className={css.textArea}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <p className={css.muted}>
        {ends === null
          ? 'Your plan ends today.'
          : `Your plan ends on ${humanDate(ends)}: that pack is not sent or charged. You can reactivate it until then.`}
      </p>
      <div className={css.actions}>
        <Button type="submit" variant="danger" loading={busy}>
          {SELF_SERVICE_TEXT.confirmCancel}
        </Button>
        <Button variant="secondary" onClick={onKeep} disabled={busy}>
          {SELF_SERVICE_TEXT.keep}
        </Button>
      </div>
    </form>
  );
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
        Manage your subscription
      </h2>
      <dl className={css.totals}>
        <dt className={css.totalsTerm}>Status</dt>
        <dd className={css.totalsValue}>{STATUS_TEXT[subscription.status]}</dd>
        {subscription.next_payment_date !== null && (
          <>
            <dt className={css.totalsTerm}>Next pack</dt>
            <dd className={css.totalsValue}>
              {humanDate(subscription.next_payment_date)}
              {subscription.renewal !== null && `, $${subscription.renewal.total}`}
            </dd>
          </>
        )}
        {subscription.cancellation !== null && (
          <>
            <dt className={css.totalsTerm}>Ends on</dt>
            <dd className={css.totalsValue}>{humanDate(subscription.cancellation.effective_on)}</dd>
          </>
        )}
        <dt className={css.totalsTerm}>Card</dt>
        <dd className={css.totalsValue}>
          {subscription.card === null
            ? 'No card saved'
            : `${subscription.card.brand} ending in ${subscription.card.last4} (expires ${String(
                subscription.card.exp_month,
              ).padStart(2, '0')}/${subscription.card.exp_year})`}
        </dd>
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
          <legend className={css.legend}>Pause deliveries</legend>
          <div className={css.actions}>
            {SUBSCRIPTION_PAUSE_MONTHS.map((count) => (
              <label key={count} className={css.radioRow}>
                <input
                  type="radio"
                  name={pauseName}
                  checked={months === count}
                  onChange={() => setMonths(count)}
                />
                {count === 1 ? '1 month' : `${count} months`}
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
          aria-label="Move the next pack"
          onSubmit={(event) => {
            event.preventDefault();
            if (date !== '') void act({ type: 'subscription.move-date', date });
          }}
        >
          <TextField
            label="New date for your next pack"
            type="date"
            min={range.earliest}
            max={range.latest}
            hint={`Between ${humanDate(range.earliest)} and ${humanDate(range.latest)}`}
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
        <Suspense fallback={<p className={css.muted}>Loading the card form…</p>}>
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
        Your needs changed? <Link to="/health-assessment">{SELF_SERVICE_TEXT.retake}</Link>: your new
        recommendation can replace the products in your plan, after you confirm.
      </p>

      <h3 className={css.subHeading}>History</h3>
      {events.length === 0 ? (
        <p className={css.muted}>Nothing yet.</p>
      ) : (
        <ol className={css.events} aria-label="History">
          {events.map((event) => (
            <li key={event.id}>
              <span className={css.muted}>{humanDate(event.on)}: </span>
              {event.description}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
