import { Stack } from '@mui/material';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { SchemaDateField } from '@parish/shared-web/date-fields';
import { useT } from '../../lib/i18n';
import { shownField } from '../lib/formValues';
import type { ResourceFilter } from '../types';

/** The blank fields left out: an empty date or "All funds" filters nothing. */
function filledIn(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
}

/**
 * A list's filter form (its shared-types schema, errors at the field): on
 * submit the list is loaded again with the form's value. Its dates are MUI
 * X date pickers (typed a part at a time, or picked in a calendar).
 */
export function ResourceFilterForm({
  filter,
  text,
  values,
  onApply,
}: {
  filter: ResourceFilter;
  /** The filter's texts as the page shows them (`resourceText`). */
  text: (text: string) => string;
  /** Values the list was opened with (a link from Today), over the form's own. */
  values?: Record<string, string>;
  onApply: (value: Record<string, unknown>) => void;
}) {
  const t = useT();
  const form = useSchemaForm(filter.schema, {
    initialValues: { ...filter.initialValues, ...values },
    toInput: filledIn,
    submit: async (value) => value as Record<string, unknown>,
    onSuccess: onApply,
    failureMessage: t('admin.resource.filter.failed'),
  });
  return (
    <SchemaForm form={form} ariaLabel={text(filter.label)} sx={{ mb: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}
      >
        {Object.entries(filter.fields).map(([name, field]) =>
          field.kind === 'date' ? (
            <SchemaDateField
              key={name}
              form={form}
              name={name}
              size="small"
              label={text(field.label)}
              hint={field.hint === undefined ? undefined : text(field.hint)}
            />
          ) : (
            <SchemaField
              key={name}
              form={form}
              name={name}
              size="small"
              {...shownField(field, text)}
            />
          ),
        )}
        <SubmitButton
          form={form}
          busyLabel={t('admin.resource.filter.applying')}
          sx={{ mt: { sm: 0.5 } }}
        >
          {text(filter.submitLabel)}
        </SubmitButton>
      </Stack>
    </SchemaForm>
  );
}
