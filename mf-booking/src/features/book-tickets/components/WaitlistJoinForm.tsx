import { Box, Typography } from '@mui/material';
import { waitlistJoinSchema, type ParishEvent, type WaitlistEntry } from '@parish/shared-types';
import {
  SchemaField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
  type Translate,
} from '@parish/shared-web';
import { useT, type BookingMessageId } from '../lib/i18n';
import { joinWaitlist } from '../api/waitlist';

type WaitlistFormValues = { name: string; email: string; number_of_tickets: string };

/** "You are number 2 in line…": what the visitor is told once on the waitlist. */
export function joinedMessage(entry: WaitlistEntry, t: Translate<BookingMessageId>): string {
  return t('booking.tickets.waitlist.joined', {
    position: entry.position ?? 1,
    count: entry.number_of_tickets,
  });
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
  const t = useT();
  const form = useSchemaForm(waitlistJoinSchema, {
    initialValues: {
      name: initialName,
      email: initialEmail,
      number_of_tickets: initialCount,
    } satisfies WaitlistFormValues,
    // A repeating event's waitlist is one date's: the date chosen.
    submit: (input) =>
      joinWaitlist(event.id, event.recurrence ? { ...input, occurrence: event.date } : input),
    failureMessage: t('booking.tickets.waitlist.failed'),
    successMessage: (entry) => joinedMessage(entry, t),
  });
  return (
    <Box component="section" aria-labelledby="waitlist-title">
      <Typography id="waitlist-title" variant="h2" sx={{ mb: 1 }}>
        {t('booking.tickets.waitlist.join')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('booking.tickets.waitlist.intro', { title: event.title })}
      </Typography>
      <SchemaForm form={form} ariaLabel={t('booking.tickets.waitlist.join')}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <SchemaField
            form={form}
            name="name"
            kind="text"
            label={t('booking.field.name')}
            autoComplete="name"
          />
          <SchemaField
            form={form}
            name="email"
            kind="email"
            label={t('booking.field.email')}
            autoComplete="email"
          />
          <SchemaField
            form={form}
            name="number_of_tickets"
            kind="integer"
            label={t('booking.tickets.waitlist.count')}
          />
          <Box>
            <SubmitButton form={form} busyLabel={t('booking.tickets.waitlist.busy')}>
              {t('booking.tickets.waitlist.join')}
            </SubmitButton>
          </Box>
        </Box>
      </SchemaForm>
    </Box>
  );
}
