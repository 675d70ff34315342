import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Stack, Typography } from '@mui/material';
import {
  bookingDetailsSchema,
  eventIn,
  eventOccurrenceKey,
  seatsLeft,
  type Booking,
  type BookingDetails,
  type ShownEvent,
} from '@parish/shared-types';
import {
  SchemaField,
  SchemaForm,
  SubmitButton,
  useRenderClock,
  toApiFailure,
  useNotify,
  useFormat,
  useLanguage,
  useSchemaForm,
} from '@parish/shared-web';
import {
  clearBookingDraft,
  readBookingDraft,
  rememberManageToken,
  saveBookingDraft,
  type BookingDraft,
} from '../../../lib/bookingDraft';
import { getBooking } from '../../../lib/bookings';
import { useT } from '../lib/i18n';
import {
  captureBookingOrder,
  createBookingOrder,
  getEvent,
  startBookingCheckout,
} from '../api/booking';
import { useHeldBooking } from '../hooks/useHeldBooking';
import {
  bookableEvents,
  bookingKey,
  checkSeatsLeft,
  requestedKey,
  seatsLeftLabel,
  eventOptionLabel,
  initialTicketValues,
  orderTotal,
  shownTicketCount,
  ticketCount,
  toBookingDetails,
  type TicketFormValues,
} from '../lib/ticketForm';
import { BookingPaymentDialog } from './BookingPaymentDialog';
import { EventSummary } from './EventSummary';
import { TicketDetailsBlock } from './TicketDetailsBlock';
import { WaitlistJoinForm } from './WaitlistJoinForm';

/** The success page; with the booking's manage token (the booker's view: codes, cancel) when this tab has it. */
const successPath = (bookingId: string, manageToken?: string | null) =>
  `/booking-success?${new URLSearchParams(
    manageToken ? { bookingId, token: manageToken } : { bookingId },
  ).toString()}`;

/** What the page tells the visitor beside the form, outside any one field. */
type PageNotice = 'lapsed' | 'checkout-left' | 'not-offered' | null;

const NOTICES = {
  lapsed: 'booking.tickets.hold.lapsed',
  'checkout-left': 'booking.tickets.form.checkoutLeft',
  'not-offered': 'booking.tickets.form.notOffered',
} as const;

/**
 * The booking form (spec: choose an event, the number of tickets and each
 * ticket's details). Once it validates, a free event is booked at once; a
 * paid one opens the payment step, where the booking is made, its seats
 * held while it is paid.
 */
