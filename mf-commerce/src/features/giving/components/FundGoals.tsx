import { useId } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { fundName, type Fund } from '@parish/shared-types';
import { useFormat, useLanguage } from '@parish/shared-web';
import { useGivingFunds } from '../api/funds';
import { useT } from '../lib/i18n';

/** Of a goal, how much is raised, as a whole percentage from 0 to 100. */
export function goalPercent(fund: Pick<Fund, 'raised_cents' | 'goal_cents'>): number {
  if (!fund.goal_cents) return 0;
  return Math.min(100, Math.floor((fund.raised_cents * 100) / fund.goal_cents));
}

/**
 * The goals of the funds that take gifts today (a second collection's, a
 * building appeal's): each fund's name and a progress bar labelled with
 * what is raised of the goal ("$1,250.00 of $5,000.00"). Nothing when no
 * fund has a goal. Plain elements with the progressbar role: no new
 * library on /giving.
 */
export function FundGoals() {
  const t = useT();
  const format = useFormat();
  const language = useLanguage();
  const headingId = useId();
  const idPrefix = useId();
  const funds = useGivingFunds();
  const goals = (funds.data ?? []).filter((fund) => fund.goal_cents !== null);
  if (goals.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('commerce.giving.goals.heading')}
      </Typography>
      <Stack spacing={2}>
        {goals.map((fund) => {
          const nameId = `${idPrefix}-${fund.key}`;
          const percent = goalPercent(fund);
          const progress = t('commerce.giving.goals.progress', {
            raised: format.price(fund.raised_cents / 100),
            goal: format.price((fund.goal_cents ?? 0) / 100),
          });
          return (
            <Box key={fund.key}>
              <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {fundName(fund, language)}
              </Typography>
              <Box
                role="progressbar"
                aria-labelledby={nameId}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-valuetext={progress}
                sx={{
                  height: 10,
                  borderRadius: 5,
                  bgcolor: 'action.hover',
                  border: 1,
                  borderColor: 'divider',
                  overflow: 'hidden',
                  my: 0.5,
                }}
              >
                <Box sx={{ width: `${percent}%`, height: '100%', bgcolor: 'primary.main' }} />
              </Box>
              <Typography variant="body2">{progress}</Typography>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
