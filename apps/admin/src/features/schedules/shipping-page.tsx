import { isApiError } from '@maplepack/api-client';
import { type AdminShippingResponse, type AdminShippingVersion } from '@maplepack/api-contract';
import { isIsoDate } from '@maplepack/calendar';
import { Button, Loader, SelectField, TextField } from '@maplepack/ui';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { columns, muted, panel, row, stack, table } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { EndVersionForm } from './end-version-form';
import { SCHEDULES_TEXT } from './schedules-text';
import { useScheduleCalls } from './use-schedule-calls';

const T = SCHEDULES_TEXT.shipping;
const MONEY = /^\d{1,4}(\.\d{1,2})?$/;

/** /shipping: Canada Post's cost, free shipping's threshold and the surcharges, each version with its dates. */
export function ShippingPage() {
  const calls = useScheduleCalls();
  const [loaded, replace] = useLoad((signal) => calls.shippingSchedule({ signal }), 'shipping');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** Runs a change; the answer is the whole schedule, shown at once. */
  const run = async (change: () => Promise<AdminShippingResponse>, message: string): Promise<boolean> => {
    setFailure(null);
    setDone(null);
    try {
      replace(await change());
      setDone(message);
      return true;
    } catch (error) {
      setFailure(isApiError(error) ? error.message : TEXT.app.genericError);
      return false;
    }
  };
  return (
    <>
      <PageHeading>{T.title}</PageHeading>
      <p className={muted}>{SCHEDULES_TEXT.pastHint}</p>
      <Alert message={failure} />
      <Alert message={done} tone="notice" />
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && <Alert message={loaded.message} />}
      {loaded.state === 'loaded' && (
        <div className={stack}>
          {loaded.data.methods.map((method) => {
            const setting = T.setting[method.setting] ?? method.setting;
            const what = `${method.title} ${setting.toLowerCase()}`;
            return (
              <section
                key={method.instance_id}
                className={panel}
                aria-labelledby={`method-${method.instance_id}`}
              >
                <h2 id={`method-${method.instance_id}`}>
                  {method.title}: {setting.toLowerCase()}
                </h2>
                <Versions
                  versions={method.versions}
                  name={(from) => T.versionName(what, from)}
                  today={loaded.data.today}
                  onEnd={(id, to) =>
                    run(() => calls.endShippingVersion('method', id, to), SCHEDULES_TEXT.ended).then(
                      () => undefined,
                    )
                  }
                />
                <AmountForm
                  title={T.newAmount(method.title, setting)}
                  today={loaded.data.today}
                  onSubmit={(amount, from) =>
                    run(
                      () =>
                        calls.scheduleShippingAmount(method.instance_id, {
                          amount,
                          effective_from: from,
                        }),
                      SCHEDULES_TEXT.scheduled,
                    )
                  }
                />
              </section>
            );
          })}
          <section className={panel} aria-labelledby="surcharges-heading">
            <h2 id="surcharges-heading">{T.surcharges}</h2>
            <p className={muted}>{T.surchargesHint}</p>
            {loaded.data.surcharges.map((surcharge) => (
              <div key={surcharge.prefix}>
                <h3>
                  {surcharge.prefix === '' ? T.allCanada : surcharge.prefix} — {surcharge.label} (
                  {surcharge.area})
                </h3>
                <Versions
                  versions={surcharge.versions}
                  name={(from) => T.surchargeName(surcharge.prefix, from)}
                  today={loaded.data.today}
                  onEnd={(id, to) =>
                    run(() => calls.endShippingVersion('surcharge', id, to), SCHEDULES_TEXT.ended).then(
                      () => undefined,
                    )
                  }
                />
              </div>
            ))}
            <AmountForm
              title={T.newSurcharge}
              today={loaded.data.today}
              prefixes={loaded.data.surcharges.map((s) => ({
                value: s.prefix,
                label: s.prefix === '' ? T.allCanada : `${s.prefix} — ${s.label}`,
              }))}
              onSubmit={(amount, from, prefix) =>
                run(
                  () =>
                    calls.scheduleSurcharge({
                      prefix: prefix ?? '',
                      amount,
                      effective_from: from,
                    }),
                  SCHEDULES_TEXT.scheduled,
                )
              }
            />
          </section>
        </div>
      )}
    </>
  );
}

function Versions({
  versions,
  name,
  today,
  onEnd,
}: {
  versions: AdminShippingVersion[];
  name: (from: string) => string;
  today: string;
  onEnd: (id: number, effectiveTo: string) => Promise<void>;
}) {
  return (
    <table className={table}>
      <thead>
        <tr>
          <th scope="col">{T.amount}</th>
          <th scope="col">{SCHEDULES_TEXT.from}</th>
          <th scope="col">{SCHEDULES_TEXT.to}</th>
          <th scope="col">{SCHEDULES_TEXT.state}</th>
          <th scope="col">{SCHEDULES_TEXT.actions}</th>
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <tr key={version.id}>
            <td>${version.amount}</td>
            <td>{version.effective_from}</td>
            <td>{version.effective_to ?? SCHEDULES_TEXT.open}</td>
            <td>{SCHEDULES_TEXT.status[version.status]}</td>
            <td>
              {version.status !== 'past' && (
                <EndVersionForm
                  what={name(version.effective_from)}
                  today={today}
                  onEnd={(effectiveTo) => onEnd(version.id, effectiveTo)}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A new amount from a date (and, for surcharges, the prefix). */
function AmountForm({
  title,
  today,
  prefixes,
  onSubmit,
}: {
  title: string;
  today: string;
  prefixes?: { value: string; label: string }[];
  onSubmit: (amount: string, from: string, prefix?: string) => Promise<boolean>;
}) {
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState(today);
  const [prefix, setPrefix] = useState(prefixes?.[0]?.value ?? '');
  const [errors, setErrors] = useState<{ amount?: string; from?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      ...(MONEY.test(amount.trim()) ? {} : { amount: 'Enter an amount such as 9.50.' }),
      ...(isIsoDate(from) ? {} : { from: SCHEDULES_TEXT.invalidDate }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      if (await onSubmit(amount.trim(), from, prefix)) setAmount('');
    } finally {
      setBusy(false);
    }
  };
  const id = title.replace(/\W+/g, '-').toLowerCase();
  return (
    <form className={stack} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <div className={columns}>
        {prefixes !== undefined && (
          <SelectField
            label={T.prefix}
            value={prefix}
            onChange={(event) => setPrefix(event.target.value)}
            options={prefixes}
          />
        )}
        <TextField
          label={T.amount}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          {...(errors.amount === undefined ? {} : { error: errors.amount })}
        />
        <TextField
          label={SCHEDULES_TEXT.taxes.startsOn}
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          {...(errors.from === undefined ? {} : { error: errors.from })}
        />
      </div>
      <div className={row}>
        <Button type="submit" loading={busy}>
          {T.schedule}
        </Button>
      </div>
    </form>
  );
}
