import { Button } from '@maplepack/ui';
import { useState, type FormEvent } from 'react';
import { row } from '../../components/admin.css';
import { SCHEDULES_TEXT as T } from './schedules-text';

/** A row's "end on a date" form: the date (default today) and a button, both named for the row. */
export function EndVersionForm({
  what,
  today,
  onEnd,
}: {
  what: string;
  today: string;
  onEnd: (effectiveTo: string) => Promise<void>;
}) {
  const [date, setDate] = useState(today);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await onEnd(date);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={row} onSubmit={(event) => void submit(event)}>
      <input
        type="date"
        aria-label={T.endLabel(what)}
        value={date}
        onChange={(event) => setDate(event.target.value)}
      />
      <Button type="submit" variant="secondary" aria-label={T.endButton(what)} loading={busy}>
        {T.end}
      </Button>
    </form>
  );
}
