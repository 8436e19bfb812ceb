import { isApiError } from '@maplepack/api-client';
import { type AdminOrderResponse } from '@maplepack/api-contract';
import { Button, TextField } from '@maplepack/ui';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { panel, stack } from '../../components/admin.css';
import { useServices } from '../../lib/admin-context';
import { TEXT } from '../../text';
import { checkShipment, type ShipmentErrors } from './order-forms';

/** "Mark shipped": the carrier and tracking number; the server e-mails the customer. */
export function ShipmentForm({
  order,
  onDone,
}: {
  order: AdminOrderResponse;
  onDone: (order: AdminOrderResponse) => void;
}) {
  const { client } = useServices();
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [errors, setErrors] = useState<ShipmentErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const carrierRef = useRef<HTMLInputElement>(null);
  const trackingRef = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const found = checkShipment(carrier, trackingNumber);
    setErrors(found);
    if (found.carrier !== undefined) return carrierRef.current?.focus();
    if (found.tracking_number !== undefined) return trackingRef.current?.focus();
    setBusy(true);
    try {
      onDone(
        await client.ship(order.id, { carrier: carrier.trim(), tracking_number: trackingNumber.trim() }),
      );
    } catch (error) {
      setFailure(isApiError(error) ? error.message : TEXT.app.genericError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={panel} aria-labelledby="ship-heading">
      <form className={stack} onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="ship-heading">{TEXT.order.markShipped}</h2>
        <p>{TEXT.order.markShippedHint}</p>
        <Alert message={failure} />
        <TextField
          ref={carrierRef}
          label={TEXT.order.carrier}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value)}
          {...(errors.carrier === undefined ? {} : { error: errors.carrier })}
        />
        <TextField
          ref={trackingRef}
          label={TEXT.order.trackingNumber}
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
          {...(errors.tracking_number === undefined ? {} : { error: errors.tracking_number })}
        />
        <Button type="submit" loading={busy}>
          {TEXT.order.markShipped}
        </Button>
      </form>
    </section>
  );
}
