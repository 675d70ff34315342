import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { PageHeader, useKeepChangesMadeBeforeTakeOver, usePageMeta } from '@parish/shared-web';
import {
  QUIZ_QUESTIONS,
  scoreOf,
  verdict,
  withChosenAnswers,
  type QuizQuestion,
} from '../lib/questions';
import { useT } from '../lib/i18n';

function Question({
  question,
  number,
  chosen,
  checked,
  onChoose,
}: {
  question: QuizQuestion;
  number: number;
  chosen: number | undefined;
  checked: boolean;
  onChoose: (option: number) => void;
}) {
  const t = useT();
  const right = chosen === question.answer;
  const labelId = `quiz-${question.id}-label`;
  return (
    <Card component="li" sx={{ listStyle: 'none' }}>
      <CardContent>
        <FormControl component="fieldset" disabled={checked} sx={{ width: '100%' }}>
          <FormLabel
            id={labelId}
            component="legend"
            sx={{ color: 'text.primary', fontWeight: 600, mb: 1 }}
          >
            {number}. {t(question.question)}
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name={question.id}
            value={chosen === undefined ? '' : String(chosen)}
            onChange={(event) => onChoose(Number(event.target.value))}
          >
            {question.options.map((option, index) => (
              <FormControlLabel
                key={option}
                value={String(index)}
                control={<Radio />}
                label={t(option)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {checked && (
          <Alert severity={right ? 'success' : 'info'} sx={{ mt: 1 }}>
            <strong>
              {right
                ? t('content.quiz.correct')
                : t(chosen === undefined ? 'content.quiz.notAnswered' : 'content.quiz.notQuite', {
                    answer: t(question.options[question.answer] ?? question.question),
                  })}{' '}
            </strong>
            {t(question.explanation)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}

/** /catholic-quiz: ten questions, a score, and every answer explained. */
export default function QuizPage() {
  const t = useT();
  usePageMeta({ title: t('content.quiz.title'), description: t('content.quiz.description') });
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [checked, setChecked] = useState(false);
  const result = useRef<HTMLDivElement>(null);
  const questions = useRef<HTMLOListElement>(null);
  // Answers chosen on the server's page before it was taken over count.
  useKeepChangesMadeBeforeTakeOver(questions, (chosen) =>
    setAnswers((current) => withChosenAnswers(current, chosen)),
  );
  const total = QUIZ_QUESTIONS.length;
  const score = scoreOf(answers);
  const unanswered = total - Object.keys(answers).length;

  function check() {
    setChecked(true);
    // The score is read out, and seen, before the explanations.
    requestAnimationFrame(() => result.current?.focus());
  }
  function again() {
    setAnswers({});
    setChecked(false);
    window.scrollTo({ top: 0 });
  }

  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageHeader
        title={t('content.quiz.title')}
        subtitle={t('content.quiz.subtitle', { total })}
      />
      {checked && (
        <Box
          ref={result}
          tabIndex={-1}
          role="status"
          sx={{
            mb: 3,
            p: 3,
            borderRadius: 2,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            outline: 'none',
          }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.75rem' }}>
            {t('content.quiz.score', { score, total })}
          </Typography>
          <Typography>{t(verdict(score, total))}</Typography>
        </Box>
      )}
      <Stack component="ol" ref={questions} spacing={2} sx={{ p: 0, m: 0 }}>
        {QUIZ_QUESTIONS.map((question, index) => (
          <Question
            key={question.id}
            question={question}
            number={index + 1}
            chosen={answers[question.id]}
            checked={checked}
            onChoose={(option) => setAnswers((current) => ({ ...current, [question.id]: option }))}
          />
        ))}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 4, alignItems: { sm: 'center' } }}
      >
        {checked ? (
          <>
            <Button variant="contained" onClick={again}>
              {t('content.quiz.tryAgain')}
            </Button>
            <Button component={RouterLink} to="/courses" variant="outlined">
              {t('content.quiz.exploreCourses')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="contained" onClick={check}>
              {t('content.quiz.check')}
            </Button>
            {unanswered > 0 && (
              <Typography variant="body2" color="text.secondary">
                {unanswered === total
                  ? t('content.quiz.chooseEach')
                  : t('content.quiz.unanswered', { count: unanswered })}
              </Typography>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
