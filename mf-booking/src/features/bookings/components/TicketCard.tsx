import { Box, Card, CardContent, Typography } from '@mui/material';
import type { Ticket } from '@parish/shared-types';
import { ticketCheckUrl, ticketReference } from '../lib/ticketReference';
import { DetailList } from './DetailList';
import { TicketQrCode } from './TicketQrCode';

/**
 * One attendee of a booking; `number` counts from 1 (spec: 'Ticket #n'). Its
 * QR code opens this ticket on Check Your Booking, for the door volunteer.
 */
export function TicketCard({
  ticket,
  number,
  bookingId,
  origin,
  highlighted = false,
}: {
  ticket: Ticket;
  number: number;
  bookingId: string;
  /** The site's origin, for the QR code's link; null before it is known. */
  origin: string | null;
  /** The ticket a scanned QR code named. */
  highlighted?: boolean;
}) {
  const headingId = `ticket-${ticket.id}-title`;
  const reference = ticketReference(bookingId, number);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      aria-current={highlighted ? 'true' : undefined}
      className="parish-ticket"
      sx={{
        height: '100%',
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? 'primary.main' : 'divider',
      }}
    >
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row', md: 'column' },
          gap: 2,
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="h4" component="h3" sx={{ mb: 1.5 }}>
            Ticket #{number}
          </Typography>
          <DetailList
            details={[
              { label: 'Name', value: ticket.name },
              { label: 'Email', value: ticket.email },
              { label: 'Phone', value: ticket.phone_number },
              { label: 'Reference', value: reference },
            ]}
          />
        </Box>
        {origin && (
          <TicketQrCode
            value={ticketCheckUrl(origin, bookingId, number)}
            label={`QR code of ticket ${reference}, for the check-in at the door`}
          />
        )}
      </CardContent>
    </Card>
  );
}
