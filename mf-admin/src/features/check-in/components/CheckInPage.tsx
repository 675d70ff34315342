import { useMemo, useState } from 'react';
import {
  Box,
  Container,
  GlobalStyles,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  checkInSchema,
  eventOccurrenceKey,
  parseEventOccurrenceKey,
  type CheckInResult,
  type ParishEvent,
} from '@parish/shared-types';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  SchemaField,
  SchemaForm,
  SubmitButton,
  todayIsoDate,
  useApiMutation,
  useFormat,
  usePageMeta,
  useSchemaForm,
} from '@parish/shared-web';
import { useT } from '../../../lib/i18n';
import {
  checkInTicket,
  undoCheckIn,
  useDoorEvents,
  useRoster,
  type DoorAnswer,
} from '../api/checkIn';
import { todayFirst } from '../lib/doorEvents';
import { CameraScanner } from './CameraScanner';
import { DoorAnswerPanel } from './DoorAnswerPanel';
import { RosterPanel } from './RosterPanel';

/** On paper only the roster, ink on white. */
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.parish-roster, .parish-roster *': { visibility: 'visible' },
        '.parish-roster': { position: 'absolute', left: 0, top: 0, width: '100%' },
        '.parish-roster .parish-no-print': { display: 'none !important' },
      },
    }}
  />
);

/** The picker's line for an event: `Advent Carols · Today · 7:00 PM`. */
function useEventLabel(): (event: ParishEvent, today: string) => string {
  const t = useT();
  const format = useFormat();
  return (event, today) =>
    t('admin.checkIn.eventOption', {
      title: event.title,
      day: event.date === today ? t('admin.checkIn.today') : format.date(event.date),
      time: format.time(event.time),
    });
}

/** The door for one event: type a code or pick a name; the answer in large type. */
function EventDoor({ eventId, occurrence }: { eventId: number; occurrence?: string }) {
  const t = useT();
  const roster = useRoster(eventId, occurrence);
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const failureMessage = t('admin.checkIn.failed');
  const checkIn = useMemo(() => checkInTicket(failureMessage), [failureMessage]);
  const form = useSchemaForm(checkInSchema, {
    initialValues: { code: '' },
    toInput: (values) => ({ event: eventId, occurrence, code: values.code }),
    submit: checkIn,
    failureMessage,
    resetOnSuccess: true,
    onSuccess: (outcome) => {
      setAnswer(outcome);
      roster.reload();
    },
  });
  const pick = useApiMutation(checkIn, {
    failureMessage,
    onSuccess: (outcome) => {
      setAnswer(outcome);
      roster.reload();
    },
  });
  const undo = useApiMutation(undoCheckIn, {
    failureMessage: t('admin.checkIn.undoFailed'),
    failureNotice: true,
    onSuccess: (result: CheckInResult) => {
      setAnswer({
        ok: false,
        message: t('admin.checkIn.undone', {
          number: String(result.ticket_number),
          name: result.name,
        }),
      });
      roster.reload();
    },
  });

  return (
    <>
      <SchemaForm form={form} ariaLabel={t('admin.checkIn.form.label')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: 'stretch' }}>
          <Box sx={{ flex: 1 }}>
            <SchemaField
              form={form}
              name="code"
              kind="text"
              label={t('admin.checkIn.form.code')}
              hint={t('admin.checkIn.form.codeHint')}
              autoComplete="off"
            />
          </Box>
          <SubmitButton
            form={form}
            busyLabel={t('admin.checkIn.form.busy')}
            size="large"
            sx={{ minHeight: 56 }}
          >
            {t('admin.checkIn.form.submit')}
          </SubmitButton>
        </Stack>
      </SchemaForm>
      <CameraScanner onCode={(code) => void pick.mutate({ event: eventId, occurrence, code })} />
      <DoorAnswerPanel
        answer={answer}
        undoing={undo.busy}
        onUndo={(ticketId) => void undo.mutate(ticketId)}
      />
      {roster.status === 'loading' && !roster.data ? (
        <LoadingState />
      ) : roster.status === 'error' && !roster.data ? (
        <ErrorState message={t('admin.checkIn.rosterLoadError')} onRetry={roster.reload} />
      ) : roster.data ? (
        <RosterPanel
          roster={roster.data}
          busy={pick.busy || undo.busy}
          onCheckIn={(ticketId) =>
            void pick.mutate({ event: eventId, occurrence, ticket: ticketId })
          }
          onUndo={(ticketId) => void undo.mutate(ticketId)}
        />
      ) : null}
    </>
  );
}

/**
 * /admin/check-in: the door. Today's events first; a volunteer types a
 * ticket's code or finds a name in the roster, and sees the answer at
 * once in large type. Built for a phone held in one hand (390 px).
 */
export default function CheckInPage() {
  const t = useT();
  // Its own title and description: the page template's are English on every language's page.
  usePageMeta({
    title: t('admin.checkIn.title'),
    description: t('admin.checkIn.meta.description'),
  });
  const eventLabel = useEventLabel();
  const events = useDoorEvents();
  const today = todayIsoDate();
  // Each date of a repeating event is a door of its own (eventOccurrenceKey).
  const [chosen, setChosen] = useState<string | null>(null);
  const ordered = events.data ? todayFirst(events.data, today) : [];
  const first = ordered[0];
  const doorKey = chosen ?? (first ? eventOccurrenceKey(first) : null);
  const door = doorKey === null ? null : parseEventOccurrenceKey(doorKey);
  const eventId = door ? Number(door.event) : null;

  return (
    <Container maxWidth="sm" sx={{ py: 3, px: 2 }}>
      {PRINT_STYLES}
      <Typography variant="h1" sx={{ fontSize: '2rem', mb: 2 }} className="parish-no-print">
        {t('admin.checkIn.title')}
      </Typography>
      {events.status === 'loading' && !events.data ? (
        <LoadingState />
      ) : events.status === 'error' && !events.data ? (
        <ErrorState message={t('admin.checkIn.eventsLoadError')} onRetry={events.reload} />
      ) : eventId === null ? (
        <EmptyState>{t('admin.checkIn.noEvents')}</EmptyState>
      ) : (
        <>
          <TextField
            select
            label={t('admin.checkIn.event')}
            value={doorKey ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            fullWidth
            sx={{ mb: 2 }}
            className="parish-no-print"
          >
            {ordered.map((event) => (
              <MenuItem key={eventOccurrenceKey(event)} value={eventOccurrenceKey(event)}>
                {eventLabel(event, today)}
              </MenuItem>
            ))}
          </TextField>
          <EventDoor key={doorKey} eventId={eventId} occurrence={door?.occurrence} />
        </>
      )}
    </Container>
  );
}
