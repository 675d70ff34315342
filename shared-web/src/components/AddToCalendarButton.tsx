import { Button, type ButtonProps } from '@mui/material';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { apiPaths } from '@parish/shared-types';
import { apiUrl } from '../api/client';
import { useT } from '../i18n/messages';

/**
 * "Add to calendar" (issue 12: on every event): a link to the event's .ics
 * file on the API (one VEVENT in the parish's time zone), which phones and
 * desktop calendars open. The same on the Events page, the Upcoming Events
 * widget, the booking page, its confirmation, /check and the calendar.
 */
export function AddToCalendarButton({
  eventId,
  eventTitle,
  size = 'medium',
  variant = 'outlined',
}: {
  eventId: number;
  eventTitle: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const t = useT();
  return (
    <Button
      component="a"
      href={apiUrl(apiPaths.eventCalendar(eventId))}
      download={`event-${eventId}.ics`}
      variant={variant}
      size={size}
      startIcon={<EventAvailableOutlined aria-hidden />}
      // The visible words first, so a voice user can say what they see (WCAG 2.5.3).
      aria-label={t('shared-web.calendar.addLabel', { title: eventTitle })}
    >
      {t('shared-web.calendar.add')}
    </Button>
  );
}
