import { Stack, Typography } from '@mui/material';
import { passwordChangeSchema, PASSWORD_CHANGED_MESSAGE } from '@parish/shared-types';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { changePassword } from '../api/account';

const CHANGE_FAILED_MESSAGE = 'Your password could not be changed. Please try again.';

/** Account: change one's own password (the current one required). */
export function ChangePasswordSection() {
  const form = useSchemaForm(passwordChangeSchema, {
    initialValues: { current_password: '', new_password: '' },
    submit: changePassword,
    failureMessage: CHANGE_FAILED_MESSAGE,
    successMessage: PASSWORD_CHANGED_MESSAGE,
    resetOnSuccess: true,
  });
  return (
    <section aria-labelledby="account-password-heading">
      <Typography id="account-password-heading" variant="h5" component="h2" gutterBottom>
        Change password
      </Typography>
      <SchemaForm form={form}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <SchemaField
            form={form}
            name="current_password"
            kind="password"
            label="Current password"
            autoComplete="current-password"
          />
          <SchemaField
            form={form}
            name="new_password"
            kind="password"
            label="New password"
            autoComplete="new-password"
            hint="At least 8 characters, and not one of the common passwords."
          />
          <SubmitButton form={form} busyLabel="Saving..." sx={{ alignSelf: 'flex-start' }}>
            Change password
          </SubmitButton>
        </Stack>
      </SchemaForm>
    </section>
  );
}
