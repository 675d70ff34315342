import { useState } from 'react';
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
  formatDate,
  formatTime12h,
  LoadingState,
  SchemaField,
  SchemaForm,
  SubmitButton,
  todayIsoDate,
  useApiMutation,
  useSchemaForm,
} from '@parish/shared-web';
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

const UNDO_FAILED_MESSAGE = 'The check-in could not be undone. Please try again.';

function eventLabel(event: ParishEvent, today: string): string {
  const day = event.date === today ? 'Today' : formatDate(event.date);
  return `${event.title} · ${day} · ${formatTime12h(event.time)}`;
}

/** The door for one event: type a code or pick a name; the answer in large type. */
function EventDoor({ eventId, occurrence }: { eventId: number; occurrence?: string }) {
  const roster = useRoster(eventId, occurrence);
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const form = useSchemaForm(checkInSchema, {
    initialValues: { code: '' },
    toInput: (values) => ({ event: eventId, occurrence, code: values.code }),
    submit: checkInTicket,
    failureMessage: 'The check-in could not be recorded. Please try again.',
    resetOnSuccess: true,
    onSuccess: (outcome) => {
      setAnswer(outcome);
      roster.reload();
    },
  });
  const pick = useApiMutation(checkInTicket, {
    failureMessage: 'The check-in could not be recorded. Please try again.',
    onSuccess: (outcome) => {
      setAnswer(outcome);
      roster.reload();
    },
  });
  const undo = useApiMutation(undoCheckIn, {
    failureMessage: UNDO_FAILED_MESSAGE,
    failureNotice: true,
    onSuccess: (result: CheckInResult) => {
      setAnswer({ ok: false, message: result.message });
      roster.reload();
    },
  });

  return (
    <>
      <SchemaForm form={form} ariaLabel="Check in by ticket code">
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: 'stretch' }}>
          <Box sx={{ flex: 1 }}>
            <SchemaField
              form={form}
              name="code"
              kind="text"
              label="Ticket code"
              hint="The 20 letters and digits under the ticket's QR code."
              autoComplete="off"
            />
          </Box>
          <SubmitButton form={form} busyLabel="Checking..." size="large" sx={{ minHeight: 56 }}>
            Check in
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
        <ErrorState message="Could not load the roster." onRetry={roster.reload} />
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
        Door check-in
      </Typography>
      {events.status === 'loading' && !events.data ? (
        <LoadingState />
      ) : events.status === 'error' && !events.data ? (
        <ErrorState message="Could not load the events." onRetry={events.reload} />
      ) : eventId === null ? (
        <EmptyState>There are no events to check in for.</EmptyState>
      ) : (
        <>
          <TextField
            select
            label="Event"
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
