import { SITE_NAME, usePageMeta } from '@parish/shared-web';
import { AboutSection } from './AboutSection';
import { HeroSection } from './HeroSection';
import { MinistriesSection } from './MinistriesSection';
import { UpcomingEventsSection } from './UpcomingEventsSection';

/** The home page: welcome hero, who we are, our ministries and what is coming up. */
export default function HomePage() {
  usePageMeta({
    title: SITE_NAME,
    description:
      'An ecumenical Catholic parish: worship, community and spiritual growth. Service times, events, ministries, giving and more.',
  });
  return (
    <>
      <HeroSection />
      <AboutSection />
      <MinistriesSection />
      <UpcomingEventsSection />
    </>
  );
}
