import { RESET_PASS_MESSAGES } from '@maplepack/api-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../test-support/fake-api';
import { findPageHeading, renderAt } from '../../testing';

afterEach(() => jest.restoreAllMocks());

const RESET = '/api/v1/reset-pass';

describe('/forgot-password', () => {
  it('sends the e-mail and shows the same answer whether or not it has an account', async () => {
    const api = installFakeApi(({ url }) =>
      url.pathname === RESET ? { body: { status: 200, message: RESET_PASS_MESSAGES.requested } } : undefined,
    );
    renderAt('/forgot-password');
    expect(await findPageHeading()).toHaveTextContent('Forgot Password');
    await userEvent.type(screen.getByLabelText('Email'), 'nobody@example.ca');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_PASS_MESSAGES.requested);
    expect(api.requestsTo(RESET)[0]?.body).toEqual({ email: 'nobody@example.ca' });
  });

  it('refuses a malformed e-mail before asking and keeps what was typed', async () => {
    const api = installFakeApi(() => undefined);
    renderAt('/forgot-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'ann@');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email.');
    expect(screen.getByLabelText('Email')).toHaveValue('ann@');
    expect(api.requestsTo(RESET)).toHaveLength(0);
  });

  it('is reached from the sign-in form', async () => {
    installFakeApi(() => undefined);
    renderAt('/login');
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});

describe('/reset-password', () => {
  const typeTwice = async (first: string, second = first) => {
    await userEvent.type(await screen.findByLabelText(/^New password/), first);
    await userEvent.type(screen.getByLabelText('Confirm new password'), second);
    await userEvent.click(screen.getByRole('button', { name: 'Reset my password' }));
  };

  it('sends nothing on opening, then the key, id and new password', async () => {
    const api = installFakeApi(({ url }) =>
      url.pathname === RESET ? { body: { status: 200, message: RESET_PASS_MESSAGES.done } } : undefined,
    );
    renderAt('/reset-password?key=abc_DEF&id=7');
    expect(await findPageHeading()).toHaveTextContent('Reset Password');
    expect(screen.getByText('At least 10 characters, not a common password.')).toBeInTheDocument();
    expect(api.requestsTo(RESET)).toHaveLength(0);
    await typeTwice('a long new password');
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_PASS_MESSAGES.done);
    expect(api.requestsTo(RESET)[0]?.body).toEqual({
      key: 'abc_DEF',
      id: '7',
      password: 'a long new password',
    });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('asks for the same password twice', async () => {
    const api = installFakeApi(() => undefined);
    renderAt('/reset-password?key=k&id=7');
    await typeTwice('a long new password', 'a long new passw0rd');
    expect(await screen.findByRole('alert')).toHaveTextContent('The two passwords do not match.');
    expect(api.requestsTo(RESET)).toHaveLength(0);
  });

  it('refuses a short password before asking and keeps what was typed', async () => {
    const api = installFakeApi(() => undefined);
    renderAt('/reset-password?key=k&id=7');
    await typeTwice('short');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your password must be at least 10 characters long.',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveValue('short');
    expect(api.requestsTo(RESET)).toHaveLength(0);
  });

  it("shows the server's refusal of a common password and keeps the form", async () => {
    installFakeApi(({ url }) =>
      url.pathname === RESET
        ? {
            status: 400,
            body: {
              error: {
                code: 'request.invalid',
                message: 'This password is too common and easy to guess. Please choose another one.',
              },
            },
          }
        : undefined,
    );
    renderAt('/reset-password?key=k&id=7');
    await typeTwice('password12');
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('password12');
  });

  it.each([
    ['reset.expired-key', RESET_PASS_MESSAGES.expiredKey],
    ['reset.used-key', RESET_PASS_MESSAGES.usedKey],
  ])('a link refused with %s says so and offers a new e-mail', async (code, message) => {
    installFakeApi(({ url }) =>
      url.pathname === RESET ? { status: 400, body: { error: { code, message } } } : undefined,
    );
    renderAt('/reset-password?key=k&id=7');
    await typeTwice('a long new password');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('Confirm new password')).not.toBeInTheDocument();
  });

  it('says a link without its key is not valid', async () => {
    installFakeApi(() => undefined);
    renderAt('/reset-password?id=7');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_PASS_MESSAGES.invalidKey);
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toBeInTheDocument();
  });
});
