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
import { checkInSchema, type CheckInResult, type ParishEvent } from '@parish/shared-types';
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
function EventDoor({ eventId }: { eventId: number }) {
  const roster = useRoster(eventId);
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const form = useSchemaForm(checkInSchema, {
    initialValues: { code: '' },
    toInput: (values) => ({ event: eventId, code: values.code }),
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
          onCheckIn={(ticketId) => void pick.mutate({ event: eventId, ticket: ticketId })}
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
  const [chosen, setChosen] = useState<number | null>(null);
  const ordered = events.data ? todayFirst(events.data, today) : [];
  const eventId = chosen ?? ordered[0]?.id ?? null;

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
            value={String(eventId)}
            onChange={(event) => setChosen(Number(event.target.value))}
            fullWidth
            sx={{ mb: 2 }}
            className="parish-no-print"
          >
            {ordered.map((event) => (
              <MenuItem key={event.id} value={String(event.id)}>
                {eventLabel(event, today)}
              </MenuItem>
            ))}
          </TextField>
          <EventDoor key={eventId} eventId={eventId} />
        </>
      )}
    </Container>
  );
}
