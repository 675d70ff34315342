import { Box, Card, CardContent, Typography } from '@mui/material';
import type { Ticket } from '@parish/shared-types';
import { useT } from '../lib/i18n';
import { ticketQrValue, ticketReference } from '../lib/ticketReference';
import { DetailList } from './DetailList';
import { TicketQrCode } from './TicketQrCode';

/**
 * One attendee of a booking; `number` counts from 1 (spec: 'Ticket #n').
 * In the booker's view a valid ticket shows its QR code, which holds only
 * its check-in code, with that code printed under it to type at the door.
 */
export function TicketCard({
  ticket,
  number,
  bookingId,
  showCode,
  highlighted = false,
}: {
  ticket: Ticket;
  number: number;
  bookingId: string;
  /** Whether the ticket is valid at the door (its booking confirmed). */
  showCode: boolean;
  /** The ticket an older QR code (a /check link) named. */
  highlighted?: boolean;
}) {
  const t = useT();
  const headingId = `ticket-${ticket.id}-title`;
  const reference = ticketReference(bookingId, number);
  const code = showCode ? ticket.check_in_code : null;
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
            {t('booking.ticket.heading', { number })}
          </Typography>
          <DetailList
            details={[
              { label: t('booking.field.name'), value: ticket.name },
              { label: t('booking.field.email'), value: ticket.email },
              { label: t('booking.field.phone'), value: ticket.phone_number },
              { label: t('booking.bookings.field.reference'), value: reference },
            ]}
          />
        </Box>
        {code && (
          <Box sx={{ textAlign: 'center' }}>
            <TicketQrCode
              value={ticketQrValue(code)}
              label={t('booking.bookings.ticket.qrLabel', { reference })}
            />
            <Typography sx={{ mt: 1 }}>
              {t('booking.bookings.ticket.checkInCode')}{' '}
              <Box
                component="span"
                sx={{ fontFamily: 'monospace', fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {code}
              </Box>
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
