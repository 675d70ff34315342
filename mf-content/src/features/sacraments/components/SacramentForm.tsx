import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import {
  SACRAMENT_DOCUMENT_CONTENT_TYPES,
  sacramentRequestSchema,
  type SacramentKind,
  type SacramentReceipt,
} from '@parish/shared-types/sacraments';
import {
  SchemaField,
  SchemaForm,
  SubmitButton,
  useRenderClock,
  useSchemaForm,
} from '@parish/shared-web';
import { sendSacramentRequest } from '../api/sacramentRequests';
import { blankRequest, SACRAMENT_QUESTIONS } from '../lib/fields';
import { useT } from '../lib/i18n';

/**
 * One sacrament's request form (`POST /api/sacraments/`), built from the
 * schema the API checks too: who asks, the sacrament's own questions, a
 * note, and a document. Dates are checked against today; the API checks
 * them again on the parish's date.
 */
export function SacramentForm({
  kind,
  onSent,
}: {
  kind: SacramentKind;
  onSent: (receipt: SacramentReceipt) => void;
}) {
  const t = useT();
  const { today } = useRenderClock();
  const schema = useMemo(() => sacramentRequestSchema(today), [today]);
  const form = useSchemaForm(schema, {
    initialValues: blankRequest(kind),
    submit: sendSacramentRequest,
    failureMessage: t('content.sacraments.failed'),
    onSuccess: onSent,
  });

  return (
    <SchemaForm form={form} ariaLabel={t('content.sacraments.formLabel')}>
      <Stack spacing={2}>
        <Typography variant="h2">{t('content.sacraments.section.you')}</Typography>
        <SchemaField
          form={form}
          name="requester_name"
          kind="text"
          label={t('content.sacraments.field.name')}
          autoComplete="name"
          required
        />
        <SchemaField
          form={form}
          name="requester_email"
          kind="email"
          label={t('content.sacraments.field.email')}
          autoComplete="email"
          required
        />
        <SchemaField
          form={form}
          name="requester_phone"
          kind="tel"
          label={t('content.sacraments.field.phone')}
          autoComplete="tel"
          required
        />
        <Typography variant="h2">{t('content.sacraments.section.request')}</Typography>
        {SACRAMENT_QUESTIONS[kind].map((question) => (
          <SchemaField
            key={question.name}
            form={form}
            name={question.name}
            kind={question.kind}
            label={t(question.label)}
            hint={question.hint ? t(question.hint) : undefined}
            required={question.required}
          />
        ))}
        <SchemaField
          form={form}
          name="message"
          kind="multiline"
          rows={4}
          label={t('content.sacraments.field.message')}
          required={false}
        />
        <SchemaField
          form={form}
          name="document"
          kind="file"
          accept={SACRAMENT_DOCUMENT_CONTENT_TYPES.join(',')}
          label={t('content.sacraments.field.document')}
          buttonLabel={t('content.sacraments.field.document.button')}
          hint={t('content.sacraments.field.document.hint')}
          required={false}
        />
        <div>
          <SubmitButton form={form} busyLabel={t('content.sacraments.sending')}>
            {t('content.sacraments.send')}
          </SubmitButton>
        </div>
      </Stack>
    </SchemaForm>
  );
}
