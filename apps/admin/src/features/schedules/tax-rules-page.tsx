import { isApiError } from '@maplepack/api-client';
import { type AdminTaxRule } from '@maplepack/api-contract';
import { PROVINCE_CODES, PROVINCE_NAMES } from '@maplepack/pricing';
import { Button, Checkbox, Loader, SelectField, TextField } from '@maplepack/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/alert';
import {
  columns,
  filters,
  linkButton,
  muted,
  nativeField,
  panel,
  stack,
  table,
} from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { CATALOGUE_TEXT } from '../catalogue/catalogue-text';
import { EndVersionForm } from './end-version-form';
import { SCHEDULES_TEXT } from './schedules-text';
import { useScheduleCalls } from './use-schedule-calls';
import {
  checkTaxRuleDraft,
  emptyTaxRule,
  taxRuleDraftOf,
  type TaxRuleDraft,
  type TaxRuleErrors,
} from './tax-rule-form';

const T = SCHEDULES_TEXT.taxes;
const PROVINCES = PROVINCE_CODES.map((code) => ({ value: code, label: `${code} — ${PROVINCE_NAMES[code]}` }));

/** /tax-rules: the rules by province and date; schedule a rule, end one, change one not yet in force. */
export function TaxRulesPage() {
  const calls = useScheduleCalls();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = searchParams.get('state') ?? '';
  const on = searchParams.get('on') ?? '';
  const [version, setVersion] = useState(0);
  const [loaded] = useLoad(
    (signal) =>
      calls.taxRules(
        {
          ...((PROVINCE_CODES as readonly string[]).includes(state)
            ? { state: state as (typeof PROVINCE_CODES)[number] }
            : {}),
          ...(on === '' ? {} : { on }),
        },
        { signal },
      ),
    `${searchParams.toString()}#${version}`,
  );
  const [draft, setDraft] = useState({ state, on });
  const [editing, setEditing] = useState<AdminTaxRule | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(draft)) if (value.trim() !== '') next.set(name, value.trim());
    setSearchParams(next);
  };
  const changed = (message: string) => {
    setFailure(null);
    setDone(message);
    setEditing(null);
    setVersion((current) => current + 1);
  };
  const end = async (rule: AdminTaxRule, effectiveTo: string) => {
    setDone(null);
    try {
      await calls.endTaxRule(rule.id, effectiveTo);
      changed(SCHEDULES_TEXT.ended);
    } catch (error) {
      setFailure(isApiError(error) ? error.message : TEXT.app.genericError);
    }
  };
  return (
    <>
      <PageHeading>{T.title}</PageHeading>
      <p className={muted}>{SCHEDULES_TEXT.pastHint}</p>
      <form role="search" className={filters} onSubmit={apply}>
        <label className={nativeField}>
          {T.province}
          <select value={draft.state} onChange={(event) => setDraft({ ...draft, state: event.target.value })}>
            <option value="">{T.anyProvince}</option>
            {PROVINCES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className={nativeField}>
          {T.inForceOn}
          <input
            type="date"
            value={draft.on}
            onChange={(event) => setDraft({ ...draft, on: event.target.value })}
          />
        </label>
        <Button type="submit">{T.apply}</Button>
      </form>
      <Alert message={failure} />
      <Alert message={done} tone="notice" />
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && <Alert message={loaded.message} />}
      {loaded.state === 'loaded' && (
        <>
          <p role="status">{loaded.data.total === 0 ? T.none : T.found(loaded.data.total)}</p>
          {loaded.data.rules.length > 0 && (
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">{T.province}</th>
                  <th scope="col">{T.tax}</th>
                  <th scope="col">{T.rate}</th>
                  <th scope="col">{T.priority}</th>
                  <th scope="col">{SCHEDULES_TEXT.from}</th>
                  <th scope="col">{SCHEDULES_TEXT.to}</th>
                  <th scope="col">{SCHEDULES_TEXT.state}</th>
                  <th scope="col">{SCHEDULES_TEXT.actions}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.data.rules.map((rule) => (
                  <tr key={rule.id}>
                    <td>{rule.state}</td>
                    <td>{rule.name}</td>
                    <td>{rule.rate} %</td>
                    <td>{rule.priority}</td>
                    <td>{rule.effective_from}</td>
                    <td>{rule.effective_to ?? SCHEDULES_TEXT.open}</td>
                    <td>{SCHEDULES_TEXT.status[rule.status]}</td>
                    <td>
                      {rule.status === 'scheduled' && (
                        <button
                          type="button"
                          className={linkButton}
                          aria-label={T.editLabel(T.ruleName(rule))}
                          onClick={() => setEditing(rule)}
                        >
                          {T.edit}
                        </button>
                      )}
                      {rule.status !== 'past' && (
                        <EndVersionForm
                          what={T.ruleName(rule)}
                          today={loaded.data.today}
                          onEnd={(effectiveTo) => end(rule, effectiveTo)}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <TaxRuleForm
            key={editing?.id ?? 'new'}
            rule={editing}
            today={loaded.data.today}
            onSaved={() => changed(SCHEDULES_TEXT.scheduled)}
            onCancel={() => setEditing(null)}
          />
        </>
      )}
    </>
  );
}

function TaxRuleForm({
  rule,
  today,
  onSaved,
  onCancel,
}: {
  rule: AdminTaxRule | null;
  today: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const calls = useScheduleCalls();
  const [draft, setDraft] = useState<TaxRuleDraft>(() =>
    rule === null ? emptyTaxRule(today) : taxRuleDraftOf(rule),
  );
  const [errors, setErrors] = useState<TaxRuleErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof TaxRuleDraft>(name: K, value: TaxRuleDraft[K]) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const text = (name: 'name' | 'rate' | 'priority' | 'effective_from' | 'effective_to') => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    ...(errors[name] === undefined ? {} : { error: errors[name] }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = checkTaxRuleDraft(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setFailure(CATALOGUE_TEXT.edit.invalidForm);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await calls.saveTaxRule(rule?.id ?? null, checked.body);
      onSaved();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : TEXT.app.genericError);
    } finally {
      setBusy(false);
    }
  };
  const title = rule === null ? T.newTitle : T.editTitle(T.ruleName(rule));
  return (
    <form
      className={`${stack} ${panel}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="tax-rule-form"
    >
      <h2 id="tax-rule-form">{title}</h2>
      <Alert message={failure} />
      <div className={columns}>
        <SelectField
          label={T.province}
          value={draft.state}
          onChange={(event) => set('state', event.target.value)}
          options={PROVINCES}
          {...(errors.state === undefined ? {} : { error: errors.state })}
        />
        <TextField label={T.name} {...text('name')} />
        <TextField label={T.ratePercent} inputMode="decimal" {...text('rate')} />
        <TextField label={T.priorityField} inputMode="numeric" {...text('priority')} />
        <TextField label={T.startsOn} type="date" {...text('effective_from')} />
        <TextField label={T.endsOn} type="date" {...text('effective_to')} />
      </div>
      <Checkbox
        label={T.compound}
        checked={draft.compound}
        onChange={(event) => set('compound', event.target.checked)}
      />
      <Checkbox
        label={T.shipping}
        checked={draft.shipping}
        onChange={(event) => set('shipping', event.target.checked)}
      />
      <div>
        <Button type="submit" loading={busy}>
          {rule === null ? T.save : T.saveEdit}
        </Button>{' '}
        {rule !== null && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {T.cancelEdit}
          </Button>
        )}
      </div>
    </form>
  );
}
