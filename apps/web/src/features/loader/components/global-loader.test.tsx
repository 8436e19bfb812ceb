import { act, render, screen } from '@testing-library/react';
import { api } from '../../../lib/api';
import { installFakeApi } from '../../../test-support/fake-api';
import { resetRemoteStores } from '../../../test-support/reset-remote-stores';
import { GlobalLoader } from './global-loader';

describe('global loader', () => {
  beforeEach(() => {
    resetRemoteStores();
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the GET message once a request has waited 500 ms, and leaves when it is done', async () => {
    let answer: (response: Response) => void = () => undefined;
    const response = new Promise<Response>((resolve) => (answer = resolve));
    // The categories' calls load on their first use: load them, so the 500 ms start at the request.
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(new Response('[]', { headers: { 'content-type': 'application/json' } }))
      .mockImplementation(() => response);
    await act(async () => {
      await api.categories.list();
    });
    render(<GlobalLoader />);
    const request = api.categories.list();

    act(() => jest.advanceTimersByTime(499));
    expect(
      screen.queryByText("Please wait while we're retrieving your information."),
    ).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText("Please wait while we're retrieving your information.")).toBeInTheDocument();

    await act(async () => {
      answer(new Response('[]', { headers: { 'content-type': 'application/json' } }));
      await request;
    });
    act(() => jest.advanceTimersByTime(100));
    expect(
      screen.queryByText("Please wait while we're retrieving your information."),
    ).not.toBeInTheDocument();
  });

  it('never shows for a request that finishes within 500 ms', async () => {
    installFakeApi(() => ({ body: [] }));
    render(<GlobalLoader />);
    await act(async () => {
      await api.categories.list();
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('global-loader')).toBeEmptyDOMElement();
  });
});
