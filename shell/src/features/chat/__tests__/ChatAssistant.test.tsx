import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { buildChurchHoursEntries } from '@parish/shared-types/testing';
import { ChatAssistant } from '../components/ChatAssistant';
import { useChatStore } from '../stores/chatStore';

const VERSE = {
  verse: {
    details: { text: 'The Lord is my shepherd; I shall not want.', reference: 'Psalm 23:1' },
  },
};

let api: ReturnType<typeof mockApi> | undefined;

async function openChat(handlers: Record<string, MockReply> = {}) {
  api = mockApi(handlers);
  const { requests } = api;
  const navigate = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<ChatAssistant navigate={navigate} />);
  await user.click(screen.getByRole('button', { name: 'Chat with our virtual assistant' }));
  const panel = await screen.findByRole('dialog', { name: 'Holy Trinity Virtual Assistant' });
  return { user, navigate, panel, requests };
}

const choiceBox = () => screen.getByRole('combobox', { name: 'How can we help?' });
const conversation = () => screen.getByRole('log', { name: 'Conversation' });
const assistantMessages = () =>
  Array.from(conversation().querySelectorAll<HTMLElement>('[data-author="assistant"]'));
const newestReply = () => assistantMessages().at(-1);

/** Lets the 600 ms pause (and any API call) finish, as the browser would. */
async function waitForReply(ms = 600) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Chooses `choice`, sends it and waits for the answer. */
async function ask(user: UserEvent, choice: string) {
  await user.selectOptions(choiceBox(), choice);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitForReply();
}

beforeEach(() => {
  jest.useFakeTimers();
  useChatStore.setState(useChatStore.getInitialState());
});

afterEach(() => {
  api?.restore();
  api = undefined;
  jest.useRealTimers();
});

