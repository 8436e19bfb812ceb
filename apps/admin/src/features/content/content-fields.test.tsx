import { thankYouAcfSchema } from '@maplepack/api-contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../test-support/axe';
import { ContentFields } from './content-fields';
import { errorsByPath, fieldErrors } from './form/field-errors';
import { fieldTree } from './form/field-tree';

const tree = fieldTree(thankYouAcfSchema);

/** The fields of a schema with links, an optional group and a list of plain texts (the thank-you page's). */
function ThankYouForm({ initial, onValue }: { initial: unknown; onValue: (value: unknown) => void }) {
  const [value, setValue] = useState(initial);
  const errors = errorsByPath(fieldErrors(thankYouAcfSchema, tree, value));
  return (
    <form aria-label="Thank you">
      <ContentFields
        tree={tree}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
        errors={errors}
        shown={() => true}
        touch={() => undefined}
      />
    </form>
  );
}

describe('the content form on other shapes', () => {
  it('adds and removes an optional link, checks its route in plain words, and lists plain texts', async () => {
    const user = userEvent.setup();
    let latest: unknown;
    const view = render(
      <ThankYouForm
        initial={{ title: 'Thanks', text: 'Your order is in.' }}
        onValue={(value) => (latest = value)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add button' }));
    const button = screen.getByRole('group', { name: 'Button' });
    expect(within(button).getByRole('textbox', { name: 'Button text' })).toHaveFocus();
    await user.keyboard('See my orders');
    const route = within(button).getByRole('textbox', { name: 'Page on this site' });
    await user.type(route, 'https://elsewhere.example');
    expect(route).toHaveAccessibleDescription(/Enter a page of this site that starts with a single \//);
    await user.clear(route);
    await user.type(route, '/orders');
    expect(route).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Add next step' }));
    expect(screen.getByRole('textbox', { name: 'Next step 1' })).toHaveFocus();
    await user.keyboard('Watch your mailbox');
    expect(latest).toEqual({
      title: 'Thanks',
      text: 'Your order is in.',
      button: { label: 'See my orders', route: '/orders' },
      next_steps: ['Watch your mailbox'],
    });
    expect(await axeViolations(view.container)).toEqual([]);

    await user.click(within(button).getByRole('button', { name: 'Remove button' }));
    expect(screen.getByRole('button', { name: 'Add button' })).toHaveFocus();
    expect(latest).not.toHaveProperty('button');
    await user.click(screen.getByRole('button', { name: 'Remove: Next step 1' }));
    expect(screen.getByRole('button', { name: 'Add next step' })).toHaveFocus();
  });
});
