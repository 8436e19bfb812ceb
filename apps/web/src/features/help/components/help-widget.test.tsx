import { ApiError } from '@maplepack/api-client';
import { HELP_MESSAGES, type HelpMessageResponse } from '@maplepack/api-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelpWidget, type HelpWidgetProps } from './help-widget';

const FAQ = [
  {
    question: 'How does the subscription work?',
    answer: 'Your pack renews every month.\n\nCancel any time.',
  },
  { question: 'When will my order ship?', answer: 'Within two business days.' },
];
const SENT: HelpMessageResponse = { status: 'sent', message: HELP_MESSAGES.sent };
const CART = [{ product_id: 2401, am_dose: 1, pm_dose: 1 }];

function setup(overrides: Partial<HelpWidgetProps> = {}) {
  const props: HelpWidgetProps = {
    loadFaq: jest.fn(() => Promise.resolve(FAQ)),
    readCart: jest.fn(() => Promise.resolve(CART)),
    send: jest.fn(() => Promise.resolve(SENT)),
    page: '/products/omega-3-fish-oil',
    person: null,
    ...overrides,
  };
  render(<HelpWidget {...props} />);
  return { props, user: userEvent.setup() };
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /help/i }));
  return screen.findByRole('dialog', { name: 'How can we help?' });
}

describe('the help widget', () => {
  it('searches the FAQ and shows an answer', async () => {
    const { user } = setup();
    const dialog = await open(user);
    await within(dialog).findByRole('button', { name: 'When will my order ship?' });
    await user.type(within(dialog).getByRole('searchbox', { name: /search our answers/i }), 'renew');
    expect(
      within(dialog).queryByRole('button', { name: 'When will my order ship?' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'How does the subscription work?' }));
    expect(within(dialog).getByText('Cancel any time.')).toBeVisible();
    // The FAQ page's disclosure: the question a heading, the answer a region it names.
    expect(
      within(dialog).getByRole('heading', { level: 3, name: 'How does the subscription work?' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'How does the subscription work?' })).toHaveTextContent(
      'Cancel any time.',
    );
    await user.clear(within(dialog).getByRole('searchbox'));
    await user.type(within(dialog).getByRole('searchbox'), 'refund');
    expect(within(dialog).getByText(/No answer matches yet/)).toBeInTheDocument();
  });

  it('sends the message with the page and the cart, then says it is on its way', async () => {
    const { user, props } = setup({ person: { name: 'Marie Tremblay', email: 'marie@example.ca' } });
    const dialog = await open(user);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Marie Tremblay');
    await user.type(within(dialog).getByRole('textbox', { name: 'Your question' }), '  Is it vegan?  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(HELP_MESSAGES.sent);
    // Focus stays in the dialog, on the thank-you, so Escape still closes it.
    expect(within(dialog).getByRole('status')).toHaveFocus();
    expect(props.send).toHaveBeenCalledWith({
      name: 'Marie Tremblay',
      email: 'marie@example.ca',
      message: 'Is it vegan?',
      page: '/products/omega-3-fish-oil',
      cart: CART,
    });
  });

  it('leaves the cart out when the box is unticked', async () => {
    const { user, props } = setup({ person: { name: 'Marie', email: 'marie@example.ca' } });
    const dialog = await open(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your question' }), 'Hello');
    await user.click(within(dialog).getByRole('checkbox', { name: /attach my cart/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await within(dialog).findByRole('status');
    expect(props.readCart).not.toHaveBeenCalled();
    expect(props.send).toHaveBeenCalledWith(expect.not.objectContaining({ cart: expect.anything() }));
  });

  it("says what is missing with the API's own messages, and sends nothing", async () => {
    const { user, props } = setup();
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is required',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Your question' })).toHaveAccessibleDescription(
      'Please write your question',
    );
    expect(props.send).not.toHaveBeenCalled();
  });

  it("keeps every word typed when the shop's inbox is down, and says why", async () => {
    const send = jest.fn(() =>
      Promise.reject(new ApiError(503, 'help.unavailable', HELP_MESSAGES.unavailable)),
    );
    const { user } = setup({ send, person: { name: 'Marie', email: 'marie@example.ca' } });
    const dialog = await open(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Your question' }), 'Is it vegan?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(HELP_MESSAGES.unavailable);
    expect(within(dialog).getByRole('textbox', { name: 'Your question' })).toHaveValue('Is it vegan?');
  });

  it('still offers the form when the FAQ cannot load', async () => {
    const { user } = setup({ loadFaq: () => Promise.reject(new Error('offline')) });
    const dialog = await open(user);
    expect(await within(dialog).findByText(/Our answers could not be loaded/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('closes on Escape and gives focus back to the Help button', async () => {
    const { user } = setup();
    await open(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /help/i })).toHaveFocus();
  });
});
