import { Stack, Typography } from '@mui/material';
import { passwordChangeSchema, PASSWORD_CHANGED_MESSAGE } from '@parish/shared-types';
import {
  SchemaField,
  SchemaForm,
  SubmitButton,
  useSchemaForm,
  useSpecMessage,
} from '@parish/shared-web';
import { useT } from '../../../lib/i18n';
import { changePassword } from '../api/account';

/** Account: change one's own password (the current one required). */
export function ChangePasswordSection() {
  const t = useT();
  const say = useSpecMessage();
  const form = useSchemaForm(passwordChangeSchema, {
    initialValues: { current_password: '', new_password: '' },
    submit: changePassword,
    failureMessage: t('admin.account.password.failed'),
    successMessage: say(PASSWORD_CHANGED_MESSAGE),
    resetOnSuccess: true,
  });
  return (
    <section aria-labelledby="account-password-heading">
      <Typography id="account-password-heading" variant="h5" component="h2" gutterBottom>
        {t('admin.account.password.heading')}
      </Typography>
      <SchemaForm form={form}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <SchemaField
            form={form}
            name="current_password"
            kind="password"
            label={t('admin.account.password.current')}
            autoComplete="current-password"
          />
          <SchemaField
            form={form}
            name="new_password"
            kind="password"
            label={t('admin.account.password.new')}
            autoComplete="new-password"
            hint={t('admin.account.password.newHint')}
          />
          <SubmitButton
            form={form}
            busyLabel={t('admin.account.password.busy')}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('admin.account.password.submit')}
          </SubmitButton>
        </Stack>
      </SchemaForm>
    </section>
  );
}
