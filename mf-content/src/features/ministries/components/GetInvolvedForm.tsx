import { useState } from 'react';
import { Grid, Stack } from '@mui/material';
import { ministryInterestInputSchema, type Ministry } from '@parish/shared-types';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { sendMinistryInterest } from '../api/ministryInterest';

export const INTEREST_FAILED_MESSAGE = 'Something went wrong. Please try again.';

const EMPTY = { name: '', email: '', phone: '', ministry: '', message: '' };

/**
 * The 'Get Involved' form (spec: name, email, phone, a ministry select
 * filled from the API, a message and Submit), stored by the API for the
 * parish office. `preselected` is a ministry id chosen from its card.
 */
export function GetInvolvedForm({
  ministries,
  preselected,
}: {
  ministries: readonly Ministry[];
  preselected: string | null;
}) {
  const form = useSchemaForm(ministryInterestInputSchema, {
    initialValues: EMPTY,
    submit: sendMinistryInterest,
    failureMessage: INTEREST_FAILED_MESSAGE,
    resetOnSuccess: true,
    successMessage: (interest) =>
      `Thank you, ${interest.name}! The parish office has your interest in ${interest.ministry_title}, and someone will be in touch soon.`,
  });

  // A card's Get Involved link (#contact-{id}) chooses its ministry here, once it is listed.
  const target =
    preselected && ministries.some((ministry) => String(ministry.id) === preselected)
      ? preselected
      : null;
  const [applied, setApplied] = useState<string | null>(null);
  if (target !== applied) {
    setApplied(target);
    if (target) form.setValue('ministry', target);
  }

  return (
    <SchemaForm form={form} ariaLabel="Get Involved">
      <Stack spacing={2}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SchemaField form={form} name="name" kind="text" label="Name" autoComplete="name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SchemaField form={form} name="email" kind="email" label="Email" autoComplete="email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SchemaField
              form={form}
              name="phone"
              kind="tel"
              label="Phone (optional)"
              autoComplete="tel"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SchemaField
              form={form}
              name="ministry"
              kind="select"
              label="Ministry"
              placeholder="Select a ministry..."
              options={ministries.map((ministry) => ({
                value: String(ministry.id),
                label: ministry.title,
              }))}
            />
          </Grid>
        </Grid>
        <SchemaField
          form={form}
          name="message"
          kind="multiline"
          rows={4}
          label="Message (optional)"
          hint="Tell us a little about yourself, or ask a question."
        />
        <div>
          <SubmitButton form={form} busyLabel="Submitting...">
            Submit
          </SubmitButton>
        </div>
      </Stack>
    </SchemaForm>
  );
}
