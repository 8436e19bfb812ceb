import { isApiError } from '@maplepack/api-client';
import {
  SUBSCRIPTION_CANCEL_REASONS,
  SUBSCRIPTION_PAUSE_MONTHS,
  type AdminSubscriptionResponse,
} from '@maplepack/api-contract';
import { Button, SelectField, TextField } from '@maplepack/ui';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { panel, stack } from '../../components/admin.css';
import { useServices } from '../../lib/admin-context';
import { TEXT } from '../../text';
import {
  checkStaffAction,
  type StaffActionDraft,
  type StaffActionErrors,
  type StaffChoice,
} from './subscription-forms';

const EMPTY: StaffActionDraft = {
  choice: '',
  months: '1',
  date: '',
  cancelReason: 'other',
  cancelNote: '',
  reason: '',
};

/** The actions this plan allows now (the server's `allowed_actions`), and the retry when one waits. */
export function choicesFor(plan: AdminSubscriptionResponse): StaffChoice[] {
  const actions = plan.subscription.allowed_actions.filter(
    (action): action is Exclude<typeof action, 'card.updated'> => action !== 'card.updated',
  );
  return plan.can_retry_payment ? [...actions, 'payment.retry'] : actions;
}

/**
 * "Act for the customer": one of the customer's own actions, or the payment retry, with the staff
 * member's reason. The server applies the lifecycle's rules and answers the plan as it is now.
 */
export function StaffActionForm({
  plan,
  onDone,
}: {
  plan: AdminSubscriptionResponse;
  onDone: (plan: AdminSubscriptionResponse) => void;
}) {
  const { client } = useServices();
  const [draft, setDraft] = useState<StaffActionDraft>(EMPTY);
  const [errors, setErrors] = useState<StaffActionErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const choiceRef = useRef<HTMLSelectElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);
  const choices = choicesFor(plan);
  const set = (patch: Partial<StaffActionDraft>) => setDraft({ ...draft, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setDone(null);
    const checked = checkStaffAction(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.choice !== undefined) return choiceRef.current?.focus();
      if (checked.errors.date !== undefined) return dateRef.current?.focus();
      return reasonRef.current?.focus();
    }
    setErrors({});
    setBusy(true);
    try {
      const id = plan.subscription.id;
      if (checked.retry) {
        const answer = await client.retryPayment(id, { reason: checked.reason });
        onDone(answer.subscription);
        setDone(answer.message);
      } else {
        onDone(await client.actOnSubscription(id, checked.body));
        setDone(TEXT.subscription.done);
      }
      setDraft(EMPTY);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : TEXT.app.genericError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={panel} aria-labelledby="act-heading">
      <form className={stack} onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="act-heading">{TEXT.subscription.act}</h2>
        <p>{TEXT.subscription.actHint}</p>
        <Alert message={failure} />
        <Alert message={done} tone="notice" />
        {choices.length === 0 ? (
          <p>{TEXT.subscription.nothingAllowed}</p>
        ) : (
          <>
            <SelectField
              ref={choiceRef}
              label={TEXT.subscription.action}
              value={draft.choice}
              onChange={(event) => set({ choice: event.target.value as StaffChoice | '' })}
              options={[
                { value: '', label: TEXT.subscription.chooseAction },
                ...choices.map((choice) => ({ value: choice, label: TEXT.subscription.actions[choice] })),
              ]}
              {...(errors.choice === undefined ? {} : { error: errors.choice })}
            />
            {draft.choice === 'subscription.pause' && (
              <SelectField
                label={TEXT.subscription.months}
                value={draft.months}
                onChange={(event) => set({ months: event.target.value })}
                options={SUBSCRIPTION_PAUSE_MONTHS.map((months) => ({
                  value: String(months),
                  label: TEXT.subscription.monthsOption(months),
                }))}
              />
            )}
            {draft.choice === 'subscription.move-date' && (
              <TextField
                ref={dateRef}
                type="date"
                label={TEXT.subscription.newDate}
                value={draft.date}
                min={plan.subscription.move_date_range?.earliest}
                max={plan.subscription.move_date_range?.latest}
                onChange={(event) => set({ date: event.target.value })}
                {...(errors.date === undefined ? {} : { error: errors.date })}
              />
            )}
            {draft.choice === 'subscription.cancel' && (
              <>
                <SelectField
                  label={TEXT.subscription.cancelReason}
                  value={draft.cancelReason}
                  onChange={(event) => set({ cancelReason: event.target.value })}
                  options={Object.entries(SUBSCRIPTION_CANCEL_REASONS).map(([value, label]) => ({
                    value,
                    label,
                  }))}
                />
                <TextField
                  label={TEXT.subscription.cancelNote}
                  value={draft.cancelNote}
                  onChange={(event) => set({ cancelNote: event.target.value })}
                />
              </>
            )}
            <TextField
              ref={reasonRef}
              label={TEXT.subscription.staffReason}
              hint={TEXT.subscription.staffReasonHint}
              value={draft.reason}
              onChange={(event) => set({ reason: event.target.value })}
              {...(errors.reason === undefined ? {} : { error: errors.reason })}
            />
            <Button type="submit" loading={busy}>
              {TEXT.subscription.submit}
            </Button>
          </>
        )}
      </form>
    </section>
  );
}
