import { Card, CardContent, Typography } from '@mui/material';
import type { Ticket } from '@parish/shared-types';
import { DetailList } from './DetailList';

/** One attendee of a booking; `number` counts from 1 (spec: 'Ticket #n'). */
export function TicketCard({ ticket, number }: { ticket: Ticket; number: number }) {
  const headingId = `ticket-${ticket.id}-title`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography id={headingId} variant="h4" component="h3" sx={{ mb: 1.5 }}>
          Ticket #{number}
        </Typography>
        <DetailList
          details={[
            { label: 'Name', value: ticket.name },
            { label: 'Email', value: ticket.email },
            { label: 'Phone', value: ticket.phone_number },
          ]}
        />
      </CardContent>
    </Card>
  );
}
