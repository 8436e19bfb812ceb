import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pill } from './pill';

function Controlled() {
  const [pressed, setPressed] = useState(false);
  return (
    <Pill pressed={pressed} onPressedChange={setPressed}>
      Female
    </Pill>
  );
}

describe('Pill', () => {
  it('toggles aria-pressed with clicks and the keyboard', async () => {
    render(<Controlled />);
    const pill = screen.getByRole('button', { name: 'Female' });
    expect(pill).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pill);
    expect(pill).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    expect(pill).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    expect(pill).toHaveAttribute('aria-pressed', 'true');
  });

  it('reports the new state, not the old one', async () => {
    const onPressedChange = jest.fn();
    render(
      <Pill pressed onPressedChange={onPressedChange}>
        Male
      </Pill>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Male' }));
    expect(onPressedChange).toHaveBeenCalledWith(false);
  });
});