export function TicketBookingForm({
  events,
  requestedEventId,
  requestedDate = '',
  offer = null,
}: {
  events: ShownEvent[];
  /** `?eventId=` of the page's address, if any. */
  requestedEventId: string;
  /** `?date=` of the page's address: which date of a repeating event. */
  requestedDate?: string;
  /** A waitlist offer's claim (`?claim=`): its token and the seats held for it. */
  offer?: { token: string; seats: number } | null;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const t = useT();
  const format = useFormat();
  // Events (or occurrences) read again after the server said their seats had gone.
  const [refreshed, setRefreshed] = useState<Record<string, ShownEvent>>({});
  const language = useLanguage();
  const { today } = useRenderClock();
  const offered = useMemo(
    () =>
      bookableEvents(
        events.map((event) => refreshed[eventOccurrenceKey(event)] ?? event),
        today,
      ),
    [events, refreshed, today],
  );
  // Each occurrence of a repeating event is a choice of its own (a ticket books one date).
  const eventOf = (key: string) => offered.find((event) => eventOccurrenceKey(event) === key);
  const requested = requestedKey(offered, requestedEventId, requestedDate);
  const requestedOffered = eventOf(requested) !== undefined;

  const [notice, setNotice] = useState<PageNotice>(
    requestedEventId && !requestedOffered ? 'not-offered' : null,
  );
  const [paying, setPaying] = useState<BookingDetails | null>(null);
  const held = useHeldBooking(offer?.token ?? null);

  const form = useSchemaForm(bookingDetailsSchema, {
    initialValues: initialTicketValues(requestedOffered ? requested : '', offer ? offer.seats : 1),
    toInput: toBookingDetails,
    // The seats an offer holds count as taken: the server checks the claim instead.
    check: (details) => (offer ? null : checkSeatsLeft(details, eventOf(bookingKey(details)))),
    submit: async (details): Promise<{ details: BookingDetails; booking: Booking | null }> => {
      if ((eventOf(bookingKey(details))?.price ?? 0) > 0) return { details, booking: null };
      // A free event is booked at once, with no payment to choose (the API wants a method all the same).
      const booking = await guarded(details, () => held.bookingFor(details, 'card'));
      return { details, booking };
    },
    failureMessage: t('booking.tickets.payment.problem'),
    onSuccess: ({ details, booking }) => {
      setNotice(null);
      if (booking && booking.status !== 'pending') {
        notify.success(t('booking.tickets.form.confirmed'));
        navigate(successPath(booking.booking_id, booking.manage_token));
      } else {
        // A paid event (or one given a price since the page loaded): on to the payment.
        setPaying(details);
      }
    },
  });

  /**
   * Runs a booking or payment call. Seats gone meanwhile mean the page's
   * count is stale: the event is read again. A booking no longer held (its
   * time ran out on the server) is let go, so the next choice books afresh.
   */
  async function guarded<R>(details: BookingDetails, call: () => Promise<R>): Promise<R> {
    try {
      const result = await call();
      if (held.currentHold()) setNotice(null);
      return result;
    } catch (error) {
      const failure = toApiFailure(error);
      if (failure.status === 409 && 'number_of_tickets' in failure.fields) {
        getEvent(details.event, details.occurrence).then(
          (fresh) =>
            setRefreshed((current) => ({
              ...current,
              [eventOccurrenceKey(fresh)]: eventIn(fresh, language),
            })),
          () => {},
        );
      }
      if (failure.status === 409 && 'booking_id' in failure.fields) held.forget();
      throw error;
    }
  }

  // Back from a card checkout: the form as it was, and the hold if it still stands.
  const restoreDraft = useEffectEvent(async (draft: BookingDraft<TicketFormValues>) => {
    clearBookingDraft();
    form.reset(draft.values);
    if (!draft.heldBooking) return;
    const booking = await getBooking(draft.heldBooking.bookingId).catch(() => null);
    const details = bookingDetailsSchema.safeParse(toBookingDetails(draft.values));
    if (booking?.status === 'pending' && details.success) {
      held.adopt({
        booking,
        method: draft.heldBooking.method,
        details: details.data,
        deadline: draft.heldBooking.deadline,
      });
      setPaying(details.data);
    } else if (booking?.status === 'cancelled') {
      setNotice('checkout-left');
    }
  });
  useEffect(() => {
    // sessionStorage is read after mounting, never while rendering; a
    // mount that React undoes at once (StrictMode) leaves the draft alone.
    let mounted = true;
    void Promise.resolve().then(() => {
      const draft = readBookingDraft<TicketFormValues>();
      const forThisEvent = !requestedEventId || draft?.values.event === requested;
      if (mounted && draft && forThisEvent) void restoreDraft(draft);
    });
    return () => {
      mounted = false;
    };
  }, [requestedEventId, requested]);

  function closePayment() {
    setPaying(null);
    void held.release();
  }

  const selected = eventOf(form.values.event);
  const total = orderTotal(form.values, selected);
  const free = selected !== undefined && selected.price === 0;
  const wanted = ticketCount(form.values);
  const offerWaitlist =
    !offer && selected !== undefined && wanted !== null && wanted > seatsLeft(selected);
  const booker = form.values.tickets[0];

  return (
    <>
      {notice && (
        <Alert severity={notice === 'lapsed' ? 'warning' : 'info'} sx={{ mb: 3 }}>
          {t(NOTICES[notice])}
        </Alert>
      )}
      <SchemaForm form={form} ariaLabel={t('booking.tickets.form.label')}>
        <Stack spacing={3}>
          <Box component="section" aria-labelledby="choose-event-title">
            <Typography id="choose-event-title" variant="h2" sx={{ mb: 2 }}>
              {t('booking.tickets.form.chooseEvent')}
            </Typography>
            <Stack spacing={2}>
              <SchemaField
                form={form}
                name="event"
                kind="select"
                label={t('booking.field.event')}
                placeholder={t('booking.tickets.form.eventPlaceholder')}
                options={offered.map((event) => ({
                  value: eventOccurrenceKey(event),
                  label: eventOptionLabel(event, { t, format }),
                }))}
              />
              {selected && <EventSummary event={selected} />}
              <SchemaField
                form={form}
                name="number_of_tickets"
                kind="integer"
                label={t('booking.tickets.form.count')}
                hint={
                  selected
                    ? t('booking.tickets.form.countHintSeats', {
                        seatsLeft: seatsLeftLabel(selected, t),
                      })
                    : t('booking.tickets.form.countHint')
                }
              />
            </Stack>
          </Box>

          <Box component="section" aria-labelledby="ticket-details-title">
            <Typography id="ticket-details-title" variant="h2" sx={{ mb: 2 }}>
              {t('booking.tickets.form.details')}
            </Typography>
            <Stack spacing={2}>
              {Array.from({ length: shownTicketCount(form.values) }, (_, index) => (
                <TicketDetailsBlock key={index} form={form} index={index} />
              ))}
            </Stack>
          </Box>

          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography variant="h3" component="p" data-testid="order-total">
              {t('booking.tickets.form.total', { total: format.price(total) })}
            </Typography>
            <SubmitButton form={form} busyLabel={t('booking.tickets.form.busy')} size="large">
              {free ? t('booking.tickets.form.bookNow') : t('booking.tickets.form.continue')}
            </SubmitButton>
          </Stack>
        </Stack>
      </SchemaForm>

      {offerWaitlist && selected && (
        <Box sx={{ mt: 5 }}>
          <WaitlistJoinForm
            key={eventOccurrenceKey(selected)}
            event={selected}
            initialCount={String(wanted)}
            initialName={booker?.name ?? ''}
            initialEmail={booker?.email ?? ''}
          />
        </Box>
      )}

      {paying && (
        <BookingPaymentDialog
          details={paying}
          event={eventOf(bookingKey(paying))}
          held={held.held}
          lapsed={notice === 'lapsed'}
          onClose={closePayment}
          startCardCheckout={() =>
            guarded(paying, async () => {
              const booking = await held.bookingFor(paying, 'card');
              const session = await startBookingCheckout(booking.booking_id);
              if (booking.manage_token)
                rememberManageToken(booking.booking_id, booking.manage_token);
              // The visitor leaves the page: keep what they typed, and the hold, for their return.
              const hold = held.currentHold();
              saveBookingDraft({
                values: form.values,
                heldBooking: hold && {
                  bookingId: hold.booking.booking_id,
                  method: 'card',
                  deadline: hold.deadline,
                },
              });
              return session;
            })
          }
          createPayPalOrder={() =>
            guarded(paying, async () =>
              createBookingOrder((await held.bookingFor(paying, 'paypal')).booking_id),
            )
          }
          capturePayPalOrder={(orderID) => guarded(paying, () => captureBookingOrder(orderID))}
          onPaid={(captured) => {
            const hold = held.currentHold()?.booking;
            const bookingId = captured.booking_id ?? hold?.booking_id;
            const token = hold?.booking_id === bookingId ? hold?.manage_token : null;
            held.forget();
            clearBookingDraft();
            notify.success(t('booking.tickets.form.paid'));
            if (bookingId) navigate(successPath(bookingId, token));
          }}
          onLapse={() => {
            held.forget();
            setNotice('lapsed');
          }}
        />
      )}
    </>
  );
}
