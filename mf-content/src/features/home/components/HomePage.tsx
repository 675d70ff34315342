import { HeroSection } from './HeroSection';
import { UpcomingEventsSection } from './UpcomingEventsSection';

/** The home page: welcome hero and what is coming up. */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <UpcomingEventsSection />
    </>
  );
}
