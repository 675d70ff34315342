import { useState } from 'react';
import { Box } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { bookingLookupSchema } from '@parish/shared-types';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { useT } from '../lib/i18n';

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
  const t = useT();
  const form = useSchemaForm(bookingLookupSchema, {
    initialValues: { bookingId: searchedId },
    submit: async ({ bookingId }) => {
      // Spec: an empty id is ignored.
      if (bookingId) onSearch(bookingId);
    },
    failureMessage: t('booking.bookings.search.failed'),
    // A search changes nothing: no read is made stale by it.
    invalidates: [],
  });
  const [syncedId, setSyncedId] = useState(searchedId);
  if (syncedId !== searchedId) {
    setSyncedId(searchedId);
    form.reset({ bookingId: searchedId });
  }

  return (
    <SchemaForm form={form} role="search" ariaLabel={t('booking.bookings.search.label')}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
        <SchemaField
          form={form}
          name="bookingId"
          kind="text"
          label={t('booking.bookings.field.bookingId')}
          placeholder="bid1234567890"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
        />
        <SubmitButton
          form={form}
          busyLabel={t('booking.bookings.search.busy')}
          size="large"
          startIcon={<SearchIcon aria-hidden />}
          sx={{ flexShrink: 0, alignSelf: { sm: 'center' } }}
        >
          {t('booking.bookings.search.submit')}
        </SubmitButton>
      </Box>
    </SchemaForm>
  );
}
