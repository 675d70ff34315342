import { useDeferredValue, useState, type Ref } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import type { BatchDonorMatch } from '@parish/shared-types';
import { useT } from '../../../lib/i18n';
import { useDonorSearch } from '../api/batches';

/** Who gave an entry: a donor found by search, a new donor, or nobody (loose cash). */
export type DonorChoice =
  { kind: 'donor'; donor: BatchDonorMatch } | { kind: 'new' } | { kind: 'none' };

const NEW: DonorChoice = { kind: 'new' };
const NONE: DonorChoice = { kind: 'none' };

function sameChoice(option: DonorChoice, value: DonorChoice): boolean {
  if (option.kind === 'donor' && value.kind === 'donor') return option.donor.id === value.donor.id;
  return option.kind === value.kind;
}

/**
 * The entry's donor as a combobox: what is typed (a part of the name or
 * e-mail, or the envelope number) is searched on the server; the first
 * match is highlighted, so Enter takes it. "New donor" and "No donor (loose
 * cash)" are always offered after the matches.
 */
export function DonorField({
  value,
  onChange,
  error,
  disabled,
  inputRef,
}: {
  value: DonorChoice | null;
  onChange: (choice: DonorChoice | null) => void;
  error?: string;
  disabled?: boolean;
  inputRef: Ref<HTMLInputElement>;
}) {
  const t = useT();
  // What is typed in the box, not a form value: the form holds the choice.
  const [typed, setTyped] = useState('');
  const searched = useDeferredValue(typed);
  const choiceText = value ? labelOf(value) : '';
  const asking = searched.trim() !== '' && searched !== choiceText;
  const search = useDonorSearch(asking ? searched : '');
  // While a search runs nothing is offered, so that Enter never takes a choice
  // the matches are about to push down; then the first match is highlighted.
  const options: DonorChoice[] = !asking
    ? [NEW, NONE]
    : search.status === 'success'
      ? [...search.data.map((donor): DonorChoice => ({ kind: 'donor', donor })), NEW, NONE]
      : [];

  function labelOf(choice: DonorChoice): string {
    if (choice.kind === 'new') return t('admin.giving.batch.entry.newDonor');
    if (choice.kind === 'none') return t('admin.giving.batch.entry.noDonor');
    const { name, envelope_number: envelope } = choice.donor;
    return envelope ? t('admin.giving.batch.entry.donorWithEnvelope', { name, envelope }) : name;
  }

  return (
    <Autocomplete<DonorChoice>
      options={options}
      value={value}
      onChange={(_event, choice) => onChange(choice)}
      inputValue={typed}
      onInputChange={(_event, text) => setTyped(text)}
      filterOptions={(options) => options}
      getOptionLabel={labelOf}
      getOptionKey={(option) => (option.kind === 'donor' ? option.donor.id : option.kind)}
      isOptionEqualToValue={sameChoice}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {option.kind === 'donor'
              ? `${labelOf(option)} · ${option.donor.email}`
              : labelOf(option)}
          </li>
        );
      }}
      loading={asking && search.status === 'loading'}
      loadingText={t('admin.giving.batch.entry.searching')}
      autoHighlight
      disabled={disabled}
      sx={{ minWidth: { sm: 260 }, flex: { sm: '2 1 260px' } }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          name="donor_id"
          label={t('admin.giving.batch.entry.donor')}
          error={Boolean(error)}
          helperText={error ?? t('admin.giving.batch.entry.donorHint')}
          size="small"
        />
      )}
    />
  );
}
