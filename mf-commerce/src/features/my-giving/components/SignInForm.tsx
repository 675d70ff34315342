import { Typography } from '@mui/material';
import { donorSignInInputSchema } from '@parish/shared-types';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { requestSignInLink } from '../api/myGiving';
import { SIGN_IN_FAILED_MESSAGE, SIGN_IN_INTRO } from '../lib/myGivingCopy';

/**
 * Asks for a sign-in link. The answer is the server's one sentence, the
 * same for any address, so the form tells nobody who gives.
 */
export function SignInForm() {
  const form = useSchemaForm(donorSignInInputSchema, {
    initialValues: { email: '' },
    submit: requestSignInLink,
    failureMessage: SIGN_IN_FAILED_MESSAGE,
    successMessage: (answer) => answer.message,
  });
  return (
    <SchemaForm form={form} alertPlacement="bottom">
      <Typography sx={{ mb: 2 }}>{SIGN_IN_INTRO}</Typography>
      <SchemaField
        form={form}
        name="email"
        kind="email"
        label="Your e-mail address"
        autoComplete="email"
        required
      />
      <SubmitButton form={form} busyLabel="Sending..." sx={{ mt: 2 }}>
        Email me a sign-in link
      </SubmitButton>
    </SchemaForm>
  );
}
