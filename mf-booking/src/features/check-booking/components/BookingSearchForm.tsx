import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { normaliseBookingId } from '@parish/shared-types';

/**
 * The Booking ID box and Search button. `searchedId` is the id in the URL;
 * when it changes (back, forward, a shared link) the box follows it.
 */
export function BookingSearchForm({
  searchedId,
  onSearch,
}: {
  searchedId: string;
  onSearch: (bookingId: string) => void;
}) {
  const [draft, setDraft] = useState(searchedId);
  const [syncedId, setSyncedId] = useState(searchedId);
  if (syncedId !== searchedId) {
    setSyncedId(searchedId);
    setDraft(searchedId);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const bookingId = normaliseBookingId(draft);
    // Spec: an empty id is ignored.
    if (bookingId) onSearch(bookingId);
  }

  return (
    <Box
      component="form"
      role="search"
      aria-label="Find a booking"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}
    >
      <TextField
        label="Booking ID"
        name="bookingId"
        placeholder="bid1234567890"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SearchIcon aria-hidden />}
        sx={{ flexShrink: 0, alignSelf: { sm: 'center' } }}
      >
        Search
      </Button>
    </Box>
  );
}
