import { useDeferredValue, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { Box, Paper, TextField } from '@mui/material';
import type { BatchDonorMatch } from '@parish/shared-types';
import { useT } from '../../../lib/i18n';
import { useDonorSearch } from '../api/batches';

/** Who gave an entry: a donor found by search, a new donor, or nobody (loose cash). */
export type DonorChoice =
  { kind: 'donor'; donor: BatchDonorMatch } | { kind: 'new' } | { kind: 'none' };

const NEW: DonorChoice = { kind: 'new' };
const NONE: DonorChoice = { kind: 'none' };

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

  // The combobox's own state (ARIA 1.2 pattern), not form values: open, and the option under the cursor.
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const shown = expanded ? options : [];
  const optionId = (index: number) => `${listId}-${index}`;

  function choose(choice: DonorChoice) {
    onChange(choice);
    setTyped(labelOf(choice));
    setExpanded(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) setExpanded(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (options.length ? (index + step + options.length) % options.length : 0));
    } else if (event.key === 'Enter' && expanded && shown[active]) {
      // Takes the highlighted choice; Enter on a closed box adds the gift.
      event.preventDefault();
      event.stopPropagation();
      choose(shown[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setExpanded(false);
    }
  }

  return (
    <Box sx={{ position: 'relative', minWidth: { sm: 260 }, flex: { sm: '2 1 260px' } }}>
      <TextField
        inputRef={inputRef}
        name="donor_id"
        label={t('admin.giving.batch.entry.donor')}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setExpanded(true);
          if (value) onChange(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setExpanded(false)}
        error={Boolean(error)}
        helperText={error ?? t('admin.giving.batch.entry.donorHint')}
        size="small"
        fullWidth
        disabled={disabled}
        autoComplete="off"
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': expanded,
            'aria-controls': listId,
            'aria-activedescendant': shown[active] ? optionId(active) : undefined,
          },
        }}
      />
      <Paper
        component="ul"
        role="listbox"
        id={listId}
        aria-label={t('admin.giving.batch.entry.donor')}
        elevation={4}
        hidden={shown.length === 0 && !(expanded && asking)}
        sx={{
          position: 'absolute',
          zIndex: 3,
          top: 40,
          left: 0,
          right: 0,
          m: 0,
          p: 0.5,
          listStyle: 'none',
          maxHeight: 280,
          overflowY: 'auto',
        }}
      >
        {expanded && asking && search.status === 'loading' && (
          <Box component="li" role="presentation" sx={{ px: 1.5, py: 1 }}>
            {t('admin.giving.batch.entry.searching')}
          </Box>
        )}
        {shown.map((option, index) => (
          <Box
            component="li"
            key={option.kind === 'donor' ? option.donor.id : option.kind}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Chosen before the box loses focus.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            sx={{
              px: 1.5,
              py: 1,
              cursor: 'pointer',
              borderRadius: 1,
              bgcolor: index === active ? 'action.selected' : undefined,
            }}
          >
            {option.kind === 'donor'
              ? `${labelOf(option)} · ${option.donor.email}`
              : labelOf(option)}
          </Box>
        ))}
      </Paper>
    </Box>
  );
}
