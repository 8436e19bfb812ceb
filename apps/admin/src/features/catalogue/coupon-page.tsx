import { isApiError } from '@maplepack/api-client';
import { type AdminCoupon } from '@maplepack/api-contract';
import { DISCOUNT_TYPES } from '@maplepack/pricing';
import { Button, Checkbox, Loader, SelectField, TextField } from '@maplepack/ui';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { columns, fieldError, nativeField, panel, stack } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useServices } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { CATALOGUE_TEXT } from './catalogue-text';
import {
  checkCouponDraft,
  couponDraftOf,
  EMPTY_COUPON,
  type CouponDraft,
  type CouponErrors,
} from './coupon-form';

const T = CATALOGUE_TEXT.coupon;
const INVALID = CATALOGUE_TEXT.edit.invalidForm;

/** /coupons/new and /coupons/{id}: the whole coupon in one form; the pricing lib's refusals shown as sent. */
export function CouponPage() {
  const param = useParams()['id'];
  if (param === 'new') return <CouponForm coupon={null} />;
  return <ExistingCoupon id={Number(param)} />;
}

function ExistingCoupon({ id }: { id: number }) {
  const { client } = useServices();
  const [loaded] = useLoad((signal) => client.coupon(id, { signal }), String(id));
  if (loaded.state === 'loading') return <Loader />;
  if (loaded.state === 'failed')
    return (
      <>
        <PageHeading>{CATALOGUE_TEXT.coupons.title}</PageHeading>
        <Alert message={loaded.message} />
        <Link to="/coupons">{T.back}</Link>
      </>
    );
  return <CouponForm key={loaded.data.id} coupon={loaded.data} />;
}

function CouponForm({ coupon }: { coupon: AdminCoupon | null }) {
  const { client } = useServices();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CouponDraft>(() =>
    coupon === null ? EMPTY_COUPON : couponDraftOf(coupon),
  );
  const [errors, setErrors] = useState<CouponErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CouponDraft>(name: K, value: CouponDraft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const text = (name: Exclude<keyof CouponDraft, 'discount_type' | 'free_shipping' | 'individual_use'>) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    ...(errors[name] === undefined ? {} : { error: errors[name] }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setDone(null);
    const checked = checkCouponDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setFailure(INVALID);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await client.saveCoupon(coupon?.id ?? null, checked.body);
      setDone(T.saved);
      if (coupon === null) void navigate(`/coupons/${saved.id}`, { replace: true });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : TEXT.app.genericError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeading>{coupon === null ? T.newTitle : T.title(coupon.code)}</PageHeading>
      <p>
        <Link to="/coupons">{T.back}</Link>
      </p>
      <form className={stack} onSubmit={(event) => void submit(event)} noValidate>
        <Alert message={failure} />
        <Alert message={done} tone="notice" />
        <section className={panel} aria-labelledby="discount-heading">
          <h2 id="discount-heading">{T.discount}</h2>
          <div className={columns}>
            <TextField label={T.code} {...text('code')} />
            <SelectField
              label={T.type}
              value={draft.discount_type}
              onChange={(event) => set('discount_type', event.target.value as CouponDraft['discount_type'])}
              options={DISCOUNT_TYPES.map((value) => ({ value, label: CATALOGUE_TEXT.coupons.types[value] }))}
            />
            <TextField label={T.amount} inputMode="decimal" {...text('amount')} />
          </div>
          <TextField label={T.description} {...text('description')} />
          <Checkbox
            label={T.freeShipping}
            checked={draft.free_shipping}
            onChange={(event) => set('free_shipping', event.target.checked)}
          />
          <Checkbox
            label={T.individualUse}
            checked={draft.individual_use}
            onChange={(event) => set('individual_use', event.target.checked)}
          />
        </section>
        <section className={panel} aria-labelledby="products-heading">
          <h2 id="products-heading">{T.products}</h2>
          <div className={columns}>
            <TextField label={T.productIds} {...text('product_ids')} />
            <TextField label={T.excludedProductIds} {...text('excluded_product_ids')} />
            <TextField label={T.productCategories} {...text('product_categories')} />
            <TextField label={T.excludedProductCategories} {...text('excluded_product_categories')} />
          </div>
        </section>
        <section className={panel} aria-labelledby="limits-heading">
          <h2 id="limits-heading">{T.limits}</h2>
          <label className={nativeField}>
            {T.emailRestrictions}
            <textarea
              rows={3}
              value={draft.email_restrictions}
              aria-invalid={errors.email_restrictions === undefined ? undefined : true}
              onChange={(event) => set('email_restrictions', event.target.value)}
            />
          </label>
          {errors.email_restrictions !== undefined && (
            <p className={fieldError}>{errors.email_restrictions}</p>
          )}
          <div className={columns}>
            <TextField label={T.minimumAmount} inputMode="decimal" {...text('minimum_amount')} />
            <TextField label={T.maximumAmount} inputMode="decimal" {...text('maximum_amount')} />
            <TextField label={T.usageLimit} inputMode="numeric" {...text('usage_limit')} />
            <TextField label={T.usageLimitPerUser} inputMode="numeric" {...text('usage_limit_per_user')} />
            <TextField label={T.expiresOn} type="date" {...text('expires_on')} />
          </div>
        </section>
        <Button type="submit" loading={busy}>
          {T.save}
        </Button>
      </form>
    </>
  );
}
