import { Stack } from '@mui/material';
import { contactInputSchema, type ContactInput } from '@parish/shared-types';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { api } from '../../../lib/api';
import { useT } from '../lib/i18n';
import { CONTACT_DESTINATIONS } from '../lib/contact';

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
 * idle, sending, sent or failed (spec section 8's words), with name,
 * e-mail and message required.
 *
 * `about`: the About page's form (Your Name, Email Address, Subject,
 * Message); `page`: the Contact page's (with phone and who it is for).
 */
export function ContactForm({ variant }: { variant: 'about' | 'page' }) {
  const t = useT();
  const form = useSchemaForm(contactInputSchema, {
    initialValues: EMPTY,
    submit: sendMessage,
    failureMessage: t('content.common.failed'),
    successMessage: t('content.contact.sent'),
    resetOnSuccess: true,
  });

  return (
    <SchemaForm form={form} ariaLabel={t('content.contact.formLabel')}>
      <Stack spacing={2}>
        <SchemaField
          form={form}
          name="name"
          kind="text"
          label={t(variant === 'about' ? 'content.contact.yourName' : 'content.common.name')}
          autoComplete="name"
        />
        <SchemaField
          form={form}
          name="email"
          kind="email"
          label={t(variant === 'about' ? 'content.contact.emailAddress' : 'content.common.email')}
          autoComplete="email"
        />
        {variant === 'page' ? (
          <>
            <SchemaField
              form={form}
              name="phone_number"
              kind="tel"
              label={t('content.common.phoneOptional')}
              autoComplete="tel"
            />
            <SchemaField
              form={form}
              name="who_is_this_for"
              kind="select"
              label={t('content.contact.whoFor')}
              placeholder={t('content.contact.anyone')}
              options={CONTACT_DESTINATIONS.map(({ value, label }) => ({ value, label: t(label) }))}
            />
          </>
        ) : (
          <SchemaField
            form={form}
            name="who_is_this_for"
            kind="text"
            label={t('content.contact.subject')}
          />
        )}
        <SchemaField
          form={form}
          name="message"
          kind="multiline"
          rows={5}
          label={t('content.contact.message')}
        />
        <div>
          <SubmitButton form={form} busyLabel={t('content.contact.sending')}>
            {t('content.contact.send')}
          </SubmitButton>
        </div>
      </Stack>
    </SchemaForm>
  );
}
