import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryStates } from '@parish/shared-web';
import { renderWithProviders } from '@parish/shared-web/testing';

const texts = {
  loading: 'Loading sermons...',
  failed: 'Could not load sermons.',
  empty: 'None yet.',
};

function names(list: string[]) {
  return (
    <ul>
      {list.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

describe('a read shown through QueryStates', () => {
  it('says it is loading, in the words given', () => {
    renderWithProviders(
      <QueryStates query={{ status: 'loading', data: undefined, error: undefined }} {...texts}>
        {names}
      </QueryStates>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading sermons...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says it failed and reads again when Try again is pressed', async () => {
    const reload = jest.fn();
    renderWithProviders(
      <QueryStates
        query={{ status: 'error', data: undefined, error: new Error('down'), reload }}
        {...texts}
      >
        {names}
      </QueryStates>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load sermons.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says an empty list is empty, and shows a list with something in it', () => {
    const { rerender } = renderWithProviders(
      <QueryStates query={{ status: 'success', data: [], error: undefined }} {...texts}>
        {names}
      </QueryStates>,
    );
    expect(screen.getByText('None yet.')).toBeInTheDocument();
    rerender(
      <QueryStates query={{ status: 'success', data: ['Advent'], error: undefined }} {...texts}>
        {names}
      </QueryStates>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Advent');
    expect(screen.queryByText('None yet.')).not.toBeInTheDocument();
  });
});
