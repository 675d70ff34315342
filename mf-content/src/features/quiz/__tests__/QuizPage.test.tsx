import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@parish/shared-web';
import { renderWithProviders, serverMarkup } from '@parish/shared-web/testing';
import QuizPage from '../components/QuizPage';
import common from '../../../locales/en.json';
import own from '../locales/en.json';

/** The feature's English texts with the remote's common ones, as its `useT` has them. */
const english: Record<string, string> = { ...common, ...own };
import { QUIZ_QUESTIONS } from '../lib/questions';

/** A message's English, as the page shows it (the questions hold message ids). */
const en = (id: string | undefined) => (id ? (english[id] ?? '') : '');

async function answerAll(
  user: ReturnType<typeof userEvent.setup>,
  pick: (index: number) => number,
) {
  for (const [index, question] of QUIZ_QUESTIONS.entries()) {
    const group = screen.getByRole('radiogroup', { name: new RegExp(`^${index + 1}\\. `) });
    await user.click(within(group).getByLabelText(en(question.options[pick(index)])));
  }
}

describe('the Catholic Quiz', () => {
  it('asks about ten questions', () => {
    renderWithProviders(<QuizPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Catholic Quiz' })).toBeInTheDocument();
    expect(QUIZ_QUESTIONS.length).toBeGreaterThanOrEqual(8);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(QUIZ_QUESTIONS.length);
  });

  it('scores a perfect round', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuizPage />);
    await answerAll(user, (index) => QUIZ_QUESTIONS[index]?.answer ?? 0);
    await user.click(screen.getByRole('button', { name: 'Check My Answers' }));
    expect(
      screen.getByRole('heading', {
        name: `You scored ${QUIZ_QUESTIONS.length} out of ${QUIZ_QUESTIONS.length}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Correct.')).toHaveLength(QUIZ_QUESTIONS.length);
  });

  it('explains the right answer of each wrong or missing one, and starts again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<QuizPage />);
    const [first] = QUIZ_QUESTIONS;
    if (!first) throw new Error('no question');
    const group = screen.getByRole('radiogroup', { name: /^1\. / });
    await user.click(
      within(group).getByLabelText(en(first.options[(first.answer + 1) % first.options.length])),
    );
    expect(
      screen.getByText(`${QUIZ_QUESTIONS.length - 1} questions not answered yet.`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check My Answers' }));
    expect(
      screen.getByRole('heading', { name: `You scored 0 out of ${QUIZ_QUESTIONS.length}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Not quite. The answer is ${en(first.options[first.answer])}.`),
    ).toBeInTheDocument();
    expect(screen.getByText(en(first.explanation))).toBeInTheDocument();
    expect(screen.getAllByText(/^Not answered\./)).toHaveLength(QUIZ_QUESTIONS.length - 1);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByText(/You scored/)).not.toBeInTheDocument();
    expect(
      within(group)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
  });
});

describe('answers chosen before the page was taken over (issue 35)', () => {
  let served: ReturnType<typeof serverMarkup> | undefined;
  afterEach(() => served?.cleanUp());

  it('counts them when the answers are checked', async () => {
    const router = createMemoryRouter([{ path: '*', element: <QuizPage /> }], {
      initialEntries: ['/catholic-quiz'],
    });
    served = serverMarkup(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const [first, second] = QUIZ_QUESTIONS;
    if (!first || !second) throw new Error('too few questions');
    // Chosen in the server's page, before any script ran: one right, one wrong.
    const radio = (question: string, option: number) => {
      const found = served?.container.querySelector<HTMLInputElement>(
        `input[name="${question}"][value="${option}"]`,
      );
      if (!found) throw new Error(`no option ${option} of ${question}`);
      return found;
    };
    radio(first.id, first.answer).checked = true;
    radio(second.id, (second.answer + 1) % second.options.length).checked = true;

    expect(await served.hydrate()).toEqual([]);
    expect(
      screen.getByText(`${QUIZ_QUESTIONS.length - 2} questions not answered yet.`),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Check My Answers' }));
    expect(
      screen.getByRole('heading', { name: `You scored 1 out of ${QUIZ_QUESTIONS.length}` }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/^Not quite\./)).toHaveLength(1);
  });
});
