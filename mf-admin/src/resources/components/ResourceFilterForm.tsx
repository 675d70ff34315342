import { Stack } from '@mui/material';
import { SchemaField, SchemaForm, SubmitButton, useSchemaForm } from '@parish/shared-web';
import { SchemaDateField } from '@parish/shared-web/date-fields';
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
  values,
  onApply,
}: {
  filter: ResourceFilter;
  /** Values the list was opened with (a link from Today), over the form's own. */
  values?: Record<string, string>;
  onApply: (value: Record<string, unknown>) => void;
}) {
  const form = useSchemaForm(filter.schema, {
    initialValues: { ...filter.initialValues, ...values },
    toInput: filledIn,
    submit: async (value) => value as Record<string, unknown>,
    onSuccess: onApply,
    failureMessage: 'The filter could not be applied.',
  });
  return (
    <SchemaForm form={form} ariaLabel={filter.label} sx={{ mb: 2 }}>
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
              label={field.label}
              hint={field.hint}
            />
          ) : (
            <SchemaField key={name} form={form} name={name} size="small" {...field} />
          ),
        )}
        <SubmitButton form={form} busyLabel="Applying..." sx={{ mt: { sm: 0.5 } }}>
          {filter.submitLabel}
        </SubmitButton>
      </Stack>
    </SchemaForm>
  );
}
