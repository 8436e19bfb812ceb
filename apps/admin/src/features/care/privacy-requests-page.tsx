import { staffCan } from '@maplepack/access';
import { type AdminErasureResponse, type AdminPrivacyRequest } from '@maplepack/api-contract';
import { isApiError, type AdminPrivacyRequestParams } from '@maplepack/api-client';
import { Button, Loader } from '@maplepack/ui';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { filters, muted, panel, row, stack } from '../../components/admin.css';
import { ChoiceFilter } from '../../components/filter-fields';
import { PageHeading } from '../../components/page-heading';
import { RecordTable } from '../../components/record-table';
import { useServices, useSession } from '../../lib/admin-context';
import { choiceParam, draftOf } from '../../lib/list-params';
import { useListQuery } from '../../lib/use-list-query';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { CARE_TEXT } from '../../text-care';
import { dateTimeLabel } from '../orders/order-query';

const T = CARE_TEXT.privacy;

// In the order the filters offer them.
const KINDS = ['deletion', 'export'] as const;
const STATES = ['pending', 'completed', 'withdrawn'] as const;

function queryFrom(params: URLSearchParams): AdminPrivacyRequestParams {
  return { kind: choiceParam(params, 'kind', KINDS), state: choiceParam(params, 'state', STATES) };
}

/**
 * The customers' data downloads and deletion requests; for a pending deletion, the owner erases the
 * account after a confirm step and sees what was erased and what was kept, and why.
 */
export function PrivacyRequestsPage() {
  const { client } = useServices();
  const staff = useSession((state) => state.staff);
  const list = useListQuery((params) => draftOf(queryFrom(params), ['kind', 'state']));
  const query = queryFrom(list.params);
  const [reload, setReload] = useState(0);
  const [loaded] = useLoad(
    (signal) => client.privacyRequests(query, { signal }),
    `${list.params.toString()}#${reload}`,
  );
  const [confirming, setConfirming] = useState<AdminPrivacyRequest | null>(null);
  const [outcome, setOutcome] = useState<AdminErasureResponse | null>(null);
  const mayErase = staff !== null && staffCan(staff.role, 'privacy.erase');
  return (
    <>
      <PageHeading>{T.title}</PageHeading>
      <form role="search" className={filters} onSubmit={list.apply}>
        <ChoiceFilter
          label={T.kind}
          any={T.any}
          choices={KINDS}
          labelOf={(kind) => T.kinds[kind] ?? kind}
          field={list.field('kind')}
        />
        <ChoiceFilter
          label={T.state}
          any={T.any}
          choices={STATES}
          labelOf={(state) => T.states[state] ?? state}
          field={list.field('state')}
        />
        <Button type="submit">{T.apply}</Button>
      </form>
      {outcome !== null && <Outcome outcome={outcome} />}
      {confirming !== null && (
        <ConfirmErasure
          request={confirming}
          onCancel={() => setConfirming(null)}
          onErased={(answer) => {
            setConfirming(null);
            setOutcome(answer);
            setReload((n) => n + 1);
          }}
        />
      )}
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && <Alert message={loaded.message} />}
      {loaded.state === 'loaded' &&
        (loaded.data.requests.length === 0 ? (
          <p role="status">{T.none}</p>
        ) : (
          <RecordTable
            columns={[T.id, T.kind, T.state, T.customer, T.asked, T.done, T.action]}
            rows={loaded.data.requests.map((request) => (
              <tr key={request.id}>
                <td>{request.id}</td>
                <td>{T.kinds[request.kind] ?? request.kind}</td>
                <td>{T.states[request.state] ?? request.state}</td>
                <td>{request.customer_id}</td>
                <td>{dateTimeLabel(request.created_at)}</td>
                <td>{request.completed_at === null ? '' : dateTimeLabel(request.completed_at)}</td>
                <td>
                  {request.kind === 'deletion' && request.state === 'pending' ? (
                    mayErase ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`${T.erase}: ${T.customer} ${request.customer_id}`}
                        onClick={() => {
                          setOutcome(null);
                          setConfirming(request);
                        }}
                      >
                        {T.erase}
                      </Button>
                    ) : (
                      <span className={muted}>{T.eraseOwnerOnly}</span>
                    )
                  ) : null}
                </td>
              </tr>
            ))}
          />
        ))}
    </>
  );
}

function ConfirmErasure({
  request,
  onCancel,
  onErased,
}: {
  request: AdminPrivacyRequest;
  onCancel: () => void;
  onErased: (answer: AdminErasureResponse) => void;
}) {
  const { client } = useServices();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const erase = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onErased(await client.eraseAccount(request.id));
    } catch (caught) {
      setFailure(isApiError(caught) ? caught.message : TEXT.app.genericError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="erase-title" className={`${panel} ${stack}`}>
      <h2 id="erase-title">{T.confirmTitle(request.customer_id)}</h2>
      <p>{T.confirmText}</p>
      <Alert message={failure} />
      <div className={row}>
        <Button disabled={busy} onClick={() => void erase()}>
          {T.confirmButton}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
      </div>
    </section>
  );
}

function Outcome({ outcome }: { outcome: AdminErasureResponse }) {
  const { record } = outcome;
  const lines = (title: string, items: typeof record.erased) => (
    <>
      <h3>{title}</h3>
      <ul>
        {items.map((line) => (
          <li key={line.what}>
            <strong>{line.what}</strong> ({T.rowsLabel(line.rows)}
            {line.until === undefined ? '' : `, ${T.until(line.until)}`}): {line.reason}
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <section aria-labelledby="outcome-title" className={`${panel} ${stack}`}>
      <h2 id="outcome-title">{T.outcomeTitle(record.customer_id)}</h2>
      {lines(T.erased, record.erased)}
      {lines(T.kept, record.kept)}
    </section>
  );
}
