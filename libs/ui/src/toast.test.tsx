import { act, render, screen } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { type ToastMessage, ToastRegion } from './toast';

function Harness({ initial }: { initial: ToastMessage[] }) {
  const [toasts, setToasts] = useState(initial);
  const onDismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  return <ToastRegion toasts={toasts} onDismiss={onDismiss} />;
}

const accessDenied: ToastMessage = {
  id: 'a',
  tone: 'error',
  title: 'Access denied.',
  message: 'Invalid subscription. Please contact administrator.',
};

describe('ToastRegion', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces an error toast as an alert with its title and message', () => {
    render(<Harness initial={[accessDenied]} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Access denied.');
    expect(alert).toHaveTextContent('Invalid subscription. Please contact administrator.');
  });

  it('announces other tones politely (role status)', () => {
    render(<Harness initial={[{ id: 'b', tone: 'success', message: 'Coupon applied' }]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Coupon applied');
  });

  it('dismisses itself after 3000 ms by default, not before', () => {
    render(<Harness initial={[accessDenied]} />);
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('honours a custom duration per toast', () => {
    render(
      <Harness
        initial={[
          { id: 'short', tone: 'info', message: 'short', durationMs: 1000 },
          { id: 'long', tone: 'info', message: 'long' },
        ]}
      />,
    );
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('short')).not.toBeInTheDocument();
    expect(screen.getByText('long')).toBeInTheDocument();
  });

  it('closes at once from its dismiss button', () => {
    render(<Harness initial={[accessDenied]} />);
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sits in a labelled list region', () => {
    render(<Harness initial={[]} />);
    expect(screen.getByRole('list', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('keeps each toast a list item, its message announced inside it (axe: a list holds only items)', () => {
    render(<Harness initial={[accessDenied, { id: 'b', tone: 'success', message: 'Coupon applied' }]} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toContainElement(screen.getByRole('status'));
    expect(items[0]).toContainElement(screen.getByRole('alert'));
  });
});
