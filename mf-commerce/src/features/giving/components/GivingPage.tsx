import type { ReactNode } from 'react';
import { Box, Container, Tab, Tabs } from '@mui/material';
import { GIVING_TAB_PARAM } from '@parish/shared-types';
import { PageHeader, usePageMeta } from '@parish/shared-web';
import { useSearchParams } from 'react-router';
import { useCheckoutCancelledNotice } from '../../../lib/useCheckoutCancelledNotice';
import { GIFT_CANCELLED_MESSAGE, GIVING_PAGE_DESCRIPTION } from '../lib/givingCopy';
import { OneTimeGiftForm } from './OneTimeGiftForm';
import { OtherWaysToGive } from './OtherWaysToGive';
import { RecurringGiftForm } from './RecurringGiftForm';

const TABS = [
  { value: 'online', label: 'Online' },
  { value: 'recurring', label: 'Recurring' },
  { value: 'other', label: 'Other Ways' },
] as const;
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
  usePageMeta({ title: 'Giving', description: GIVING_PAGE_DESCRIPTION });
  const [params, setParams] = useSearchParams();
  const current = tabOf(params.get(GIVING_TAB_PARAM));
  useCheckoutCancelledNotice(GIFT_CANCELLED_MESSAGE);

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
      <PageHeader
        title="Giving"
        subtitle="Your generosity sustains our worship, our ministries and our care for neighbours in need. Thank you."
      />
      <Tabs
        value={current}
        onChange={(_event, tab: GivingTab) => show(tab)}
        aria-label="Ways to give"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
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
