import { Box, Button, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import { useSpecMessage } from '@parish/shared-web';
import { useT } from '../../../lib/i18n';
import type { DoorAnswer } from '../api/checkIn';

/**
 * Okabe–Ito blue and a dark vermilion: told apart with any colour vision,
 * and each also has its own icon shape and words. White text on either
 * passes WCAG AA for this large type.
 */
const ACCEPTED = '#005A8F';
const REFUSED = '#A33B00';

/** The answer to the last scan, in large type, with Undo for a check-in. */
export function DoorAnswerPanel({
  answer,
  onUndo,
  undoing,
}: {
  answer: DoorAnswer | null;
  onUndo: (ticketId: number) => void;
  undoing: boolean;
}) {
  const t = useT();
  // The server's sentences ('Checked in: Ticket #1, Maria Lopez') in the page's language.
  const say = useSpecMessage();
  return (
    <Box
      role="status"
      aria-label={t('admin.checkIn.answer')}
      aria-live="assertive"
      sx={{ minHeight: 96, my: 2 }}
    >
      {answer && (
        <Box
          sx={{
            bgcolor: answer.ok ? ACCEPTED : REFUSED,
            color: '#fff',
            borderRadius: 2,
            p: 2,
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            flexWrap: 'wrap',
          }}
        >
          {answer.ok ? (
            <CheckCircleOutlined aria-hidden sx={{ fontSize: 48 }} />
          ) : (
            <HighlightOffOutlined aria-hidden sx={{ fontSize: 48 }} />
          )}
          <Typography
            component="p"
            sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25, flex: '1 1 12rem' }}
          >
            {say(answer.ok ? answer.result.message : answer.message)}
          </Typography>
          {answer.ok && answer.result.checked_in_at && (
            <Button
              variant="outlined"
              size="large"
              disabled={undoing}
              onClick={() => onUndo(answer.result.ticket_id)}
              sx={{ color: '#fff', borderColor: '#fff', minHeight: 48 }}
            >
              {t('admin.checkIn.undo')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
