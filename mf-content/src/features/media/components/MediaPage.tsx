import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { Box, Container, Tab, Tabs } from '@mui/material';
import { PageHeader, usePageMeta } from '@parish/shared-web';
import { SermonsTab } from './SermonsTab';
import { MEDIA_TABS, parseMediaTab, type MediaTab } from '../lib/mediaTabs';
import { BlogTab, PhotosTab, VideosTab } from './UploadsTabs';

const PANELS: Record<MediaTab, ComponentType> = {
  sermons: SermonsTab,
  photos: PhotosTab,
  videos: VideosTab,
  blog: BlogTab,
};

/** /media: Sermons (the default), and the photos, videos and blog posts administrators share. */
export default function MediaPage() {
  usePageMeta({
    title: 'Media',
    description: 'Sermons, photos, videos and blog posts from the Holy Trinity parish family.',
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const current = parseMediaTab(searchParams.get('tab'));
  const Panel = PANELS[current];
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader
        title="Media"
        subtitle="Listen again to a sermon, see parish life in pictures, and read news from the parish."
      />
      <Tabs
        value={current}
        onChange={(_, next: MediaTab) =>
          setSearchParams(next === 'sermons' ? {} : { tab: next }, { replace: true })
        }
        aria-label="Media"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {MEDIA_TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
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
