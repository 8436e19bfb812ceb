import { render, screen } from '@testing-library/react';
import { Container } from './container';
import { Loader, Spinner } from './spinner';
import { Stack } from './stack';
import { VisuallyHidden } from './visually-hidden';

describe('layout helpers', () => {
  it('Stack and Container render their children with distinct classes per option', () => {
    render(
      <Container width="narrow" data-testid="c">
        <Stack gap="lg" data-testid="s1">
          one
        </Stack>
        <Stack gap="xs" direction="row" data-testid="s2">
          two
        </Stack>
      </Container>,
    );
    expect(screen.getByTestId('c')).toHaveTextContent('onetwo');
    expect(screen.getByTestId('s1').className).not.toBe(screen.getByTestId('s2').className);
    expect(screen.getByTestId('s1').className).not.toContain('undefined');
  });

  it('VisuallyHidden keeps text in the accessibility tree', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  });

  it('Spinner announces its label; Loader shows it', () => {
    const { unmount } = render(<Spinner label="Please wait while we're sending your information." />);
    expect(screen.getByRole('status')).toHaveTextContent("Please wait while we're sending your information.");
    unmount();
    render(<Loader />);
    expect(screen.getByText('Please wait...')).toBeVisible();
  });
});
