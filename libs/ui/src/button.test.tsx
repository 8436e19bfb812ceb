import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClass } from './button';

describe('Button', () => {
  it('is a non-submitting button by default and calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is disabled, busy, announces the wait and ignores clicks', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Submit
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Submit/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Please wait...');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('gives each variant its own real class names (vanilla-extract ran)', () => {
    const primary = buttonClass({ variant: 'primary' });
    const secondary = buttonClass({ variant: 'secondary' });
    expect(primary).not.toContain('undefined');
    expect(primary.split(' ')).toHaveLength(3);
    expect(primary).not.toEqual(secondary);
    render(<Button variant="danger">Delete</Button>);
    expect(screen.getByRole('button', { name: 'Delete' }).className).toBe(buttonClass({ variant: 'danger' }));
  });
});