describe('the chat assistant', () => {
  it('opens from the floating button with its title, subtitle and the ten choices', async () => {
    const { panel } = await openChat();

    expect(
      within(panel).getByRole('heading', { name: 'Holy Trinity Virtual Assistant' }),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Your spiritual guide')).toBeInTheDocument();
    const options = within(choiceBox()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select an option',
      "I'm new here",
      'Worship service times',
      'Location and directions',
      'Donate or pledge',
      'Daily Bible verse',
      'Prayer request',
      'Upcoming events and calendar',
      "Children's ministry info",
      'Church shop and media',
      'Ask a question',
    ]);
    expect(choiceBox()).toHaveValue('');
    // Only the prayer request and the question have a text box.
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('moves focus into the panel, and Escape closes it and returns focus to the button', async () => {
    const { user } = await openChat();
    expect(choiceBox()).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Chat with our virtual assistant' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['new-visitor', /Welcome to Holy Trinity! We're so glad you're here/],
    [
      'service-times',
      /Sunday School at 9:00 AM, Sunday Worship at 10:00 AM and Wednesday Bible Study at 7:00 PM/,
    ],
    ['location', /123 Church Street, Springfield/],
    ['donate', /Thank you for your generosity!/],
    ['events', /Here are our upcoming events:/],
    ['children', /Sundays at 10 AM for ages 4–12/],
    ['shop-media', /watch sermons and videos on our media page/],
  ])('answers %s after 600 ms, then clears the choice', async (choice, reply) => {
    const { user } = await openChat({
      'GET /api/schedule/entries/': { status: 200, body: buildChurchHoursEntries() },
    });
    await user.selectOptions(choiceBox(), choice);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitForReply(599);
    expect(conversation()).not.toHaveTextContent(reply);
    await waitForReply(1);
    expect(newestReply()).toHaveTextContent(reply);
    expect(choiceBox()).toHaveValue('');
  });

  it('gives the church hours the schedule features, as /about lists them, and links to every Mass time', async () => {
    const entries = buildChurchHoursEntries();
    let answer: MockReply = { status: 200, body: entries };
    const { user, navigate } = await openChat();
    api?.restore();
    api = mockApi({ 'GET /api/schedule/entries/': () => answer });

    await ask(user, 'service-times');
    const reply = newestReply() as HTMLElement;
    expect(reply).toHaveTextContent(
      'Our services: Sunday School at 9:00 AM, Sunday Worship at 10:00 AM and Wednesday Bible Study at 7:00 PM. Everyone is welcome!',
    );
    // The Sunday 8:00 AM Mass is in the schedule but not featured.
    expect(reply).not.toHaveTextContent('8:00 AM');
    const all = within(reply).getByRole('link', { name: 'All Mass times' });
    expect(all).toHaveAttribute('href', '/mass-times');
    await user.click(all);
    expect(navigate).toHaveBeenCalledWith('/mass-times');

    // Read afresh when asked: the office took Sunday School out of the church hours.
    answer = {
      status: 200,
      body: entries.map((entry) =>
        entry.title === 'Sunday School' ? { ...entry, featured: false } : entry,
      ),
    };
    await ask(user, 'service-times');
    expect(newestReply()).toHaveTextContent(
      'Our services: Sunday Worship at 10:00 AM and Wednesday Bible Study at 7:00 PM.',
    );

    answer = 'network-error';
    await ask(user, 'service-times');
    expect(newestReply()).toHaveTextContent('Please see all our Mass times.');
    expect(
      within(newestReply() as HTMLElement).getByRole('link', { name: 'all our Mass times' }),
    ).toHaveAttribute('href', '/mass-times');
  });

  it('shows that the assistant is replying until the reply arrives', async () => {
    const { user } = await openChat();
    await user.selectOptions(choiceBox(), 'service-times');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(within(conversation()).getByRole('status')).toHaveTextContent(
      'The assistant is replying...',
    );
    await waitForReply();
    expect(within(conversation()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('links to the pages it mentions, the events calendar at /calendar', async () => {
    const { user, navigate } = await openChat();
    await ask(user, 'events');

    const reply = newestReply() as HTMLElement;
    expect(within(reply).getByText('Youth Retreat: May 15')).toBeInTheDocument();
    expect(within(reply).getByText('Community Service Day: May 21')).toBeInTheDocument();
    const calendar = within(reply).getByRole('link', { name: 'calendar' });
    expect(calendar).toHaveAttribute('href', '/calendar');
    await user.click(calendar);
    expect(navigate).toHaveBeenCalledWith('/calendar');

    await ask(user, 'donate');
    expect(
      within(newestReply() as HTMLElement).getByRole('link', { name: 'Giving page' }),
    ).toHaveAttribute('href', '/giving');

    await ask(user, 'shop-media');
    expect(
      within(newestReply() as HTMLElement).getByRole('link', { name: 'media page' }),
    ).toHaveAttribute('href', '/media');

    await ask(user, 'location');
    const maps = within(newestReply() as HTMLElement).getByRole('link', {
      name: /Get directions on Google Maps/,
    });
    expect(maps.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    expect(maps).toHaveAttribute('target', '_blank');
  });

  it("gives today's verse from the API", async () => {
    const { user, requests } = await openChat({
      'GET /api/verse/daily': { status: 200, body: VERSE },
    });
    await ask(user, 'daily-verse');

    expect(newestReply()).toHaveTextContent(
      '“The Lord is my shepherd; I shall not want.” — Psalm 23:1',
    );
    expect(requests).toEqual([{ method: 'GET', url: '/api/verse/daily', body: undefined }]);
  });

  it('says so when the verse cannot be loaded', async () => {
    const { user } = await openChat({ 'GET /api/verse/daily': { status: 502 } });
    await ask(user, 'daily-verse');

    expect(newestReply()).toHaveTextContent(
      'Unable to load verse at this time. Please try again later.',
    );
  });

  it('takes a verse without its reference as a failure, not as half a verse', async () => {
    const { user } = await openChat({
      'GET /api/verse/daily': {
        status: 200,
        body: { verse: { details: { text: 'The Lord is my shepherd.', reference: '' } } },
      },
    });
    await ask(user, 'daily-verse');

    expect(newestReply()).toHaveTextContent(
      'Unable to load verse at this time. Please try again later.',
    );
  });

  it('answers Send without a choice with the unknown-choice message', async () => {
    const { user } = await openChat();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitForReply();

    expect(newestReply()).toHaveTextContent(
      "I'm not sure how to respond to that yet. Try choosing another option!",
    );
  });

  it.each([
    [
      'prayer-request',
      'What would you like us to pray for?',
      'Please enter your prayer intention before submitting.',
    ],
    ['question', 'Type your question here...', 'Please enter your message so we can assist you.'],
  ])('asks for the %s text before sending anything', async (choice, placeholder, message) => {
    const { user, requests } = await openChat();
    await user.selectOptions(choiceBox(), choice);
    const textBox = screen.getByPlaceholderText(placeholder);

    await user.type(textBox, '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitForReply();

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(textBox).toHaveAttribute('aria-invalid', 'true');
    expect(textBox).toHaveFocus();
    expect(requests).toHaveLength(0);
    expect(assistantMessages()).toHaveLength(1); // the greeting only
  });

  it.each([
    [
      'prayer-request',
      'What would you like us to pray for?',
      'prayer_request',
      /Thank you for sharing your prayer request. It has been sent to the parish office/,
    ],
    [
      'question',
      'Type your question here...',
      'question',
      /Thank you for your question. It has been sent to the parish office/,
    ],
  ])(
    'delivers the %s to the parish office and confirms it',
    async (choice, placeholder, topic, confirmation) => {
      const { user, requests } = await openChat({
        'POST /api/contact/chat/': { status: 201, body: { id: 9, received_at: '2026-11-23' } },
      });
      await user.selectOptions(choiceBox(), choice);
      await user.type(screen.getByPlaceholderText(placeholder), '  For my mother, in hospital.  ');
      await user.click(screen.getByRole('button', { name: 'Send' }));

      expect(conversation()).toHaveTextContent('For my mother, in hospital.');
      await waitForReply();

      expect(requests).toEqual([
        {
          method: 'POST',
          url: '/api/contact/chat/',
          body: { topic, message: 'For my mother, in hospital.' },
        },
      ]);
      expect(newestReply()).toHaveTextContent(confirmation);
      expect(choiceBox()).toHaveValue('');
      expect(screen.queryByPlaceholderText(placeholder)).not.toBeInTheDocument();
    },
  );

  it('keeps the prayer request and says clearly when it could not be sent', async () => {
    const { user } = await openChat({ 'POST /api/contact/chat/': 'network-error' });
    await user.selectOptions(choiceBox(), 'prayer-request');
    const textBox = screen.getByPlaceholderText('What would you like us to pray for?');
    await user.type(textBox, 'Peace in our town');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitForReply();

    expect(newestReply()).toHaveTextContent(
      'Sorry, your prayer request could not be sent. We could not reach the parish server.',
    );
    expect(choiceBox()).toHaveValue('prayer-request');
    expect(textBox).toHaveValue('Peace in our town');
  });

  it('shows typed HTML as text, never as markup', async () => {
    const { user } = await openChat({
      'POST /api/contact/chat/': { status: 201, body: { id: 1, received_at: '2026-11-23' } },
    });
    const typed = '<img src=x onerror="alert(1)"><b>bold</b>';
    await user.selectOptions(choiceBox(), 'question');
    await user.type(screen.getByPlaceholderText('Type your question here...'), typed);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitForReply();

    expect(within(conversation()).getByText(typed)).toBeInTheDocument();
    expect(conversation().querySelector('img, b')).toBeNull();
  });

  it('keeps keyboard focus in the chat while it replies, so Escape still closes it', async () => {
    const { user } = await openChat();
    await user.selectOptions(choiceBox(), 'children');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveFocus();
    expect(send).toHaveAttribute('aria-disabled', 'true');
    // A second Send during the reply is ignored.
    await user.click(send);
    await waitForReply();
    expect(assistantMessages()).toHaveLength(2);
    expect(send).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('scrolls to the newest message', async () => {
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = await openChat();
    await ask(user, 'service-times');

    const lastScrolled = scrolled.mock.contexts.at(-1) as Element;
    expect(lastScrolled).toContainElement(newestReply() as HTMLElement);
  });
});
