import { act, render, screen } from '@testing-library/react';
import { useApiQuery } from '@parish/shared-web';

function Probe({ id, fetcher }: { id: string; fetcher: (id: string) => Promise<string> }) {
  const query = useApiQuery(() => fetcher(id), id);
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

describe('useApiQuery', () => {
  it('goes from loading to the data', async () => {
    render(<Probe id="a" fetcher={async (id) => `answer ${id}`} />);
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    expect(await screen.findByText('answer a')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('success');
  });

  it('never lets a slow answer for an old key replace the newer one', async () => {
    const answerA = deferred<string>();
    const answerB = deferred<string>();
    const fetcher = (id: string) => (id === 'a' ? answerA : answerB).promise;
    const { rerender } = render(<Probe id="a" fetcher={fetcher} />);
    rerender(<Probe id="b" fetcher={fetcher} />);
    await act(async () => answerB.resolve('answer b'));
    await act(async () => answerA.resolve('answer a'));
    expect(screen.getByTestId('data')).toHaveTextContent('answer b');
  });

  it('reports an error and loads again on reload', async () => {
    let calls = 0;
    const fetcher = async () => {
      calls += 1;
      if (calls === 1) throw new Error('down');
      return 'recovered';
    };
    render(<Probe id="a" fetcher={fetcher} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'reload' }).click());
    expect(await screen.findByText('recovered')).toBeInTheDocument();
  });
});
