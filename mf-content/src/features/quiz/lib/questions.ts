import type { ContentMessageId } from './i18n';

/** A question of the quiz; its texts are message ids (`content.quiz.<id>.question`, `.option1`…). */
export interface QuizQuestion {
  id: string;
  question: ContentMessageId;
  options: readonly ContentMessageId[];
  /** Index of the right option. */
  answer: number;
  /** Why, shown once the answers are checked. */
  explanation: ContentMessageId;
}

/** A question's texts by its id, and the index of its right option. */
function question(id: string, answer: number): QuizQuestion {
  const text = (name: string) => `content.quiz.${id}.${name}` as ContentMessageId;
  return {
    id,
    question: text('question'),
    options: [1, 2, 3, 4].map((option) => text(`option${option}`)),
    answer,
    explanation: text('explanation'),
  };
}

/** The Catholic Quiz: the faith, the liturgical year, the Bible and our history. */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  question('sacraments', 2),
  question('catholic', 1),
  question('trinity', 2),
  question('advent', 1),
  question('violet', 3),
  question('eucharist', 0),
  question('nicaea', 1),
  question('mark', 1),
  question('oldTestament', 1),
  question('oldCatholic', 1),
];

/** How many of `answers` (question id → chosen option) are right. */
export function scoreOf(answers: Readonly<Record<string, number>>): number {
  return QUIZ_QUESTIONS.filter((question) => answers[question.id] === question.answer).length;
}

/**
 * `answers` with the options chosen on the page by question id (a question's
 * radios are named after it; each one's value is its option's index).
 */
export function withChosenAnswers(
  answers: Readonly<Record<string, number>>,
  chosen: ReadonlyMap<string, unknown>,
): Record<string, number> {
  const next = { ...answers };
  for (const question of QUIZ_QUESTIONS) {
    const option = Number(chosen.get(question.id) ?? Number.NaN);
    if (Number.isInteger(option) && question.options[option] !== undefined) {
      next[question.id] = option;
    }
  }
  return next;
}

/** A word for the score (a message id). */
export function verdict(score: number, total: number): ContentMessageId {
  if (score === total) return 'content.quiz.verdict.perfect';
  if (score >= total * 0.7) return 'content.quiz.verdict.good';
  if (score >= total * 0.4) return 'content.quiz.verdict.start';
  return 'content.quiz.verdict.learn';
}
