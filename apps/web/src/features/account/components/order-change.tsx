import { type OrderChangePreview, type OrderResponse } from '@maplepack/api-contract';
import { moneyLabel } from '@maplepack/pricing';
import { Button } from '@maplepack/ui';
import { lazy, Suspense, useState } from 'react';
import { DoseStepper } from '../../../components/dose-stepper';
import { type CatalogueApi } from '../../../components/product-picker';
import {
  addDraftProduct,
  changeBodyOf,
  dosesOf,
  draftIncludes,
  type DraftLine,
  orderTimeLabel,
  removeDraftLine,
} from '../order-view';
import { amount, cell, formError, row, section, sectionHeading, table, totals } from './account.css';

// The plan editor's catalogue picker, in its own chunk: it loads only when the person opens it.
const ProductPicker = lazy(() => import('../../../components/product-picker'));

export type ChangeBody = ReturnType<typeof changeBodyOf>;

export type Attempt<T> = { ok: true; value: T } | { ok: false; message: string };

export interface OrderChangeProps {
  order: OrderResponse;
  /** The catalogue products are added from. */
  catalogue: CatalogueApi;
  preview: (body: ChangeBody) => Promise<Attempt<OrderChangePreview>>;
  confirm: (body: ChangeBody) => Promise<Attempt<OrderResponse>>;
}

type Step =
  | { kind: 'closed' }
  | { kind: 'editing'; error: string | null }
  | { kind: 'previewing' }
  | { kind: 'previewed'; preview: OrderChangePreview; error: string | null }
  | { kind: 'confirming'; preview: OrderChangePreview };

const DIFFERENCE_WORDS: Readonly<
  Record<OrderChangePreview['difference']['kind'], (money: string) => string>
> = {
  charge: (money) => `We will charge ${money} to your card.`,
  refund: (money) => `We will refund ${money} to your card.`,
  'balance-due': (money) => `${money} will be added to the next charge on your card.`,
  none: () => 'Your total does not change.',
};

/** What the change does to the money, in words. */
export function differenceLabel(difference: OrderChangePreview['difference']): string {
  return DIFFERENCE_WORDS[difference.kind](moneyLabel(difference.amount));
}

function draftOf(order: OrderResponse): DraftLine[] {
  return order.line_items.map((line) => ({ productId: line.product_id, name: line.name, ...dosesOf(line) }));
}

/**
 * Changing a paid order inside its window: doses per product, remove a line, add products from the
 * catalogue (the plan editor's picker), a preview priced by the server with the order's coupons, its
 * safety check against the last assessment and what happens to the money, then the change. Nothing
 * is charged or refunded before the person confirms.
 */
