import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parish/shared-web/testing';
import { ChatAssistant } from '../components/ChatAssistant';

// The panel's code cannot be downloaded while the visitor is offline.
const mockNetwork = { online: false };
jest.mock('../components/ChatPanel', () => {
  if (!mockNetwork.online) throw new Error('ChunkLoadError: offline');
  return jest.requireActual('../components/ChatPanel');
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the chat when its code cannot be downloaded', () => {
  it('says so inside the chat, keeps the page, and opens once Try again succeeds', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <main>
        <h1>Church Shop</h1>
        <ChatAssistant navigate={jest.fn()} />
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Chat with our virtual assistant' }));

    expect(
      await screen.findByText(
        'The chat could not be opened. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Church Shop' })).toBeInTheDocument();

    mockNetwork.online = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('dialog', { name: 'Holy Trinity Virtual Assistant' }),
    ).toBeInTheDocument();
  });
});
