import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Disclosure } from './disclosure';

describe('Disclosure', () => {
  it.each([
    { level: 2, size: 'page' },
    { level: 3, size: 'compact' },
  ] as const)(
    'at level $level ($size): a heading holds the button, the answer is a region it names, closed at first',
    async ({ level, size }) => {
      const user = userEvent.setup();
      render(
        <Disclosure question="How do I cancel?" level={level} size={size}>
          <p>Any time.</p>
          <p>From your account.</p>
        </Disclosure>,
      );
      const heading = screen.getByRole('heading', { level, name: 'How do I cancel?' });
      const button = screen.getByRole('button', { name: 'How do I cancel?' });
      expect(heading).toContainElement(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('region', { name: 'How do I cancel?' })).not.toBeInTheDocument();

      button.focus();
      await user.keyboard('{Enter}');
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const region = screen.getByRole('region', { name: 'How do I cancel?' });
      expect(button).toHaveAttribute('aria-controls', region.id);
      expect(region.querySelectorAll('p')).toHaveLength(2);

      await user.keyboard(' ');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('region', { name: 'How do I cancel?' })).not.toBeInTheDocument();
    },
  );
});
