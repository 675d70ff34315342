import { SchemaField, type SchemaFormState } from '@parish/shared-web';
import { useT } from '../../lib/i18n';
import { useResourceList } from '../hooks/useResourceList';
import { useResourceContext } from '../lib/resourceText';
import type { RecordChoiceField } from '../types';

/**
 * A form's choice of another resource's record (an exception's service): a
 * select of that resource's list, read through the same query as its list
 * on the dashboard, so the office chooses among what it sees there; with
 * `multiple`, a checkbox per record offered.
 */
export function RecordChoice({
  form,
  name,
  field,
}: {
  form: SchemaFormState;
  name: string;
  /** The field with its texts in the page's language (`shownField`). */
  field: RecordChoiceField<string>;
}) {
  const t = useT();
  const context = useResourceContext();
  const { of } = field;
  const list = useResourceList(of);
  const options = (list.records ?? [])
    .filter((record) => field.offered?.(record) ?? true)
    .map((record) => ({
      value: String(of.recordId(record)),
      label: of.recordLabel(record, context),
    }));
  // Without its list the select would offer nothing and not say why.
  const hint = list.status === 'error' ? t('admin.resource.choices.loadError') : field.hint;
  return field.multiple ? (
    <SchemaField
      form={form}
      name={name}
      kind="checkboxes"
      label={field.label}
      options={options}
      hint={hint}
    />
  ) : (
    <SchemaField
      form={form}
      name={name}
      kind="select"
      label={field.label}
      options={options}
      placeholder={field.placeholder}
      hint={hint}
    />
  );
}
