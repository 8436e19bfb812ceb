import { SUBSCRIPTION_MESSAGES, type SubscriptionRenewal } from '@maplepack/api-contract';
import { type Product } from '@maplepack/catalog';
import { currentDoses, isInPlan, planTotals } from '@maplepack/plan-editor';
import { formatMoney } from '@maplepack/pricing';
import { humanDate } from '@maplepack/subscription';
import { Button } from '@maplepack/ui';
import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { type SubscriptionPageApi, type SubscriptionStore } from '../stores/subscription-store';
import * as css from './subscription.css';

const ProductPicker = lazy(() => import('../../../components/product-picker'));

export const PLAN_EDITOR_TEXT = {
  heading: 'Your pack',
  empty: 'Your plan has no products. Add some from the catalogue.',
  save: 'Save my plan',
  cancel: 'Cancel changes',
  add: 'Add products',
  closePicker: 'Close the catalogue',
  checking: 'Checking your pack…',
  unsaved: 'You have changes that are not saved yet.',
} as const;

type Slot = 'am' | 'pm';
const SLOT_LABEL: Record<Slot, string> = { am: 'Morning', pm: 'Evening' };

interface StepperProps {
  slot: Slot;
  productName: string;
  value: number;
  canLower: boolean;
  canRaise: boolean;
  onChange: (value: number) => void;
}

