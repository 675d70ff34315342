import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Container, Tab, Tabs } from '@mui/material';
import { PageHeader, usePageMeta } from '@parish/shared-web';
import { SermonsTab } from './SermonsTab';
import { MEDIA_TABS, parseMediaTab, type MediaTab } from '../lib/mediaTabs';
import { BlogTab, PhotosTab, VideosTab } from './UploadsTabs';
import { useT } from '../lib/i18n';

const PANELS: Record<MediaTab, ComponentType> = {
  sermons: SermonsTab,
  photos: PhotosTab,
  videos: VideosTab,
  blog: BlogTab,
};

/** /media: Sermons (the default), and the photos, videos and blog posts administrators share. */
export default function MediaPage() {
  const t = useT();
  usePageMeta({ title: t('content.media.title'), description: t('content.media.description') });
  const [searchParams, setSearchParams] = useSearchParams();
  const current = parseMediaTab(searchParams.get('tab'));
  const Panel = PANELS[current];
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader title={t('content.media.title')} subtitle={t('content.media.subtitle')} />
      <Tabs
        value={current}
        onChange={(_, next: MediaTab) =>
          setSearchParams(next === 'sermons' ? {} : { tab: next }, { replace: true })
        }
        aria-label={t('content.media.title')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {MEDIA_TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={t(tab.label)}
            id={`media-tab-${tab.value}`}
            aria-controls={`media-panel-${tab.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`media-panel-${current}`} aria-labelledby={`media-tab-${current}`}>
        <Panel />
      </Box>
    </Container>
  );
}
