import { plural, t } from '@lingui/core/macro';
import { useLingui } from '../../../lib/i18n/react';
import { type SubscriptionRenewal } from '@maplepack/api-contract';
import { type Product } from '@maplepack/catalog';
import { currentDoses, isInPlan, planTotals } from '@maplepack/plan-editor';
import { Button } from '@maplepack/ui';
import { Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { amountText, centsText, taxLabelText } from '../../../lib/i18n/amount-text';
import { dayText } from '../day-text';
import { type SubscriptionPageApi, type SubscriptionStore } from '../stores/subscription-store';
import * as css from './subscription.css';
import { preloadable } from '../../../lib/preloadable';

const ProductPicker = preloadable(
  'plan-editor/ProductPicker',
  () => import('../../../components/product-picker'),
);

/** The plan editor's words, in the page's language. */
export const PLAN_EDITOR_TEXT = {
  get heading() {
    return t`Your pack`;
  },
  get empty() {
    return t`Your plan has no products. Add some from the catalogue.`;
  },
  get save() {
    return t`Save my plan`;
  },
  get cancel() {
    return t`Cancel changes`;
  },
  get add() {
    return t`Add products`;
  },
  get closePicker() {
    return t`Close the catalogue`;
  },
  get checking() {
    return t`Checking your pack…`;
  },
  get unsaved() {
    return t`You have changes that are not saved yet.`;
  },
};

/** The contract's SUBSCRIPTION_MESSAGES.unsafePack, in the page's language. */
const unsafePackText = (): string => t`This plan cannot be saved:`;

/** 'N pills a day' (English has always said 'pills', even for one). */
const pillsADay = (count: number): string => plural(count, { one: '# pills a day', other: '# pills a day' });

type Slot = 'am' | 'pm';

/** A stepper's words: its group, and its − and + buttons, per time of day. */
function stepperWords(slot: Slot, productName: string) {
  return slot === 'am'
    ? {
        label: t`Morning`,
        group: t`Morning pills of ${productName}`,
        fewer: t`Fewer morning pills of ${productName}`,
        more: t`More morning pills of ${productName}`,
      }
    : {
        label: t`Evening`,
        group: t`Evening pills of ${productName}`,
        fewer: t`Fewer evening pills of ${productName}`,
        more: t`More evening pills of ${productName}`,
      };
}

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
  useLingui();
  const words = stepperWords(slot, productName);
  return (
    <div className={css.stepper} role="group" aria-label={words.group}>
      <span>{words.label}</span>
      <Button
        size="sm"
        variant="secondary"
        aria-label={words.fewer}
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
        aria-label={words.more}
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
  useLingui();
  const day = renewal === null ? '' : dayText(renewal.date);
  return (
    <dl className={css.totals} aria-label={t`Totals`}>
      <dt className={css.totalsTerm}>{t`Subtotal`}</dt>
      <dd className={css.totalsValue}>{centsText(subtotalCents)}</dd>
      {renewal !== null && (
        <>
          {renewal.discount_total !== '0.00' && (
            <>
              <dt className={css.totalsTerm}>{t`Discount`}</dt>
              <dd className={css.totalsValue}>-{amountText(renewal.discount_total)}</dd>
            </>
          )}
          <dt className={css.totalsTerm}>{t`Shipping`}</dt>
          <dd className={css.totalsValue}>
            {renewal.shipping_total === '0.00' ? t`FREE` : amountText(renewal.shipping_total)}
          </dd>
          {renewal.tax_lines.map((tax) => (
            <div key={tax.label} style={{ display: 'contents' }}>
              <dt className={css.totalsTerm}>{taxLabelText(tax.label)}</dt>
              <dd className={css.totalsValue}>{amountText(tax.tax_total)}</dd>
            </div>
          ))}
          <dt className={`${css.totalsTerm} ${css.totalsGrand}`}>{t`Next renewal (${day})`}</dt>
          <dd className={`${css.totalsValue} ${css.totalsGrand}`}>{amountText(renewal.total)}</dd>
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
  useLingui();
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
        <ul className={css.lines} aria-label={t`Products in your plan`}>
          {lines.map(({ productId, am, pm }) => {
            const product = products.get(productId);
            const name = product?.name ?? names.get(productId) ?? t`Product ${productId}`;
            const total = am + pm;
            const min = product?.pills.min ?? 1;
            const max = product?.pills.max ?? total;
            const change = (slot: Slot) => (value: number) =>
              setDoses(productId, slot === 'am' ? { am: value, pm } : { am, pm: value });
            return (
              <li key={productId} className={css.line}>
                <div className={css.lineHead}>
                  <strong>{name}</strong>
                  {product !== undefined && <span>{centsText(product.priceCents * total)}</span>}
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
                    aria-label={t`Remove ${name}`}
                    disabled={busy}
                    onClick={() => remove(productId)}
                  >
                    {t`Remove`}
                  </Button>
                </div>
                {product !== undefined && (
                  <p className={css.muted}>
                    {min === max ? pillsADay(min) : t`${min} to ${max} pills a day`}
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
          <p style={{ margin: 0 }}>{refusal.message || unsafePackText()}</p>
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
        <Button
          onClick={() => void save()}
          loading={busy}
          loadingLabel={t`Please wait...`}
          disabled={!editing || unsafe || busy}
        >
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
        <Suspense fallback={<p className={css.muted}>{t`Loading the catalogue…`}</p>}>
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
