import { ApiError } from '@maplepack/api-client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmSubscription } from './confirm-subscription';
import { Unsubscribe } from './unsubscribe';

const TOKEN = 'A'.repeat(43);

describe('the confirmation page', () => {
  it('changes nothing on a visit: it confirms only when the button is pressed', async () => {
    const confirm = jest.fn(async () => ({ email_address: 'ann@example.ca', status: 'subscribed' as const }));
    render(<ConfirmSubscription token={TOKEN} confirm={confirm} />);
    expect(confirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(confirm).toHaveBeenCalledWith(TOKEN);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you: ann@example.ca is now on the Maplepack mailing list.',
    );
  });

  it("shows the server's message for an expired link, and 'already confirmed' as news, not an error", async () => {
    const confirm = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError(410, 'mailing.expired-link', 'This link has expired. Please subscribe again.'),
      )
      .mockRejectedValueOnce(
        new ApiError(409, 'mailing.already-confirmed', 'This subscription is already confirmed.'),
      );
    render(<ConfirmSubscription token={TOKEN} confirm={confirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired. Please subscribe again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent('This subscription is already confirmed.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the link is not valid when it carries no token, and offers no button', () => {
    render(<ConfirmSubscription token={null} confirm={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the unsubscribe page', () => {
  it('unsubscribes only when the button is pressed', async () => {
    const unsubscribe = jest.fn(async () => ({ status: 'unsubscribed' as const }));
    render(<Unsubscribe token={TOKEN} unsubscribe={unsubscribe} />);
    expect(unsubscribe).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(unsubscribe).toHaveBeenCalledWith(TOKEN);
    expect(await screen.findByRole('status')).toHaveTextContent('You are unsubscribed');
  });

  it("shows the server's message for a forged link and lets the person try again", async () => {
    const unsubscribe = jest
      .fn()
      .mockRejectedValueOnce(
        new ApiError(
          400,
          'mailing.invalid-link',
          'This link is not valid. Please check that you copied all of it.',
        ),
      );
    render(<Unsubscribe token={TOKEN} unsubscribe={unsubscribe} />);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
