import { isApiError } from '@maplepack/api-client';
import { type AdminOrderResponse } from '@maplepack/api-contract';
import { staffRefundLimitCents } from '@maplepack/access';
import { formatMoney, parseMoney } from '@maplepack/pricing';
import { Button, TextField } from '@maplepack/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { panel, row, stack } from '../../components/admin.css';
import { useServices, useSession } from '../../lib/admin-context';
import { TEXT } from '../../text';
import { checkRefund } from './order-forms';

type Step =
  | { name: 'form' }
  /** The key is made when the person reviews a refund: one per attempt, the same for every press of Confirm. */
  | { name: 'confirm'; amount: string; amountCents: number; reason: string; idempotencyKey: string };

/**
 * Refund in full or in part: the amount starts at what is left to refund, a reason is required, and a
 * confirm step says what will happen. The Idempotency-Key made for the attempt goes with every press of
 * Confirm (a double click, a retry after a lost answer), so the gateway refunds once.
 */
export function RefundForm({
  order,
  onDone,
}: {
  order: AdminOrderResponse;
  onDone: (order: AdminOrderResponse) => void;
}) {
  const { client, newIdempotencyKey } = useServices();
  const role = useSession((state) => state.staff?.role);
  const refundableCents = parseMoney(order.refundable);
  const [amount, setAmount] = useState(order.refundable);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'reason', string>>>({});
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const inFlight = useRef(false);
  useEffect(() => {
    if (step.name === 'confirm') confirmRef.current?.focus();
  }, [step]);
  useEffect(() => setAmount(order.refundable), [order.refundable]);
  if (role === undefined || !refundableCents.ok) return null;

  const review = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    const checked = checkRefund(amount, reason, refundableCents.amountCents, staffRefundLimitCents(role));
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.amount !== undefined) amountRef.current?.focus();
      else reasonRef.current?.focus();
      return;
    }
    setErrors({});
    setStep({ name: 'confirm', ...checked, idempotencyKey: newIdempotencyKey() });
  };

  const confirm = async () => {
    if (step.name !== 'confirm' || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const updated = await client.refund(
        order.id,
        { amount: step.amount, reason: step.reason },
        { idempotencyKey: step.idempotencyKey },
      );
      setDone(TEXT.order.refundDone(formatMoney(step.amountCents)));
      setReason('');
      setStep({ name: 'form' });
      onDone(updated);
    } catch (error) {
      // The key stays: pressing Confirm again retries the same refund, never a second one.
      setFailure(isApiError(error) ? error.message : TEXT.app.genericError);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <section className={panel} aria-labelledby="refund-heading">
      <div className={stack}>
        <h2 id="refund-heading">{TEXT.order.refund}</h2>
        <Alert message={failure} />
        <Alert message={done} tone="notice" />
        {step.name === 'form' ? (
          <form className={stack} onSubmit={review} noValidate>
            <TextField
              ref={amountRef}
              label={TEXT.order.refundAmount}
              hint={TEXT.order.refundAmountHint(order.refundable)}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              {...(errors.amount === undefined ? {} : { error: errors.amount })}
            />
            <TextField
              ref={reasonRef}
              label={TEXT.order.refundReason}
              hint={TEXT.order.refundReasonHint}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              {...(errors.reason === undefined ? {} : { error: errors.reason })}
            />
            <div className={row}>
              <Button type="submit" variant="secondary">
                {TEXT.order.reviewRefund}
              </Button>
            </div>
          </form>
        ) : (
          <div className={stack}>
            <p>{TEXT.order.confirmQuestion(formatMoney(step.amountCents), order.id)}</p>
            <p>
              {TEXT.order.reason}: {step.reason}
            </p>
            <div className={row}>
              <Button ref={confirmRef} variant="danger" loading={busy} onClick={() => void confirm()}>
                {TEXT.order.confirmRefund(formatMoney(step.amountCents))}
              </Button>
              <Button variant="ghost" disabled={busy} onClick={() => setStep({ name: 'form' })}>
                {TEXT.order.back2}
              </Button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
