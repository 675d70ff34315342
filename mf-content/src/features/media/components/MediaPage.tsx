import { useSearchParams } from 'react-router';
import { Box, Container, Tab, Tabs } from '@mui/material';
import { PageHeader, usePageMeta } from '@parish/shared-web';
import { SermonsTab } from './SermonsTab';
import { BlogTab, PhotosTab, VideosTab } from './UploadsTabs';

const TABS = [
  { value: 'sermons', label: 'Sermons', Panel: SermonsTab },
  { value: 'photos', label: 'Photos', Panel: PhotosTab },
  { value: 'videos', label: 'Videos', Panel: VideosTab },
  { value: 'blog', label: 'Blog', Panel: BlogTab },
] as const;
type TabValue = (typeof TABS)[number]['value'];

function parseTab(value: string | null): TabValue {
  return TABS.find((tab) => tab.value === value)?.value ?? 'sermons';
}

/** /media: Sermons (the default), and the photos, videos and blog posts administrators share. */
export default function MediaPage() {
  usePageMeta({
    title: 'Media',
    description: 'Sermons, photos, videos and blog posts from the Holy Trinity parish family.',
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const current = parseTab(searchParams.get('tab'));
  const active = TABS.find((tab) => tab.value === current) ?? TABS[0];
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <PageHeader
        title="Media"
        subtitle="Listen again to a sermon, see parish life in pictures, and read news from the parish."
      />
      <Tabs
        value={current}
        onChange={(_, next: TabValue) =>
          setSearchParams(next === 'sermons' ? {} : { tab: next }, { replace: true })
        }
        aria-label="Media"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`media-tab-${tab.value}`}
            aria-controls={`media-panel-${tab.value}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`media-panel-${active.value}`}
        aria-labelledby={`media-tab-${active.value}`}
      >
        <active.Panel />
      </Box>
    </Container>
  );
}
