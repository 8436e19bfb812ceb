import { useLingui } from '@lingui/react/macro';
import { ORDER_CHANGE_MESSAGES, type OrderResponse } from '@maplepack/api-contract';
import { type Paged } from '@maplepack/api-client';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../lib/api';
import { ACCOUNT_WEB_MESSAGES, codeOf, knownText, messageOf } from '../features/account/account-messages';
import { formError, formStatus } from '../features/account/components/account.css';
import { type Attempt, type ChangeBody, OrderChange } from '../features/account/components/order-change';
import { OrderDetails } from '../features/account/components/order-details';
import { adjustmentLabel } from '../features/account/order-words';
import { OrdersList } from '../features/account/components/orders-list';
import { isModifiable } from '../features/account/order-view';
import { Page } from '../components/page';
import { Link } from '../components/router-link';

/** Orders per page of /orders. */
export const ORDERS_PER_PAGE = 10;

type Load<T> = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; value: T };

function positiveInt(text: string | null): number | null {
  return text !== null && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

function useLoad<T>(load: () => Promise<T>, key: string): [Load<T>, (value: T) => void] {
  const [state, setState] = useState<Load<T>>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    load().then(
      (value) => live && setState({ kind: 'ready', value }),
      (error: unknown) => live && setState({ kind: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
    // `key` names what `load` reads.
  }, [key]);
  return [state, (value: T) => setState({ kind: 'ready', value })];
}

function Failed({ message }: { message: string }) {
  return (
    <p role="alert" className={formError}>
      {message}
    </p>
  );
}

function OrderList({ page }: { page: number }) {
  const { t } = useLingui();
  const [load] = useLoad<Paged<OrderResponse>>(
    () => api.orders.list({ page, per_page: ORDERS_PER_PAGE }),
    String(page),
  );
  return (
    <Page title={t`My Orders`}>
      {load.kind === 'failed' && <Failed message={load.message} />}
      {load.kind === 'ready' && (
        <OrdersList orders={load.value.items} page={page} totalPages={load.value.totalPages} />
      )}
    </Page>
  );
}

function changeFailure(error: unknown): string {
  const code = codeOf(error);
  if (code === 'order.busy') return knownText(ORDER_CHANGE_MESSAGES.busy);
  if (code === 'payment.refund-failed') return knownText(ORDER_CHANGE_MESSAGES.refundFailed);
  return messageOf(error);
}

function OrderPage({ id }: { id: number }) {
  const { t } = useLingui();
  const [load, replace] = useLoad<OrderResponse>(() => api.orders.get(id), String(id));
  const [done, setDone] = useState<string | null>(null);

  const preview = async (body: ChangeBody) => {
    try {
      return { ok: true, value: await api.orderChanges.preview(id, body) } as const;
    } catch (error) {
      return { ok: false, message: changeFailure(error) } as const;
    }
  };
  const confirm = async (body: ChangeBody): Promise<Attempt<OrderResponse>> => {
    try {
      const changed = await api.orders.update(id, body);
      replace(changed);
      const last = changed.adjustments.at(-1);
      setDone(`${ACCOUNT_WEB_MESSAGES.orderChanged}${last === undefined ? '' : ` ${adjustmentLabel(last)}`}`);
      return { ok: true, value: changed };
    } catch (error) {
      return { ok: false, message: changeFailure(error) };
    }
  };

  return (
    <Page title={t`Order #${id}`}>
      <p>
        <Link to="/orders">{t`Back to my orders`}</Link>
      </p>
      {load.kind === 'failed' && <Failed message={load.message} />}
      {done !== null && (
        <p role="status" className={formStatus}>
          {done}
        </p>
      )}
      {load.kind === 'ready' && (
        <OrderDetails order={load.value}>
          {isModifiable(load.value, Date.now()) && (
            <OrderChange
              key={load.value.adjustments.length}
              order={load.value}
              catalogue={api}
              preview={preview}
              confirm={confirm}
            />
          )}
        </OrderDetails>
      )}
    </Page>
  );
}

/** /orders: the list, or one order with `?order=<id>` (the route table keeps its spec §2 paths). */
export function Component() {
  const [search] = useSearchParams();
  const id = positiveInt(search.get('order'));
  if (id !== null) return <OrderPage id={id} />;
  return <OrderList page={positiveInt(search.get('page')) ?? 1} />;
}