export function OrderChange({ order, catalogue, preview, confirm }: OrderChangeProps) {
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [lines, setLines] = useState<DraftLine[]>(() => draftOf(order));
  const [picking, setPicking] = useState(false);

  if (step.kind === 'closed')
    return (
      <section className={section} aria-labelledby="order-change">
        <h2 id="order-change" className={sectionHeading}>
          Change this order
        </h2>
        {order.date_modifiable_until !== null && (
          <p>You can change this order until {orderTimeLabel(order.date_modifiable_until)}.</p>
        )}
        <div className={row}>
          <Button
            onClick={() => {
              setLines(draftOf(order));
              setPicking(false);
              setStep({ kind: 'editing', error: null });
            }}
          >
            Change this order
          </Button>
        </div>
      </section>
    );

  const editable = step.kind === 'editing';
  const setDose = (index: number, time: 'am' | 'pm', delta: number) =>
    setLines((current) =>
      current.map((line, at) => (at === index ? { ...line, [time]: Math.max(0, line[time] + delta) } : line)),
    );

  const askPreview = async () => {
    setStep({ kind: 'previewing' });
    const result = await preview(changeBodyOf(lines));
    setStep(
      result.ok
        ? { kind: 'previewed', preview: result.value, error: null }
        : { kind: 'editing', error: result.message },
    );
  };

  const doConfirm = async (shown: OrderChangePreview) => {
    setStep({ kind: 'confirming', preview: shown });
    const result = await confirm(changeBodyOf(lines));
    if (result.ok) setStep({ kind: 'closed' });
    else setStep({ kind: 'previewed', preview: shown, error: result.message });
  };

  const shown = step.kind === 'previewed' || step.kind === 'confirming' ? step.preview : null;
  const error = step.kind === 'editing' || step.kind === 'previewed' ? step.error : null;

  return (
    <section className={section} aria-labelledby="order-change">
      <h2 id="order-change" className={sectionHeading}>
        Change this order
      </h2>
      <ul aria-label="Products of the change">
        {lines.map((line, index) => (
          <li key={line.productId} className={row}>
            <span>
              {line.name}
              {line.am + line.pm === 0 ? ' (removed)' : ''}
            </span>
            {editable ? (
              <>
                <DoseStepper
                  time="am"
                  productName={line.name}
                  value={line.am}
                  atMax={line.maxPills !== undefined && line.am + line.pm >= line.maxPills}
                  onIncrement={() => setDose(index, 'am', 1)}
                  onDecrement={() => setDose(index, 'am', -1)}
                />
                <DoseStepper
                  time="pm"
                  productName={line.name}
                  value={line.pm}
                  atMax={line.maxPills !== undefined && line.am + line.pm >= line.maxPills}
                  onIncrement={() => setDose(index, 'pm', 1)}
                  onDecrement={() => setDose(index, 'pm', -1)}
                />
                {line.am + line.pm > 0 && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${line.name}`}
                    onClick={() => setLines((current) => removeDraftLine(current, line.productId))}
                  >
                    Remove
                  </Button>
                )}
              </>
            ) : (
              <span>
                AM {line.am} · PM {line.pm}
              </span>
            )}
          </li>
        ))}
      </ul>
      {editable && (
        <div className={row}>
          <Button variant="secondary" aria-expanded={picking} onClick={() => setPicking(!picking)}>
            {picking ? 'Close the catalogue' : 'Add products'}
          </Button>
        </div>
      )}
      {editable && picking && (
        <Suspense fallback={<p>Loading the catalogue…</p>}>
          <ProductPicker
            api={catalogue}
            isIncluded={(productId) => draftIncludes(lines, productId)}
            disabled={false}
            onAdd={(product) => setLines((current) => addDraftProduct(current, product))}
          />
        </Suspense>
      )}
      {shown !== null && <PreviewSummary preview={shown} />}
      {error !== null && (
        <p role="alert" className={formError}>
          {error}
        </p>
      )}
      <div className={row}>
        {editable && (
          <Button onClick={() => void askPreview()} disabled={lines.every((line) => line.am + line.pm === 0)}>
            Review the new total
          </Button>
        )}
        {step.kind === 'previewing' && <Button loading>Review the new total</Button>}
        {shown !== null && (
          <>
            <Button
              onClick={() => void doConfirm(shown)}
              loading={step.kind === 'confirming'}
              disabled={!shown.safety.ok}
            >
              Confirm the change
            </Button>
            <Button variant="secondary" onClick={() => setStep({ kind: 'editing', error: null })}>
              Edit again
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={() => setStep({ kind: 'closed' })}>
          Cancel
        </Button>
      </div>
    </section>
  );
}

function PreviewSummary({ preview }: { preview: OrderChangePreview }) {
  return (
    <div aria-live="polite" aria-label="New total">
      <table className={table}>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              Product
            </th>
            <th scope="col" className={amount}>
              AM
            </th>
            <th scope="col" className={amount}>
              PM
            </th>
            <th scope="col" className={amount}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.lines.map((line) => (
            <tr key={line.product_id}>
              <th scope="row" className={cell}>
                {line.name}
              </th>
              <td className={amount}>{line.am_dose}</td>
              <td className={amount}>{line.pm_dose}</td>
              <td className={amount}>{moneyLabel(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={totals}>
        {preview.coupon_lines.map((coupon) => (
          <Pair key={coupon.code} term={`Coupon ${coupon.code}`} value={`-${moneyLabel(coupon.discount)}`} />
        ))}
        <Pair term="Shipping" value={moneyLabel(preview.shipping_total)} />
        {preview.tax_lines.map((tax) => (
          <Pair
            key={tax.label}
            term={`${tax.label} (${Number(tax.rate_percent)}%)`}
            value={moneyLabel(tax.tax_total)}
          />
        ))}
        <Pair term="New total" value={moneyLabel(preview.total)} />
        <Pair term="Total now" value={moneyLabel(preview.current_total)} />
      </dl>
      <p data-testid="order-difference">{differenceLabel(preview.difference)}</p>
      {!preview.safety.ok && (
        <div role="alert" className={formError}>
          <p>This change is not safe for you:</p>
          <ul>
            {preview.safety.reasons.map((reason) => (
              <li key={`${reason.product_id}-${reason.kind}`}>
                {reason.product_name}: {reason.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

function Pair({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
