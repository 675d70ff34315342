import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { Box, Button, Container, Paper, Stack } from '@mui/material';
import { schemaFieldNames } from '@parish/shared-types';
import {
  PageHeader,
  SchemaField,
  SchemaForm,
  SubmitButton,
  usePageMeta,
  useSchemaForm,
  useSpecMessage,
  type FormValues,
} from '@parish/shared-web';
import { DASHBOARD_PATH, dashboardState } from '../../lib/dashboardNavigation';
import { useT } from '../../lib/i18n';
import { fieldOf, formInput, formRows, shownField } from '../lib/formValues';
import { resourceText } from '../lib/resourceText';
import type { AnyAdminResource, CreateMode, EditMode, ResourceField } from '../types';
import { RecordChoice } from './RecordChoice';

/**
 * One create or edit form of a resource: a field per key of the mode's
 * schema, with the schema's messages and the server's at their fields, the
 * inputs disabled and the busy label shown while saving. On success the
 * spec's toast is posted and the dashboard opens on the resource's tab;
 * Cancel goes back there. If the session ends meanwhile, what was typed is
 * kept for after the next login.
 */
export function ResourceForm({
  resource,
  mode,
  tab,
  initialValues,
  save,
  draftKey,
  details,
}: {
  resource: AnyAdminResource;
  mode: CreateMode | EditMode<unknown>;
  tab: string;
  initialValues: FormValues;
  save: (input: unknown) => Promise<unknown>;
  draftKey: string;
  /** The record's read-only part, above the form (`EditMode.details`). */
  details?: ReactNode;
}) {
  const navigate = useNavigate();
  const t = useT();
  const text = resourceText(resource, t, useSpecMessage());
  const title = text(mode.title);
  const back = { pathname: DASHBOARD_PATH, state: dashboardState(tab) };
  const form = useSchemaForm(mode.schema, {
    initialValues,
    toInput: (values) => {
      const input = formInput(mode.schema, values);
      return mode.toInput ? mode.toInput(input) : input;
    },
    submit: save,
    failureMessage: text(mode.failureText),
    networkMessage: mode.networkText === undefined ? undefined : text(mode.networkText),
    successNotice: text(mode.successText),
    onSuccess: () => void navigate(back.pathname, { replace: true, state: back.state }),
    keepOnSessionEnd: draftKey,
  });
  usePageMeta({
    title,
    description: t('admin.resource.form.description', { title }),
  });
  const rows = formRows(schemaFieldNames(mode.schema));
  const translated = rows.some((row) => row.translations.length > 0);
  const field = (name: string) => {
    const shown = shownField(fieldOf(resource, name), text);
    return shown.kind === 'record' ? (
      <RecordChoice key={name} form={form} name={name} field={shown} />
    ) : (
      <SchemaField key={name} form={form} name={name} {...shown} />
    );
  };
  // A translation is labelled as its English field in its language, with what a blank one does.
  const translation = (name: string) => {
    // A translated field holds text: never a choice of records.
    const english = shownField(fieldOf(resource, name) as ResourceField, text);
    return (
      <SchemaField
        key={name}
        form={form}
        name={name}
        {...english}
        label={t('admin.resource.translation.es', { label: english.label })}
        hint={t('admin.resource.translation.hint')}
      />
    );
  };

  return (
    // Wider when English and Spanish stand side by side; on a phone they stack.
    <Container maxWidth={translated ? 'md' : 'sm'} sx={{ py: { xs: 4, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <PageHeader title={title} />
        {details && <Box sx={{ mb: 3 }}>{details}</Box>}
        <SchemaForm form={form} ariaLabel={title}>
          <Stack spacing={2.5}>
            {rows.map(({ name, translations }) =>
              translations.length === 0 ? (
                field(name)
              ) : (
                <Box
                  key={name}
                  sx={{
                    display: 'grid',
                    gap: 2.5,
                    gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                    alignItems: 'start',
                  }}
                >
                  {field(name)}
                  {translations.map(translation)}
                </Box>
              ),
            )}
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', pt: 1 }}>
              <Button component={RouterLink} to={back.pathname} state={back.state} replace>
                {t('admin.resource.cancel')}
              </Button>
              <SubmitButton form={form} busyLabel={text(mode.busyLabel)}>
                {text(mode.submitLabel)}
              </SubmitButton>
            </Stack>
          </Stack>
        </SchemaForm>
      </Paper>
    </Container>
  );
}
