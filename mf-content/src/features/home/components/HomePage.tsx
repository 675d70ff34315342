import { SITE_NAME, usePageMeta } from '@parish/shared-web';
import { HeroSection } from './HeroSection';
import { UpcomingEventsSection } from './UpcomingEventsSection';

/** The home page: welcome hero and what is coming up. */
export default function HomePage() {
  usePageMeta({
    title: SITE_NAME,
    description:
      'An ecumenical Catholic parish: worship, community and spiritual growth. Service times, events, ministries, giving and more.',
  });
  return (
    <>
      <HeroSection />
      <UpcomingEventsSection />
    </>
  );
}
