import { Box, FormHelperText, Stack, Typography } from '@mui/material';
import { SchemaField, type SchemaFormState } from '@parish/shared-web';
import type { TicketFormValues } from '../lib/ticketForm';

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
        Ticket #{number}
      </Typography>
      {blockError && (
        <FormHelperText id={errorId} error sx={{ mt: 0, mb: 1 }}>
          {blockError}
        </FormHelperText>
      )}
      <Stack spacing={2}>
        <SchemaField
          form={form}
          name={`tickets.${index}.name`}
          kind="text"
          label="Name"
          autoComplete={index === 0 ? 'name' : 'off'}
          required
        />
        <SchemaField
          form={form}
          name={`tickets.${index}.email`}
          kind="email"
          label="Email"
          autoComplete={index === 0 ? 'email' : 'off'}
          required
        />
        <SchemaField
          form={form}
          name={`tickets.${index}.phone_number`}
          kind="tel"
          label="Phone"
          autoComplete={index === 0 ? 'tel' : 'off'}
          required
        />
      </Stack>
    </Box>
  );
}
