import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('sends the credentials and reports success', async () => {
    const onSubmit = jest.fn().mockResolvedValue({ ok: true });
    const onSignedIn = jest.fn();
    render(<LoginForm onSubmit={onSubmit} onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.ca');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ann@example.ca', password: 'secret-123' });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message as an alert on failure", async () => {
    const onSubmit = jest
      .fn()
      .mockResolvedValue({ ok: false, code: 'auth.invalid', message: 'Wrong password.' });
    const onSignedIn = jest.fn();
    render(<LoginForm onSubmit={onSubmit} onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.ca');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong password.');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
