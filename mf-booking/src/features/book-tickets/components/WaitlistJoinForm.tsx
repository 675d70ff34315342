import { Box, Typography } from '@mui/material';
import { waitlistJoinSchema, type ParishEvent, type WaitlistEntry } from '@parish/shared-types';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { joinWaitlist } from '../api/waitlist';

export const WAITLIST_JOIN_FAILED_MESSAGE =
  'We could not put you on the waitlist. Please try again in a moment.';

type WaitlistFormValues = { name: string; email: string; number_of_tickets: string };

/** "You are number 2 in line…": what the visitor is told once on the waitlist. */
export function joinedMessage(entry: WaitlistEntry): string {
  return `You are on the waitlist, number ${entry.position ?? 1} in line for ${entry.number_of_tickets} ${entry.number_of_tickets === 1 ? 'ticket' : 'tickets'}. We have sent you an e-mail, and will write again as soon as seats are held for you.`;
}

/**
 * "Join the waitlist", offered when the chosen event has fewer seats left
 * than the visitor asks for: name, e-mail and number of tickets.
 */
export function WaitlistJoinForm({
  event,
  initialCount,
  initialName,
  initialEmail,
}: {
  event: ParishEvent;
  initialCount: string;
  initialName: string;
  initialEmail: string;
}) {
  const form = useSchemaForm(waitlistJoinSchema, {
    initialValues: {
      name: initialName,
      email: initialEmail,
      number_of_tickets: initialCount,
    } satisfies WaitlistFormValues,
    // A repeating event's waitlist is one date's: the date chosen.
    submit: (input) =>
      joinWaitlist(event.id, event.recurrence ? { ...input, occurrence: event.date } : input),
    failureMessage: WAITLIST_JOIN_FAILED_MESSAGE,
    successMessage: joinedMessage,
  });
  return (
    <Box component="section" aria-labelledby="waitlist-title">
      <Typography id="waitlist-title" variant="h2" sx={{ mb: 1 }}>
        Join the waitlist
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {event.title} has fewer seats left than you asked for. Join the waitlist: when seats are
        freed they are offered in turn, and we e-mail you a link that holds them for you.
      </Typography>
      <SchemaForm form={form} ariaLabel="Join the waitlist">
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SchemaField form={form} name="name" kind="text" label="Name" autoComplete="name" />
          <SchemaField form={form} name="email" kind="email" label="Email" autoComplete="email" />
          <SchemaField
            form={form}
            name="number_of_tickets"
            kind="integer"
            label="How many tickets"
          />
          <Box>
            <SubmitButton form={form} busyLabel="Joining...">
              Join the waitlist
            </SubmitButton>
          </Box>
        </Box>
      </SchemaForm>
    </Box>
  );
}
