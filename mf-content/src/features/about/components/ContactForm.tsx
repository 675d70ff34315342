import { Stack } from '@mui/material';
import { contactInputSchema, type ContactInput } from '@parish/shared-types';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { api } from '../../../lib/api';
import { CONTACT_DESTINATIONS, CONTACT_FAILED_MESSAGE, CONTACT_SENT_MESSAGE } from '../lib/contact';

const EMPTY = { name: '', email: '', phone_number: '', message: '', who_is_this_for: '' };

function sendMessage(input: ContactInput) {
  return api.contact.send({
    name: input.name,
    email: input.email,
    message: input.message,
    phone_number: input.phone_number ?? '',
    who_is_this_for: input.who_is_this_for ?? '',
  });
}

/**
 * The message form that reaches the parish office (`POST /api/contact/`):
 * idle, sending, 'Message sent successfully!' or 'Something went wrong.
 * Please try again.', with name, e-mail and message required.
 *
 * `about`: the About page's form (Your Name, Email Address, Subject,
 * Message); `page`: the Contact page's (with phone and who it is for).
 */
export function ContactForm({ variant }: { variant: 'about' | 'page' }) {
  const form = useSchemaForm(contactInputSchema, {
    initialValues: EMPTY,
    submit: sendMessage,
    failureMessage: CONTACT_FAILED_MESSAGE,
    successMessage: CONTACT_SENT_MESSAGE,
    resetOnSuccess: true,
  });

  return (
    <SchemaForm form={form} ariaLabel="Contact the parish office">
      <Stack spacing={2}>
        <SchemaField
          form={form}
          name="name"
          kind="text"
          label={variant === 'about' ? 'Your Name' : 'Name'}
          autoComplete="name"
        />
        <SchemaField
          form={form}
          name="email"
          kind="email"
          label={variant === 'about' ? 'Email Address' : 'Email'}
          autoComplete="email"
        />
        {variant === 'page' ? (
          <>
            <SchemaField
              form={form}
              name="phone_number"
              kind="tel"
              label="Phone (optional)"
              autoComplete="tel"
            />
            <SchemaField
              form={form}
              name="who_is_this_for"
              kind="select"
              label="Who is this for?"
              placeholder="Anyone at the parish office"
              options={CONTACT_DESTINATIONS.map((value) => ({ value, label: value }))}
            />
          </>
        ) : (
          <SchemaField form={form} name="who_is_this_for" kind="text" label="Subject" />
        )}
        <SchemaField form={form} name="message" kind="multiline" rows={5} label="Message" />
        <div>
          <SubmitButton form={form} busyLabel="Sending...">
            Send Message
          </SubmitButton>
        </div>
      </Stack>
    </SchemaForm>
  );
}
