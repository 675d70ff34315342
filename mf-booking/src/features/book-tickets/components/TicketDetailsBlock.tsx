import { Box, FormHelperText, Stack, Typography } from '@mui/material';
import { SchemaField, type SchemaFormState } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import type { TicketFormValues } from '../lib/ticketForm';

/** Each ticket's details (spec: name, email, phone); labels are message ids. */
const TICKET_FIELDS = [
  { name: 'name', kind: 'text', label: 'booking.field.name', autoComplete: 'name' },
  { name: 'email', kind: 'email', label: 'booking.field.email', autoComplete: 'email' },
  { name: 'phone_number', kind: 'tel', label: 'booking.field.phone', autoComplete: 'tel' },
] as const;

/**
 * One attendee's name, email and phone (spec: details per ticket). The
 * block's own message ('Please fill in all details for ticket n.') shows
 * under its title.
 */
export function TicketDetailsBlock({
  form,
  index,
}: {
  form: SchemaFormState<TicketFormValues>;
  index: number;
}) {
  const t = useT();
  const number = index + 1;
  const legendId = `ticket-${number}-legend`;
  const errorId = `ticket-${number}-error`;
  const blockError = form.errorOf(`tickets.${index}`);
  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      aria-describedby={blockError ? errorId : undefined}
      sx={{
        m: 0,
        p: 2,
        border: 1,
        borderColor: blockError ? 'error.main' : 'divider',
        borderRadius: 1,
        minWidth: 0,
      }}
    >
      <Typography
        id={legendId}
        component="legend"
        variant="subtitle1"
        sx={{ px: 0.5, fontWeight: 600 }}
      >
        {t('booking.ticket.heading', { number })}
      </Typography>
      {blockError && (
        <FormHelperText id={errorId} error sx={{ mt: 0, mb: 1 }}>
          {blockError}
        </FormHelperText>
      )}
      <Stack spacing={2}>
        {TICKET_FIELDS.map((field) => (
          <SchemaField
            key={field.name}
            form={form}
            name={`tickets.${index}.${field.name}`}
            kind={field.kind}
            label={t(field.label)}
            // The browser fills in the visitor's own details for the first ticket only.
            autoComplete={index === 0 ? field.autoComplete : 'off'}
            required
          />
        ))}
      </Stack>
    </Box>
  );
}
