import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { PARISH_DETAILS_DEFAULTS } from '@parish/shared-types';
import { buildChurchHoursEntries } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { loadTranslations } from '../../../lib/i18n';
import { ChatAssistant } from '../components/ChatAssistant';
import { useChatStore } from '../stores/chatStore';

let api: ReturnType<typeof mockApi> | undefined;

async function openChatInSpanish(handlers: Record<string, MockReply> = {}) {
  const translations = await loadTranslations('es');
  api = mockApi({
    'GET /api/parish/': { status: 200, body: PARISH_DETAILS_DEFAULTS },
    'GET /api/schedule/entries/': { status: 200, body: buildChurchHoursEntries() },
    ...handlers,
  });
  const navigate = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<ChatAssistant navigate={navigate} />, { translations });
  await user.click(screen.getByRole('button', { name: 'Chatear con nuestro asistente virtual' }));
  const panel = await screen.findByRole('dialog', { name: 'Asistente virtual de Holy Trinity' });
  return { user, navigate, panel };
}

const choiceBox = () => screen.getByRole('combobox', { name: '¿En qué podemos ayudarle?' });
const newestReply = () =>
  Array.from(
    screen
      .getByRole('log', { name: 'Conversación' })
      .querySelectorAll<HTMLElement>('[data-author="assistant"]'),
  ).at(-1) as HTMLElement;

async function ask(user: UserEvent, choice: string) {
  await user.selectOptions(choiceBox(), choice);
  await user.click(screen.getByRole('button', { name: 'Enviar' }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(600);
  });
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

describe('the chat assistant in Spanish', () => {
  it('has its title, subtitle, greeting and choices in Spanish', async () => {
    const { panel } = await openChatInSpanish();
    expect(within(panel).getByText('Su guía espiritual')).toBeInTheDocument();
    expect(newestReply()).toHaveTextContent(/^Asistente: ¡Hola! Soy el asistente virtual/);
    const options = within(choiceBox()).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Seleccione una opción');
    expect(within(choiceBox()).getByRole('option', { name: 'Petición de oración' })).toHaveValue(
      'prayer-request',
    );
  });

  it('answers with the link where the Spanish sentence puts it, in the Spanish pages', async () => {
    const { user, navigate } = await openChatInSpanish();
    await ask(user, 'new-visitor');

    const log = screen.getByRole('log', { name: 'Conversación' });
    expect(within(log).getByText('Soy nuevo aquí')).toBeInTheDocument(); // the visitor's choice
    const sentence = within(newestReply()).getByText(/^Nuestra página/);
    expect(sentence).toHaveTextContent('Nuestra página Soy nuevo le explica qué puede esperar.');
    const link = within(sentence).getByRole('link', { name: 'Soy nuevo' });
    expect(link.previousSibling?.textContent).toBe('Nuestra página ');
    expect(link).toHaveAttribute('href', '/es/about/new');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/about/new');
  });

  it('gives the church hours in a Spanish sentence and list, in the office’s Spanish, with every Mass time', async () => {
    const { user } = await openChatInSpanish();
    await ask(user, 'service-times');
    expect(newestReply()).toHaveTextContent(
      'Nuestros horarios: Catequesis dominical (9:00 a.m.), Misa dominical (10:00 a.m.) y Estudio bíblico de los miércoles (7:00 p.m.). ¡Todos son bienvenidos!',
    );
    expect(within(newestReply()).getByRole('link', { name: 'Todos los horarios' })).toHaveAttribute(
      'href',
      '/es/mass-times',
    );
  });

  it('asks in Spanish for the prayer request before sending it', async () => {
    const { user } = await openChatInSpanish();
    await user.selectOptions(choiceBox(), 'prayer-request');
    expect(screen.getByPlaceholderText('¿Por qué intención desea que oremos?')).toBeInTheDocument();
    await ask(user, 'prayer-request');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Escriba su intención de oración antes de enviarla.',
    );
  });

  it('says in Spanish that a prayer request could not be sent', async () => {
    const { user } = await openChatInSpanish({ 'POST /api/contact/chat/': 'network-error' });
    await user.selectOptions(choiceBox(), 'prayer-request');
    await user.type(
      screen.getByRole('textbox', { name: 'Su petición de oración' }),
      'Por la paz en nuestra ciudad',
    );
    await ask(user, 'prayer-request');
    expect(newestReply()).toHaveTextContent(
      'Lo sentimos, no se pudo enviar su petición de oración. No pudimos comunicarnos con el servidor de la parroquia.',
    );
  });
});
