import { useState } from 'react';
import { Grid, Stack } from '@mui/material';
import { ministryInterestInputSchema, type Ministry } from '@parish/shared-types';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { useT } from '../lib/i18n';
import { sendMinistryInterest } from '../api/ministryInterest';

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
  const t = useT();
  const form = useSchemaForm(ministryInterestInputSchema, {
    initialValues: EMPTY,
    submit: sendMinistryInterest,
    failureMessage: t('content.common.failed'),
    resetOnSuccess: true,
    successMessage: (interest) =>
      t('content.ministries.form.sent', {
        name: interest.name,
        // The ministry as this page names it (the office's Spanish on a Spanish page).
        ministry:
          ministries.find((ministry) => ministry.id === interest.ministry)?.title ??
          interest.ministry_title,
      }),
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
    <SchemaForm form={form} ariaLabel={t('content.ministries.getInvolved')}>
      <Stack spacing={2}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SchemaField
              form={form}
              name="name"
              kind="text"
              label={t('content.common.name')}
              autoComplete="name"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SchemaField
              form={form}
              name="email"
              kind="email"
              label={t('content.common.email')}
              autoComplete="email"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SchemaField
              form={form}
              name="phone"
              kind="tel"
              label={t('content.common.phoneOptional')}
              autoComplete="tel"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SchemaField
              form={form}
              name="ministry"
              kind="select"
              label={t('content.ministries.form.ministry')}
              placeholder={t('content.ministries.form.selectMinistry')}
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
          label={t('content.ministries.form.message')}
          hint={t('content.ministries.form.hint')}
        />
        <div>
          <SubmitButton form={form} busyLabel={t('content.common.submitting')}>
            {t('content.ministries.form.submit')}
          </SubmitButton>
        </div>
      </Stack>
    </SchemaForm>
  );
}
