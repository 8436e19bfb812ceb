import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useLocaleStore } from '../../stores/locale-store';
import { useLingui } from './react';

let renders = 0;

function Greeting() {
  renders += 1;
  const { _ } = useLingui();
  return <p>{_({ id: 'hello', message: 'Hello' })}</p>;
}

afterEach(() => {
  renders = 0;
  useLocaleStore.setState(useLocaleStore.getInitialState(), true);
  document.body.innerHTML = '';
});

describe('useLingui while React takes over a server-rendered page', () => {
  it('does not draw the page again for catalogue parts loaded before it took over', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting />);
    document.body.append(container);
    // A French page loads the parts its route shows before hydrating (main.tsx): the count moves.
    useLocaleStore.setState((state) => ({ catalogueParts: state.catalogueParts + 2 }));
    renders = 0;

    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <Greeting />, { onRecoverableError: (error) => recoverable.push(error) }),
    );

    expect(renders).toBe(1);
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe('Hello');
    act(() => root.unmount());
  });

  it('draws the component again when a part arrives after it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting />);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <Greeting />));
    renders = 0;

    act(() => useLocaleStore.setState((state) => ({ catalogueParts: state.catalogueParts + 1 })));

    expect(renders).toBe(1);
    act(() => root.unmount());
  });
});
