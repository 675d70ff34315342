import { Stack } from '@mui/material';
import {
  apiPaths,
  DEFAULT_LANGUAGE,
  donorLanguageInputSchema,
  type Language,
  type MyGiving,
} from '@parish/shared-types';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { setDonorLanguage } from '../api/myGiving';
import { useT, type CommerceMessageId } from '../lib/i18n';

/** Each language named in itself, as a person looks for their own. */
const LANGUAGE_NAMES: Record<Language, CommerceMessageId> = {
  en: 'commerce.myGiving.language.en',
  es: 'commerce.myGiving.language.es',
};

/**
 * The language the donor's receipts, year-end statements and mails are
 * written in: a gift sets it from the page it was made on; here they choose.
 */
export function LanguageForm({ language }: { language: Language | undefined }) {
  const t = useT();
  const form = useSchemaForm(donorLanguageInputSchema, {
    initialValues: { language: language ?? DEFAULT_LANGUAGE },
    submit: setDonorLanguage,
    failureMessage: t('commerce.myGiving.language.failed'),
    successNotice: t('commerce.myGiving.language.saved'),
    answers: { path: apiPaths.myGiving, data: (myGiving: MyGiving) => myGiving },
  });
  return (
    <SchemaForm form={form} ariaLabel={t('commerce.myGiving.language.label')}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 3, alignItems: { sm: 'flex-start' } }}
      >
        <SchemaField
          form={form}
          name="language"
          kind="select"
          label={t('commerce.myGiving.language.label')}
          hint={t('commerce.myGiving.language.hint')}
          options={(Object.keys(LANGUAGE_NAMES) as Language[]).map((value) => ({
            value,
            label: t(LANGUAGE_NAMES[value]),
          }))}
        />
        <SubmitButton form={form} busyLabel={t('commerce.myGiving.language.saving')}>
          {t('commerce.myGiving.language.save')}
        </SubmitButton>
      </Stack>
    </SchemaForm>
  );
}
