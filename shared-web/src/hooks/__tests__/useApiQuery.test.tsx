import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  apiQuery,
  AppProviders,
  pageQuery,
  PageData,
  useApiMutation,
  useApiQuery,
} from '@parish/shared-web';

function Probe({ id, fetcher }: { id: string; fetcher: (id: string) => Promise<string> }) {
  const query = useApiQuery(apiQuery(`/api/probe/${id}/`, () => fetcher(id)));
  return (
    <div>
      <span data-testid="status">{query.status}</span>
      <span data-testid="data">{query.data ?? ''}</span>
      <button onClick={query.reload}>reload</button>
    </div>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderInApp(ui: React.ReactNode, pageData: PageData | null = null) {
  return render(<AppProviders pageData={pageData}>{ui}</AppProviders>);
}

describe('useApiQuery', () => {
  it('goes from loading to the data', async () => {
    renderInApp(<Probe id="a" fetcher={async (id) => `answer ${id}`} />);
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    expect(await screen.findByText('answer a')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('success');
  });

  it('never lets a slow answer for an old key replace the newer one', async () => {
    const answerA = deferred<string>();
    const answerB = deferred<string>();
    const fetcher = (id: string) => (id === 'a' ? answerA : answerB).promise;
    const { rerender } = renderInApp(<Probe id="a" fetcher={fetcher} />);
    rerender(
      <AppProviders>
        <Probe id="b" fetcher={fetcher} />
      </AppProviders>,
    );
    await act(async () => answerB.resolve('answer b'));
    expect(await screen.findByText('answer b')).toBeInTheDocument();
    await act(async () => answerA.resolve('answer a'));
    // The cache tells the screen of an answer on its next tick: give it a few.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('data')).toHaveTextContent('answer b');
  });

  it('reports an error and loads again on reload', async () => {
    let calls = 0;
    const fetcher = async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return 'recovered';
    };
    renderInApp(<Probe id="a" fetcher={fetcher} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'reload' }).click());
    expect(await screen.findByText('recovered')).toBeInTheDocument();
  });

  it('asks once when two parts of the page read the same path', async () => {
    const fetcher = jest.fn(async (id: string) => `answer ${id}`);
    renderInApp(
      <>
        <Probe id="a" fetcher={fetcher} />
        <Probe id="a" fetcher={fetcher} />
      </>,
    );
    expect(await screen.findAllByText('answer a')).toHaveLength(2);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shows what it read at once when the page comes back, without asking again', async () => {
    const fetcher = jest.fn(async (id: string) => `answer ${id}`);
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button onClick={() => setShown((value) => !value)}>toggle</button>
          {shown && <Probe id="a" fetcher={fetcher} />}
        </>
      );
    }
    renderInApp(<Toggle />);
    expect(await screen.findByText('answer a')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.queryByText('answer a')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByText('answer a')).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('starts from the answer the server rendered the page with, and does not ask for it', () => {
    const fetch = jest.fn(async () => ['from the browser']);
    function Notices() {
      const query = useApiQuery(pageQuery('/api/notices/', fetch));
      return <p>{query.status === 'success' ? query.data.join() : query.status}</p>;
    }
    const pageData = new PageData({
      renderedAt: '2026-12-05T10:00:00.000Z',
      today: '2026-12-05',
      entries: { '/api/notices/': ['from the server'] },
    });
    renderInApp(<Notices />, pageData);
    expect(screen.getByText('from the server')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect([...pageData.missed]).toEqual([]);
  });

  it('reads again what is on screen once a change succeeds, keeping it shown meanwhile', async () => {
    let count = 1;
    const read = jest.fn(async () => `count ${count}`);
    function Counter() {
      const query = useApiQuery(apiQuery('/api/count/', read));
      const increment = useApiMutation(
        async () => {
          count += 1;
        },
        { failureMessage: 'Could not count.' },
      );
      return (
        <>
          <p>{query.data ?? 'loading'}</p>
          <button onClick={() => void increment.mutate(undefined)}>add</button>
        </>
      );
    }
    renderInApp(<Counter />);
    expect(await screen.findByText('count 1')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'add' }));
    expect(await screen.findByText('count 2')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
