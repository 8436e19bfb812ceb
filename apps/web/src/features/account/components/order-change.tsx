import { useLingui } from '@lingui/react/macro';
import { type OrderChangePreview, type OrderResponse } from '@maplepack/api-contract';
import { amountText } from '../../../lib/i18n/amount-text';
import { Button } from '@maplepack/ui';
import { Suspense, useState } from 'react';
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
import { couponTerm, differenceLabel, reasonLine, taxTerm } from '../order-words';
import { amount, cell, formError, row, section, sectionHeading, table, totals } from './account.css';
import { preloadable } from '../../../lib/preloadable';

// The plan editor's catalogue picker, in its own chunk: it loads only when the person opens it.
const ProductPicker = preloadable(
  'order-change/ProductPicker',
  () => import('../../../components/product-picker'),
);

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
  const { t } = useLingui();
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [lines, setLines] = useState<DraftLine[]>(() => draftOf(order));
  const [picking, setPicking] = useState(false);

  if (step.kind === 'closed') {
    const until = order.date_modifiable_until === null ? null : orderTimeLabel(order.date_modifiable_until);
    return (
      <section className={section} aria-labelledby="order-change">
        <h2 id="order-change" className={sectionHeading}>
          {t`Change this order`}
        </h2>
        {until !== null && <p>{t`You can change this order until ${until}.`}</p>}
        <div className={row}>
          <Button
            onClick={() => {
              setLines(draftOf(order));
              setPicking(false);
              setStep({ kind: 'editing', error: null });
            }}
          >
            {t`Change this order`}
          </Button>
        </div>
      </section>
    );
  }

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
        {t`Change this order`}
      </h2>
      <ul aria-label={t`Products of the change`}>
        {lines.map((line, index) => {
          const { name, am, pm } = line;
          return (
            <li key={line.productId} className={row}>
              <span>{am + pm === 0 ? t`${name} (removed)` : name}</span>
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
                      aria-label={t`Remove ${name}`}
                      onClick={() => setLines((current) => removeDraftLine(current, line.productId))}
                    >
                      {t`Remove`}
                    </Button>
                  )}
                </>
              ) : (
                <span>{t`AM ${am} · PM ${pm}`}</span>
              )}
            </li>
          );
        })}
      </ul>
      {editable && (
        <div className={row}>
          <Button variant="secondary" aria-expanded={picking} onClick={() => setPicking(!picking)}>
            {picking ? t`Close the catalogue` : t`Add products`}
          </Button>
        </div>
      )}
      {editable && picking && (
        <Suspense fallback={<p>{t`Loading the catalogue…`}</p>}>
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
            {t`Review the new total`}
          </Button>
        )}
        {step.kind === 'previewing' && (
          <Button loading loadingLabel={t`Please wait...`}>
            {t`Review the new total`}
          </Button>
        )}
        {shown !== null && (
          <>
            <Button
              onClick={() => void doConfirm(shown)}
              loading={step.kind === 'confirming'}
              loadingLabel={t`Please wait...`}
              disabled={!shown.safety.ok}
            >
              {t`Confirm the change`}
            </Button>
            <Button variant="secondary" onClick={() => setStep({ kind: 'editing', error: null })}>
              {t`Edit again`}
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={() => setStep({ kind: 'closed' })}>
          {t`Cancel`}
        </Button>
      </div>
    </section>
  );
}

function PreviewSummary({ preview }: { preview: OrderChangePreview }) {
  const { t } = useLingui();
  return (
    <div aria-live="polite" aria-label={t`New total`}>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              {t`Product`}
            </th>
            <th scope="col" className={amount}>
              {t`AM`}
            </th>
            <th scope="col" className={amount}>
              {t`PM`}
            </th>
            <th scope="col" className={amount}>
              {t`Total`}
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
              <td className={amount}>{amountText(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={totals}>
        {preview.coupon_lines.map((coupon) => (
          <Pair key={coupon.code} term={couponTerm(coupon.code)} value={`-${amountText(coupon.discount)}`} />
        ))}
        <Pair term={t`Shipping`} value={amountText(preview.shipping_total)} />
        {preview.tax_lines.map((tax) => (
          <Pair key={tax.label} term={taxTerm(tax)} value={amountText(tax.tax_total)} />
        ))}
        <Pair term={t`New total`} value={amountText(preview.total)} />
        <Pair term={t`Total now`} value={amountText(preview.current_total)} />
      </dl>
      <p data-testid="order-difference">{differenceLabel(preview.difference)}</p>
      {!preview.safety.ok && (
        <div role="alert" className={formError}>
          <p>{t`This change is not safe for you:`}</p>
          <ul>
            {preview.safety.reasons.map((reason) => (
              <li key={`${reason.product_id}-${reason.kind}`}>
                {reasonLine(reason.product_name, reason.message)}
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
