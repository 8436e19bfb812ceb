import { ApiError } from '@maplepack/api-client';
import { MAILING_CONSENT_REQUIRED_MESSAGE, type NewsletterResponse } from '@maplepack/api-contract';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MAILING_LIST_DELAY_MS, MAILING_LIST_OFFERED_KEY } from '../mailing-list-offer';
import { WELCOME_CODE_NOTE } from './mailing-list-modal';
import { MailingListSlot, type MailingListSlotProps } from './mailing-list-slot';
import { i18n } from '../../../lib/i18n/i18n';

const PENDING: NewsletterResponse = {
  message: "Thank you, we'll be in touch soon!",
  status: 'pending',
};

function Harness({
  subscribe,
  startOpen = false,
  offer,
}: Pick<MailingListSlotProps, 'subscribe' | 'offer'> & { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const [onOpen] = useState(() => () => setOpen(true));
  return (
    <MailingListSlot
      open={open}
      onOpen={onOpen}
      onClose={() => setOpen(false)}
      subscribe={subscribe}
      {...(offer === undefined ? {} : { offer })}
    />
  );
}

afterEach(() => {
  window.localStorage.clear();
  jest.useRealTimers();
});

describe('mailing-list modal timing', () => {
  it('opens after 3000 ms once per visitor', async () => {
    jest.useFakeTimers();
    const { unmount } = render(<Harness subscribe={jest.fn()} />);
    act(() => jest.advanceTimersByTime(MAILING_LIST_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('dialog', { name: 'Join our Mailing List' })).toBeInTheDocument();
    expect(window.localStorage.getItem(MAILING_LIST_OFFERED_KEY)).toBe('yes');
    unmount();

    render(<Harness subscribe={jest.fn()} />);
    act(() => jest.advanceTimersByTime(MAILING_LIST_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not open by itself where the offer is off (the mailing-list link pages)', () => {
    jest.useFakeTimers();
    render(<Harness subscribe={jest.fn()} offer={false} />);
    act(() => jest.advanceTimersByTime(MAILING_LIST_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(MAILING_LIST_OFFERED_KEY)).toBeNull();
  });
});

describe('mailing-list form', () => {
  async function fill(name: string, email: string) {
    await userEvent.type(await screen.findByLabelText('Name'), name);
    await userEvent.type(screen.getByLabelText('Email'), email);
  }

  it('requires a name and a valid email', async () => {
    const subscribe = jest.fn();
    render(<Harness subscribe={subscribe} startOpen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email.');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('needs the separate, unticked consent box before anything is sent', async () => {
    const subscribe = jest.fn(() => Promise.resolve(PENDING));
    render(<Harness subscribe={subscribe} startOpen />);
    await fill('Ann', 'ann@example.ca');
    const consent = screen.getByRole('checkbox');
    expect(consent).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(consent).toHaveAccessibleDescription(MAILING_CONSENT_REQUIRED_MESSAGE);
    expect(subscribe).not.toHaveBeenCalled();

    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("Thank you, we'll be in touch soon!")).toBeInTheDocument();
    // Double opt-in: the person confirms from the e-mail; the code comes with the welcome e-mail.
    expect(
      screen.getByText('Please confirm your subscription with the link we just e-mailed you.'),
    ).toBeInTheDocument();
    expect(screen.getByText(i18n._(WELCOME_CODE_NOTE))).toBeInTheDocument();
    expect(screen.queryByText(/welcome10/i)).not.toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({
      name: 'Ann',
      email: 'ann@example.ca',
      consent: expect.objectContaining({ given: true, source: 'form' }),
    });
  });

  it('keeps focus in the dialog after submitting, and Escape still closes it (issue 17)', async () => {
    render(<Harness subscribe={jest.fn(() => Promise.resolve(PENDING))} startOpen />);
    await fill('Ann', 'ann@example.ca');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("Thank you, we'll be in touch soon!")).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a server error, and the thank-you once the request is taken', async () => {
    const subscribe = jest
      .fn<Promise<NewsletterResponse>, unknown[]>()
      .mockRejectedValueOnce(new ApiError(429, 'rate-limited', 'Too many requests. Please try again later.'))
      .mockResolvedValueOnce(PENDING);
    render(<Harness subscribe={subscribe} startOpen />);
    await fill('Ann', 'ann@example.ca');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText("Thank you, we'll be in touch soon!")).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledTimes(2);
  });
});
