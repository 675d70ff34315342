import { Suspense } from 'react';
import { SITE_NAME, usePageMeta } from '@parish/shared-web';
import { AboutSection } from './AboutSection';
import { AnnouncementsSection } from './AnnouncementsSection';
import { BulletinLink } from './BulletinLink';
import { HeroSection } from './HeroSection';
import { MinistriesSection } from './MinistriesSection';
import { UpcomingEventsSection } from './UpcomingEventsSection';
import { useT } from '../lib/i18n';

/** The home page: welcome hero, this week's bulletin, who we are, our ministries and what is coming up. */
export default function HomePage() {
  const t = useT();
  usePageMeta({ title: SITE_NAME, description: t('content.home.description') });
  // Each section in a boundary of its own: on a page the server rendered,
  // React takes each over (hydrates it) in a task of its own, the one a
  // visitor taps first before the others, instead of the whole page in one
  // long task (issue 28). Nothing in them suspends, so no fallback shows.
  return (
    <>
      <Suspense>
        <HeroSection />
      </Suspense>
      <Suspense>
        <BulletinLink />
      </Suspense>
      <Suspense>
        <AnnouncementsSection />
      </Suspense>
      <Suspense>
        <AboutSection />
      </Suspense>
      <Suspense>
        <MinistriesSection />
      </Suspense>
      <Suspense>
        <UpcomingEventsSection />
      </Suspense>
    </>
  );
}
