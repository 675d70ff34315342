import { useState } from 'react';
import { Box, Button, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import type { EventRoster, RosterEntry } from '@parish/shared-types';
import { downloadCsv, toCsv } from '../../../resources/lib/csv';
import type { ResourceColumn } from '../../../resources/types';
import { searchRoster } from '../lib/doorEvents';

export function doorClock(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

const CSV_COLUMNS: readonly ResourceColumn<RosterEntry, string>[] = [
  { header: 'Ticket', value: (entry) => entry.ticket_number },
  { header: 'Name', value: (entry) => entry.name },
  { header: 'Booker', value: (entry) => entry.booker },
  { header: 'Booking ID', value: (entry) => entry.booking_id },
  { header: 'Checked in at', value: (entry) => entry.checked_in_at },
];

/**
 * The event's roster: totals, a search by name, and per attendee a button
 * to check them in (or undo it). CSV and a print view for the office.
 */
export function RosterPanel({
  roster,
  busy,
  onCheckIn,
  onUndo,
}: {
  roster: EventRoster;
  busy: boolean;
  onCheckIn: (ticketId: number) => void;
  onUndo: (ticketId: number) => void;
}) {
  const [query, setQuery] = useState('');
  const shown = searchRoster(roster, query);
  const { totals } = roster;
  return (
    <Box component="section" aria-labelledby="roster-title" className="parish-roster">
      <Typography id="roster-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Roster: {roster.event.title}
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="roster-totals">
        Booked {totals.booked} · Checked in {totals.checked_in} · Seats left {totals.seats_left}
      </Typography>
      <Stack direction="row" className="parish-no-print" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() =>
            downloadCsv(`roster-event-${roster.event.id}.csv`, toCsv(CSV_COLUMNS, roster.attendees))
          }
        >
          Download CSV
        </Button>
        <Button variant="outlined" onClick={() => window.print()}>
          Print roster
        </Button>
      </Stack>
      <TextField
        className="parish-no-print"
        label="Find an attendee"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        sx={{ mb: 1 }}
      />
      {shown.length === 0 ? (
        <Typography sx={{ py: 2 }}>No attendee matches.</Typography>
      ) : (
        <List aria-label="Attendees">
          {shown.map((entry) => (
            <ListItem
              key={entry.ticket_id}
              divider
              sx={{ gap: 1, flexWrap: 'wrap', px: 0 }}
              secondaryAction={undefined}
            >
              <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  Ticket #{entry.ticket_number}, {entry.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Booked by {entry.booker}
                  {entry.checked_in_at ? ` · Checked in at ${doorClock(entry.checked_in_at)}` : ''}
                </Typography>
              </Box>
              {entry.checked_in_at ? (
                <Button
                  className="parish-no-print"
                  disabled={busy}
                  onClick={() => onUndo(entry.ticket_id)}
                  aria-label={`Undo check-in of Ticket #${entry.ticket_number}, ${entry.name}`}
                  sx={{ minHeight: 48 }}
                >
                  Undo
                </Button>
              ) : (
                <Button
                  className="parish-no-print"
                  variant="contained"
                  disabled={busy}
                  onClick={() => onCheckIn(entry.ticket_id)}
                  aria-label={`Check in Ticket #${entry.ticket_number}, ${entry.name}`}
                  sx={{ minHeight: 48 }}
                >
                  Check in
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