/** One time of day's pills: − and + buttons within the product's daily limits. */
function DoseStepper({ slot, productName, value, canLower, canRaise, onChange }: StepperProps) {
  const label = SLOT_LABEL[slot];
  return (
    <div className={css.stepper} role="group" aria-label={`${label} pills of ${productName}`}>
      <span>{label}</span>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Fewer ${label.toLowerCase()} pills of ${productName}`}
        disabled={!canLower}
        onClick={() => onChange(value - 1)}
      >
        −
      </Button>
      <span className={css.stepperValue} aria-live="polite">
        {value}
      </span>
      <Button
        size="sm"
        variant="secondary"
        aria-label={`More ${label.toLowerCase()} pills of ${productName}`}
        disabled={!canRaise}
        onClick={() => onChange(value + 1)}
      >
        +
      </Button>
    </div>
  );
}

function RenewalTotals({
  subtotalCents,
  renewal,
}: {
  subtotalCents: number;
  renewal: SubscriptionRenewal | null;
}) {
  return (
    <dl className={css.totals} aria-label="Totals">
      <dt className={css.totalsTerm}>Subtotal</dt>
      <dd className={css.totalsValue}>{formatMoney(subtotalCents)}</dd>
      {renewal !== null && (
        <>
          {renewal.discount_total !== '0.00' && (
            <>
              <dt className={css.totalsTerm}>Discount</dt>
              <dd className={css.totalsValue}>-${renewal.discount_total}</dd>
            </>
          )}
          <dt className={css.totalsTerm}>Shipping</dt>
          <dd className={css.totalsValue}>
            {renewal.shipping_total === '0.00' ? 'FREE' : `$${renewal.shipping_total}`}
          </dd>
          {renewal.tax_lines.map((tax) => (
            <div key={tax.label} style={{ display: 'contents' }}>
              <dt className={css.totalsTerm}>{tax.label}</dt>
              <dd className={css.totalsValue}>${tax.tax_total}</dd>
            </div>
          ))}
          <dt className={`${css.totalsTerm} ${css.totalsGrand}`}>Next renewal ({humanDate(renewal.date)})</dt>
          <dd className={`${css.totalsValue} ${css.totalsGrand}`}>${renewal.total}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * The plan editor: each product with morning and evening steppers within its daily limits, remove,
 * add from the catalogue, the running totals and the next renewal as the server prices it. Every
 * change goes through the plan-editor lib (refused while a save or an action runs) and is checked
 * for safety by the preview; Save writes the plan, Cancel drops the edits.
 */
export function PlanEditor({ store, api }: { store: SubscriptionStore; api: SubscriptionPageApi }) {
  const plan = useStore(store, (state) => state.plan);
  const subscription = useStore(store, (state) => state.subscription);
  const preview = useStore(store, (state) => state.preview);
  const refusal = useStore(store, (state) => state.refusal);
  const [picking, setPicking] = useState(false);
  const { setDoses, remove, save, cancelEdits, add } = store.getState();

  const products = new Map<number, Product>(
    plan.subscriptionProducts.map((product) => [product.id, product]),
  );
  const names = new Map(subscription?.line_items.map((line) => [line.product_id, line.name]) ?? []);
  const lines = currentDoses(plan).filter((line) => line.am + line.pm > 0);
  const totals = planTotals(plan);
  const editing = plan.editingPlan;
  const busy = plan.isUpdating;
  const renewal = editing
    ? preview.status === 'ready'
      ? preview.preview.renewal
      : null
    : (subscription?.renewal ?? null);
  const unsafe = preview.status === 'ready' && !preview.preview.safety.ok;

  return (
    <section className={css.card} aria-labelledby="plan-heading">
      <h2 id="plan-heading" className={css.heading}>
        {PLAN_EDITOR_TEXT.heading}
      </h2>
      {lines.length === 0 ? (
        <p className={css.muted}>{PLAN_EDITOR_TEXT.empty}</p>
      ) : (
        <ul className={css.lines} aria-label="Products in your plan">
          {lines.map(({ productId, am, pm }) => {
            const product = products.get(productId);
            const name = product?.name ?? names.get(productId) ?? `Product ${productId}`;
            const total = am + pm;
            const min = product?.pills.min ?? 1;
            const max = product?.pills.max ?? total;
            const change = (slot: Slot) => (value: number) =>
              setDoses(productId, slot === 'am' ? { am: value, pm } : { am, pm: value });
            return (
              <li key={productId} className={css.line}>
                <div className={css.lineHead}>
                  <strong>{name}</strong>
                  {product !== undefined && <span>{formatMoney(product.priceCents * total)}</span>}
                </div>
                <div className={css.steppers}>
                  {(['am', 'pm'] as const).map((slot) => {
                    const value = slot === 'am' ? am : pm;
                    return (
                      <DoseStepper
                        key={slot}
                        slot={slot}
                        productName={name}
                        value={value}
                        canLower={!busy && value > 0 && total > Math.max(1, min)}
                        canRaise={!busy && product !== undefined && total < max}
                        onChange={change(slot)}
                      />
                    );
                  })}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${name}`}
                    disabled={busy}
                    onClick={() => remove(productId)}
                  >
                    Remove
                  </Button>
                </div>
                {product !== undefined && (
                  <p className={css.muted}>
                    {min === max ? `${min} pills a day` : `${min} to ${max} pills a day`}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <RenewalTotals subtotalCents={totals.subtotalCents} renewal={renewal} />

      {preview.status === 'checking' && (
        <p className={css.muted} role="status">
          {PLAN_EDITOR_TEXT.checking}
        </p>
      )}
      {preview.status === 'failed' && (
        <p className={css.alert} role="alert">
          {preview.message}
        </p>
      )}
      {refusal !== null && (
        <div className={css.alert} role="alert">
          <p style={{ margin: 0 }}>{refusal.message || SUBSCRIPTION_MESSAGES.unsafePack}</p>
          {refusal.reasons.length > 0 && (
            <ul>
              {refusal.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      {editing && <p className={css.notice}>{PLAN_EDITOR_TEXT.unsaved}</p>}

      <div className={css.actions}>
        <Button onClick={() => void save()} loading={busy} disabled={!editing || unsafe || busy}>
          {PLAN_EDITOR_TEXT.save}
        </Button>
        <Button variant="secondary" onClick={cancelEdits} disabled={!editing || busy}>
          {PLAN_EDITOR_TEXT.cancel}
        </Button>
        <Button variant="ghost" aria-expanded={picking} onClick={() => setPicking(!picking)}>
          {picking ? PLAN_EDITOR_TEXT.closePicker : PLAN_EDITOR_TEXT.add}
        </Button>
      </div>
      {picking && (
        <Suspense fallback={<p className={css.muted}>Loading the catalogue…</p>}>
          <ProductPicker
            api={api}
            isIncluded={(productId) => isInPlan(plan, productId)}
            disabled={busy}
            onAdd={add}
          />
        </Suspense>
      )}
    </section>
  );
}
