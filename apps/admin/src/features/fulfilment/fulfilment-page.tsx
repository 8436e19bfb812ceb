import { adminFulfilmentCsvPath, adminFulfilmentPdfPath } from '@maplepack/api-client';
import { Button, buttonClass, Loader } from '@maplepack/ui';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { filters, muted, nativeField, row, screenOnly } from '../../components/admin.css';
import { PageHeading } from '../../components/page-heading';
import { useServices } from '../../lib/admin-context';
import { useLoad } from '../../lib/use-load';
import { TEXT } from '../../text';
import { pack, packHeader, packs as packsClass, pillTable } from './fulfilment.css';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day's packing list: every pack with its morning and evening pills per day. "Print" opens the
 * browser's print dialog; the print stylesheet drops the shell and keeps each pack on one page where
 * it fits. The PDF (laid out by the server, page-numbered, a pack never split) and the CSV are the
 * API's files, downloaded with the session cookie.
 */
export function FulfilmentPage() {
  const { client, today } = useServices();
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('date');
  const date = asked !== null && DATE.test(asked) ? asked : today();
  const [draft, setDraft] = useState(date);
  const [loaded] = useLoad((signal) => client.fulfilment({ date }, { signal }), date);
  const show = (event: FormEvent) => {
    event.preventDefault();
    if (DATE.test(draft)) setSearchParams({ date: draft });
  };
  return (
    <>
      <PageHeading>{TEXT.fulfilment.printedOn(date)}</PageHeading>
      <form className={`${filters} ${screenOnly}`} onSubmit={show}>
        <label className={nativeField}>
          {TEXT.fulfilment.date}
          <input type="date" value={draft} required onChange={(event) => setDraft(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary">
          {TEXT.fulfilment.show}
        </Button>
        <Button onClick={() => window.print()}>{TEXT.fulfilment.print}</Button>
        <a className={buttonClass({ variant: 'secondary' })} href={adminFulfilmentPdfPath(date)} download>
          {TEXT.fulfilment.pdf}
        </a>
        <a className={buttonClass({ variant: 'secondary' })} href={adminFulfilmentCsvPath(date)} download>
          {TEXT.fulfilment.csv}
        </a>
      </form>
      {loaded.state === 'loading' && <Loader />}
      {loaded.state === 'failed' && <Alert message={loaded.message} />}
      {loaded.state === 'loaded' && (
        <>
          <p role="status">
            {loaded.data.packs.length === 0
              ? TEXT.fulfilment.none
              : TEXT.fulfilment.count(loaded.data.packs.length)}
          </p>
          <ol className={packsClass}>
            {loaded.data.packs.map((entry) => (
              <li key={entry.order_id} className={pack}>
                <div className={packHeader}>
                  <h2>{TEXT.fulfilment.pack(entry.order_id)}</h2>
                  <span className={row}>
                    <span aria-hidden="true">☐</span> {TEXT.fulfilment.packed}
                  </span>
                </div>
                <p>
                  <strong>{TEXT.fulfilment.shipTo}:</strong> {entry.shipping.first_name}{' '}
                  {entry.shipping.last_name}, {entry.shipping.address_1}
                  {entry.shipping.address_2 === '' ? '' : `, ${entry.shipping.address_2}`},{' '}
                  {entry.shipping.city} {entry.shipping.state} {entry.shipping.postcode}
                  <span className={muted}> ({entry.name})</span>
                </p>
                <table className={pillTable}>
                  <thead>
                    <tr>
                      <th scope="col">{TEXT.fulfilment.product}</th>
                      <th scope="col">{TEXT.fulfilment.morning}</th>
                      <th scope="col">{TEXT.fulfilment.evening}</th>
                      <th scope="col">{TEXT.fulfilment.days}</th>
                      <th scope="col">{TEXT.fulfilment.totalPills}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entry.lines.map((line) => (
                      <tr key={line.product_id}>
                        <td>{line.name}</td>
                        <td>{line.morning_pills}</td>
                        <td>{line.evening_pills}</td>
                        <td>{line.days}</td>
                        <td>{line.total_pills}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
