import type { ReactNode } from 'react';
import { Box, Container, Tab, Tabs } from '@mui/material';
import { GIVING_TAB_PARAM } from '@parish/shared-types';
import { PageHeader, usePageMeta } from '@parish/shared-web';
import { useSearchParams } from 'react-router';
import { useCheckoutCancelledNotice } from '../../../lib/useCheckoutCancelledNotice';
import { useT, type CommerceMessageId } from '../lib/i18n';
import { FundGoals } from './FundGoals';
import { OneTimeGiftForm } from './OneTimeGiftForm';
import { OtherWaysToGive } from './OtherWaysToGive';
import { RecurringGiftForm } from './RecurringGiftForm';

const TABS = [
  { value: 'online', label: 'commerce.giving.tab.online' },
  { value: 'recurring', label: 'commerce.giving.tab.recurring' },
  { value: 'other', label: 'commerce.giving.tab.other' },
] as const satisfies readonly { value: string; label: CommerceMessageId }[];
type GivingTab = (typeof TABS)[number]['value'];

const tabOf = (value: string | null): GivingTab =>
  TABS.find((tab) => tab.value === value)?.value ?? 'online';

/**
 * /giving (spec: tabs Online, Recurring, Other Ways). The tab is in the
 * address (`?tab=recurring`), so a cancelled recurring checkout comes back
 * to it. Every panel stays mounted: what the giver chose in one tab is still
 * there after looking at another.
 */
export default function GivingPage() {
  const t = useT();
  usePageMeta({ title: t('commerce.giving.title'), description: t('commerce.giving.description') });
  const [params, setParams] = useSearchParams();
  const current = tabOf(params.get(GIVING_TAB_PARAM));
  useCheckoutCancelledNotice('commerce.giving.cancelled');

  function show(tab: GivingTab) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === 'online') next.delete(GIVING_TAB_PARAM);
        else next.set(GIVING_TAB_PARAM, tab);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader title={t('commerce.giving.title')} subtitle={t('commerce.giving.subtitle')} />
      <FundGoals />
      <Tabs
        value={current}
        onChange={(_event, tab: GivingTab) => show(tab)}
        aria-label={t('commerce.giving.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={t(tab.label)}
            id={`giving-tab-${tab.value}`}
            aria-controls={`giving-tabpanel-${tab.value}`}
          />
        ))}
      </Tabs>
      <TabPanel tab="online" current={current}>
        <OneTimeGiftForm />
      </TabPanel>
      <TabPanel tab="recurring" current={current}>
        <RecurringGiftForm />
      </TabPanel>
      <TabPanel tab="other" current={current}>
        <OtherWaysToGive />
      </TabPanel>
    </Container>
  );
}

function TabPanel({
  tab,
  current,
  children,
}: {
  tab: GivingTab;
  current: GivingTab;
  children: ReactNode;
}) {
  return (
    <Box
      role="tabpanel"
      id={`giving-tabpanel-${tab}`}
      aria-labelledby={`giving-tab-${tab}`}
      hidden={tab !== current}
    >
      {children}
    </Box>
  );
}
