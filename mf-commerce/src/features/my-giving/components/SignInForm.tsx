import { Typography } from '@mui/material';
import { donorSignInInputSchema } from '@parish/shared-types';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { requestSignInLink } from '../api/myGiving';
import { useT } from '../lib/i18n';

/**
 * Asks for a sign-in link. The answer is the server's one sentence, the
 * same for any address, so the form tells nobody who gives.
 */
export function SignInForm() {
  const t = useT();
  const form = useSchemaForm(donorSignInInputSchema, {
    initialValues: { email: '' },
    submit: requestSignInLink,
    failureMessage: t('commerce.myGiving.signIn.failed'),
    successMessage: (answer) => answer.message,
  });
  return (
    <SchemaForm form={form} alertPlacement="bottom">
      <Typography sx={{ mb: 2 }}>{t('commerce.myGiving.signIn.intro')}</Typography>
      <SchemaField
        form={form}
        name="email"
        kind="email"
        label={t('commerce.myGiving.signIn.email')}
        autoComplete="email"
        required
      />
      <SubmitButton form={form} busyLabel={t('commerce.myGiving.signIn.sending')} sx={{ mt: 2 }}>
        {t('commerce.myGiving.signIn.submit')}
      </SubmitButton>
    </SchemaForm>
  );
}
