import { Button } from '@mui/material';
import { useApiMutation } from '@parish/shared-web';
import type { RowAction } from '../types';

/**
 * One row action's button: busy while its call runs, then a notice either
 * way (the row may be gone after the reload, so the notice is what stays).
 */
export function RowActionButton<T>({
  action,
  record,
  recordLabel,
  onDone,
}: {
  action: RowAction<T>;
  record: T;
  recordLabel: string;
  onDone: () => void;
}) {
  const mutation = useApiMutation(() => action.run(record), {
    failureMessage: action.failureText,
    successNotice: action.doneText,
    failureNotice: true,
    onSuccess: onDone,
  });
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => void mutation.mutate(undefined)}
      disabled={mutation.busy}
      aria-label={`${action.label} ${recordLabel}`}
      sx={{ mr: 1 }}
    >
      {action.label}
    </Button>
  );
}
