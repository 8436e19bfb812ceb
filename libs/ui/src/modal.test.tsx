import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Join our Mailing List
      </button>
      <Modal
        open={open}
        title="Get 10% off"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Name <input />
        </label>
        <button type="submit">Submit</button>
      </Modal>
    </>
  );
}

async function openModal() {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Join our Mailing List' });
  await userEvent.click(opener);
  return opener;
}

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Get 10% off' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(name).toHaveFocus();
    await userEvent.tab();
    expect(submit).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const opener = await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the close button and from a click on the backdrop, not inside', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Join our Mailing List' }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Join our Mailing List' }));
    const backdrop = screen.getByRole('dialog').parentElement as HTMLElement;
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(
      <Modal open={false} title="Hidden" onClose={() => undefined}>
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
