export interface QuizQuestion {
  id: string;
  question: string;
  options: readonly string[];
  /** Index of the right option. */
  answer: number;
  /** Why, shown once the answers are checked. */
  explanation: string;
}

/** The Catholic Quiz: the faith, the liturgical year, the Bible and our history. */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 'sacraments',
    question: 'How many sacraments does the Catholic Church celebrate?',
    options: ['Two', 'Five', 'Seven', 'Twelve'],
    answer: 2,
    explanation:
      'Seven: Baptism, Confirmation and the Eucharist (the sacraments of initiation), Reconciliation and the Anointing of the Sick (healing), and Holy Orders and Matrimony (service).',
  },
  {
    id: 'catholic',
    question: 'What does the word "catholic" mean?',
    options: ['Ancient', 'Universal', 'Roman', 'Holy'],
    answer: 1,
    explanation:
      'It comes from the Greek katholikos, "according to the whole": the Church is for every people and every place. That is why an ecumenical parish can be fully catholic.',
  },
  {
    id: 'trinity',
    question: "What does the doctrine of the Holy Trinity, our parish's name, teach?",
    options: [
      'That there are three gods',
      'That God appears in three successive forms',
      'That there is one God in three Persons: Father, Son and Holy Spirit',
      'That Jesus, Mary and Joseph are one family',
    ],
    answer: 2,
    explanation:
      'One God in three distinct Persons, equal and eternal. We celebrate it on Trinity Sunday, the Sunday after Pentecost.',
  },
  {
    id: 'advent',
    question: 'Which season prepares the Church for Christmas?',
    options: ['Lent', 'Advent', 'Ordinary Time', 'Eastertide'],
    answer: 1,
    explanation:
      "Advent, the four Sundays before Christmas, begins the Church's year. Lent, the forty days before Easter, prepares for Easter.",
  },
  {
    id: 'violet',
    question: 'What colour does the priest usually wear during Advent and Lent?',
    options: ['White', 'Green', 'Red', 'Violet'],
    answer: 3,
    explanation:
      'Violet (purple), the colour of waiting and penance. White is for Christmas and Easter, red for Pentecost and the martyrs, green for Ordinary Time.',
  },
  {
    id: 'eucharist',
    question: 'What does the word "Eucharist" mean?',
    options: ['Thanksgiving', 'Bread of life', 'Communion', 'Sacrifice'],
    answer: 0,
    explanation:
      'From the Greek eucharistia, "thanksgiving": at every Mass the Church gives thanks to God, as Jesus gave thanks at the Last Supper.',
  },
  {
    id: 'nicaea',
    question:
      'Which council of the early Church first set out the Creed we pray on Sunday, in 325?',
    options: [
      'The Council of Trent',
      'The Council of Nicaea',
      'The Second Vatican Council',
      'The Council of Jerusalem',
    ],
    answer: 1,
    explanation:
      'The Council of Nicaea, in 325. The Council of Constantinople completed it in 381, which is why it is called the Nicene-Constantinopolitan Creed.',
  },
  {
    id: 'mark',
    question: 'Which is the shortest of the four Gospels?',
    options: ['Matthew', 'Mark', 'Luke', 'John'],
    answer: 1,
    explanation:
      'Mark, with 16 chapters. Most scholars think it was the first Gospel written, and Matthew and Luke drew on it.',
  },
  {
    id: 'old-testament',
    question: 'How many books are in the Catholic Old Testament?',
    options: ['39', '46', '27', '73'],
    answer: 1,
    explanation:
      'Forty-six. With the 27 books of the New Testament, the Catholic Bible has 73. Protestant Bibles usually count 39 Old Testament books.',
  },
  {
    id: 'old-catholic',
    question:
      'Many Old Catholics separated from Rome after the First Vatican Council (1870). Which teaching of that council did they not accept?',
    options: [
      'The Immaculate Conception',
      'Papal infallibility',
      'The Mass in the language of the people',
      'The canon of Scripture',
    ],
    answer: 1,
    explanation:
      "Papal infallibility, and the Pope's universal jurisdiction. With the Church of Utrecht they formed the Union of Utrecht in 1889, one of the roots of today's independent Catholic communities.",
  },
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

/** A word for the score. */
export function verdict(score: number, total: number): string {
  if (score === total) return 'Perfect! You know your faith well.';
  if (score >= total * 0.7) return 'Well done! A few answers below are worth a look.';
  if (score >= total * 0.4) return 'A good start. Read the explanations below to learn more.';
  return 'Every answer below is a chance to learn something new.';
}
