import { useState } from 'react';
import { Box, Button, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import {
  LANGUAGE_LOCALES,
  type EventRoster,
  type Language,
  type RosterEntry,
} from '@parish/shared-types';
import { useLanguage } from '@parish/shared-web';
import { useT } from '../../../lib/i18n';
import { downloadCsv, toCsv } from '../../../resources/lib/csv';
import { useResourceContext } from '../../../resources/lib/resourceText';
import type { ResourceColumn } from '../../../resources/types';
import { searchRoster } from '../lib/doorEvents';

/** The door's clock in the page's language: '7:02 PM', '7:02 p.m.'. */
export function doorClock(iso: string, language: Language): string {
  return new Date(iso).toLocaleTimeString(LANGUAGE_LOCALES[language], {
    hour: 'numeric',
    minute: '2-digit',
  });
}

const CSV_COLUMNS: readonly ResourceColumn<RosterEntry>[] = [
  { header: 'admin.checkIn.csv.ticket', value: (entry) => entry.ticket_number },
  { header: 'admin.checkIn.csv.name', value: (entry) => entry.name },
  { header: 'admin.checkIn.csv.booker', value: (entry) => entry.booker },
  { header: 'admin.checkIn.csv.bookingId', value: (entry) => entry.booking_id },
  { header: 'admin.checkIn.csv.checkedInAt', value: (entry) => entry.checked_in_at },
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
  const t = useT();
  const context = useResourceContext();
  const language = useLanguage();
  const [query, setQuery] = useState('');
  const shown = searchRoster(roster, query);
  const { totals } = roster;
  return (
    <Box component="section" aria-labelledby="roster-title" className="parish-roster">
      <Typography id="roster-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {t('admin.checkIn.roster.title', { title: roster.event.title })}
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="roster-totals">
        {t('admin.checkIn.roster.totals', {
          booked: String(totals.booked),
          checkedIn: String(totals.checked_in),
          seatsLeft: String(totals.seats_left),
        })}
      </Typography>
      <Stack direction="row" className="parish-no-print" sx={{ gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() =>
            downloadCsv(
              `roster-event-${roster.event.id}.csv`,
              toCsv(CSV_COLUMNS, roster.attendees, context),
            )
          }
        >
          {t('admin.checkIn.roster.downloadCsv')}
        </Button>
        <Button variant="outlined" onClick={() => window.print()}>
          {t('admin.checkIn.roster.print')}
        </Button>
      </Stack>
      <TextField
        className="parish-no-print"
        label={t('admin.checkIn.roster.find')}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        sx={{ mb: 1 }}
      />
      {shown.length === 0 ? (
        <Typography sx={{ py: 2 }}>{t('admin.checkIn.roster.noMatch')}</Typography>
      ) : (
        <List aria-label={t('admin.checkIn.roster.attendees')}>
          {shown.map((entry) => {
            const ticket = t('admin.checkIn.roster.ticket', {
              number: String(entry.ticket_number),
              name: entry.name,
            });
            return (
              <ListItem
                key={entry.ticket_id}
                divider
                sx={{ gap: 1, flexWrap: 'wrap', px: 0 }}
                secondaryAction={undefined}
              >
                <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{ticket}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('admin.checkIn.roster.bookedBy', { booker: entry.booker })}
                    {entry.checked_in_at
                      ? ` · ${t('admin.checkIn.roster.checkedInAt', { time: doorClock(entry.checked_in_at, language) })}`
                      : ''}
                  </Typography>
                </Box>
                {entry.checked_in_at ? (
                  <Button
                    className="parish-no-print"
                    disabled={busy}
                    onClick={() => onUndo(entry.ticket_id)}
                    aria-label={t('admin.checkIn.roster.undoOf', { ticket })}
                    sx={{ minHeight: 48 }}
                  >
                    {t('admin.checkIn.undo')}
                  </Button>
                ) : (
                  <Button
                    className="parish-no-print"
                    variant="contained"
                    disabled={busy}
                    onClick={() => onCheckIn(entry.ticket_id)}
                    aria-label={t('admin.checkIn.roster.checkInOf', { ticket })}
                    sx={{ minHeight: 48 }}
                  >
                    {t('admin.checkIn.form.submit')}
                  </Button>
                )}
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}
