import { type AdminAssessmentView } from '@maplepack/api-contract';
import { isApiError } from '@maplepack/api-client';
import { Button, Loader, VisuallyHidden } from '@maplepack/ui';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { fieldError, filters, nativeField, panel, row, stack, table } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { RecordTable } from '../../components/record-table';
import { useServices } from '../../lib/admin-context';
import { useListQuery } from '../../lib/use-list-query';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { CARE_TEXT } from '../../text-care';
import { dateTimeLabel } from '../orders/order-query';

const T = CARE_TEXT.health;

/**
 * The pharmacist's health answers: search by e-mail or id (no answers shown), then open one only
 * with a stated reason; the API writes each opening to the audit log.
 */
export function HealthAnswersPage() {
  const { client } = useServices();
  const list = useListQuery((params) => ({ q: params.get('q') ?? '' }));
  const q = list.params.get('q') ?? '';
  const [loaded] = useLoad((signal) => client.assessments(q, { signal }), q);
  const [opening, setOpening] = useState<string | null>(null);
  const [view, setView] = useState<AdminAssessmentView | null>(null);
  const search = (event: FormEvent) => {
    setView(null);
    setOpening(null);
    list.apply(event);
  };
  return (
    <>
      <PageHeading>{T.title}</PageHeading>
      <p>{T.intro}</p>
      <form role="search" className={filters} onSubmit={search}>
        <label className={nativeField}>
          {T.search}
          <input type="search" {...list.field('q')} />
        </label>
        <Button type="submit">{T.searchButton}</Button>
      </form>
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && <Alert message={loaded.message} />}
      {loaded.state === 'loaded' &&
        (loaded.data.assessments.length === 0 ? (
          <p role="status">{T.none}</p>
        ) : (
          <RecordTable
            columns={[T.email, T.id, T.taken, <VisuallyHidden key="open">{T.open}</VisuallyHidden>]}
            rows={loaded.data.assessments.map((assessment) => (
              <tr key={assessment.id}>
                <td>{assessment.customer_email ?? T.guest}</td>
                <td>{assessment.id}</td>
                <td>{dateTimeLabel(assessment.created_at)}</td>
                <td>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${T.open}: ${assessment.id}`}
                    onClick={() => {
                      setView(null);
                      setOpening(assessment.id);
                    }}
                  >
                    {T.open}
                  </Button>
                </td>
              </tr>
            ))}
          />
        ))}
      {opening !== null && view === null && (
        <ReasonForm id={opening} onCancel={() => setOpening(null)} onOpened={setView} />
      )}
      {view !== null && <AnswersView view={view} />}
    </>
  );
}

export function ReasonForm({
  id,
  onCancel,
  onOpened,
}: {
  id: string;
  onCancel: () => void;
  onOpened: (view: AdminAssessmentView) => void;
}) {
  const { client } = useServices();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 5) {
      setError(T.reasonRequired);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onOpened(await client.viewAssessment(id, reason.trim()));
    } catch (caught) {
      setFailure(isApiError(caught) ? caught.message : TEXT.app.genericError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={`${panel} ${stack}`} onSubmit={(event) => void submit(event)} noValidate>
      <h2>{T.answersOf(id)}</h2>
      <label className={nativeField}>
        {T.reasonLabel}
        <textarea
          value={reason}
          required
          rows={3}
          maxLength={500}
          aria-invalid={error !== null}
          aria-describedby="reason-hint reason-error"
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <p id="reason-hint">{T.reasonHint}</p>
      <p id="reason-error" className={fieldError}>
        {error ?? ''}
      </p>
      <Alert message={failure} />
      <div className={row}>
        <Button type="submit" disabled={busy}>
          {T.show}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
      </div>
    </form>
  );
}

function AnswersView({ view }: { view: AdminAssessmentView }) {
  return (
    <section aria-labelledby="answers-title" className={stack}>
      <h2 id="answers-title">{T.answersOf(view.id)}</h2>
      <Alert tone="notice" message={T.logged} />
      <p>
        {view.customer_email ?? T.guest} · {dateTimeLabel(view.created_at)}
      </p>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">{T.question}</th>
            <th scope="col">{T.answer}</th>
          </tr>
        </thead>
        <tbody>
          {view.answers.map((line) => (
            <tr key={line.ref}>
              <td>{line.question}</td>
              <td>{line.answer}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{view.recommended_tier === null ? T.noRecommendation : T.recommended(view.recommended_tier)}</h3>
      <ul>
        {view.recommended.map((product) => (
          <li key={product.name}>
            <strong>{product.name}</strong>: {product.reason}
          </li>
        ))}
      </ul>
      <h3>{T.excluded}</h3>
      {view.excluded.length === 0 ? (
        <p>{T.nothingExcluded}</p>
      ) : (
        <ul>
          {view.excluded.map((product) => (
            <li key={product.name}>
              <strong>{product.name}</strong>: {product.why}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
