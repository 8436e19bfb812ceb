import { render, waitFor } from '@testing-library/react';
import { Icon } from './icon';

describe('Icon', () => {
  it('holds the icon’s size while its chunk loads, then shows lucide’s svg hidden from screen readers', async () => {
    const { container } = render(<Icon name="cart" sizePx={20} />);
    expect(container.firstElementChild).toHaveStyle({ width: '20px', height: '20px' });
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveClass('lucide-shopping-cart');
  });
});
