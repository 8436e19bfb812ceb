import { render, screen } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { preload, preloadable } from './preloadable';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('preloadable', () => {
  it('renders like React.lazy: the fallback until the code arrives', async () => {
    const code = deferred<{ default: (props: { name: string }) => ReactElement }>();
    const Hello = preloadable('test/hello-lazy', () => code.promise);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Hello name="Ann" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    code.resolve({ default: ({ name }) => <p>Hello {name}</p> });
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
  });

  it('renders at once, without suspending, once preloaded', async () => {
    let loads = 0;
    const Hello = preloadable('test/hello-preloaded', () => {
      loads += 1;
      return Promise.resolve({ default: () => <p>Hello</p> });
    });
    await preload(['test/hello-preloaded', 'test/never-defined']);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Hello />
      </Suspense>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('loads the parts a loaded part defines, and survives a load that fails', async () => {
    const order: string[] = [];
    preloadable('test/outer', () => {
      order.push('outer');
      // The outer part's code defines the inner one when it runs, as a page defines its own lazy parts.
      preloadable('test/inner', () => {
        order.push('inner');
        return Promise.resolve({ default: () => null });
      });
      return Promise.resolve({ default: () => null });
    });
    preloadable('test/broken', () => Promise.reject(new Error('offline')));
    await expect(preload(['test/broken', 'test/outer', 'test/inner'])).resolves.toBeUndefined();
    expect(order).toEqual(['outer', 'inner']);
  });
});
