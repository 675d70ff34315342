import type { Language, PagePath, RemoteRoutesModule } from '@parish/shared-types';
import { Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { lazyPage, LoadingState, NotFoundPage, preloadRoute } from '@parish/shared-web';
import { churchHoursCatalogs } from '@parish/shared-web/church-hours';
import { loadCatalog } from '../lib/i18n';
import { aboutCatalogs } from '../features/about/lib/catalogs';
import { newcomerCatalogs } from '../features/newcomer/lib/catalogs';
import { staffDirectoryCatalogs } from '../features/staff-directory/lib/catalogs';
import { coursesCatalogs } from '../features/courses/lib/catalogs';
import { eventsCatalogs } from '../features/events/lib/catalogs';
import { homeCatalogs } from '../features/home/lib/catalogs';
import { legalCatalogs } from '../features/legal/lib/catalogs';
import { massTimesCatalogs } from '../features/mass-times/lib/catalogs';
import { massIntentionsCatalogs } from '../features/mass-intentions/lib/catalogs';
import { paymentCatalogs } from '@parish/shared-web/payments';
import { mediaCatalogs } from '../features/media/lib/catalogs';
import { ministriesCatalogs } from '../features/ministries/lib/catalogs';
import { newsletterCatalogs } from '../features/newsletter/lib/catalogs';
import { quizCatalogs } from '../features/quiz/lib/catalogs';
import { sacramentsCatalogs } from '../features/sacraments/lib/catalogs';
import { bulletinsCatalogs } from '../features/bulletins/lib/catalogs';

const HomePage = lazyPage(() => import('../features/home/components/HomePage'), homeCatalogs);
const EventsPage = lazyPage(
  () => import('../features/events/components/EventsPage'),
  eventsCatalogs,
);
const MassTimesPage = lazyPage(
  () => import('../features/mass-times/components/MassTimesPage'),
  massTimesCatalogs,
);
const LivePage = lazyPage(
  () => import('../features/mass-times/components/LivePage'),
  massTimesCatalogs,
);
// The page takes its offering with the shared payment dialog, whose texts load with it.
const MassIntentionsPage = lazyPage(
  () => import('../features/mass-intentions/components/MassIntentionsPage'),
  [massIntentionsCatalogs, paymentCatalogs],
);
const SacramentsPage = lazyPage(
  () => import('../features/sacraments/components/SacramentsPage'),
  sacramentsCatalogs,
);
const SacramentRequestPage = lazyPage(
  () => import('../features/sacraments/components/SacramentRequestPage'),
  sacramentsCatalogs,
);
// The list and one bulletin's page: one download.
const BulletinsPage = lazyPage(
  () => import('../features/bulletins/components/BulletinsRoute'),
  bulletinsCatalogs,
);
// The pages that show the church hours load their texts with them.
const AboutPage = lazyPage(
  () => import('../features/about/components/AboutPage'),
  [aboutCatalogs, churchHoursCatalogs],
);
const NewcomerPage = lazyPage(
  () => import('../features/newcomer/components/NewcomerPage'),
  [newcomerCatalogs, churchHoursCatalogs],
);
const ContactPage = lazyPage(
  () => import('../features/about/components/ContactPage'),
  [aboutCatalogs, churchHoursCatalogs],
);
const StaffDirectoryPage = lazyPage(
  () => import('../features/staff-directory/components/StaffDirectoryPage'),
  staffDirectoryCatalogs,
);
const MinistriesPage = lazyPage(
  () => import('../features/ministries/components/MinistriesPage'),
  ministriesCatalogs,
);
const MediaPage = lazyPage(() => import('../features/media/components/MediaPage'), mediaCatalogs);
const VideosPage = lazyPage(() => import('../features/media/components/VideosPage'), mediaCatalogs);
const SermonPage = lazyPage(() => import('../features/media/components/SermonPage'), mediaCatalogs);
const BlogPostPage = lazyPage(
  () => import('../features/media/components/BlogPostPage'),
  mediaCatalogs,
);
const CoursesListPage = lazyPage(
  () => import('../features/courses/components/CoursesListPage'),
  coursesCatalogs,
);
const CoursesPage = lazyPage(
  () => import('../features/courses/components/CoursesPage'),
  coursesCatalogs,
);
const CoursePage = lazyPage(
  () => import('../features/courses/components/CoursePage'),
  coursesCatalogs,
);
const ApplicationPage = lazyPage(
  () => import('../features/courses/components/ApplicationPage'),
  coursesCatalogs,
);
const PrivacyPage = lazyPage(
  () => import('../features/legal/components/PrivacyPage'),
  legalCatalogs,
);
const TermsPage = lazyPage(() => import('../features/legal/components/TermsPage'), legalCatalogs);
const QuizPage = lazyPage(() => import('../features/quiz/components/QuizPage'), quizCatalogs);
const NewsletterConfirmPage = lazyPage(
  () => import('../features/newsletter/components/NewsletterConfirmPage'),
  newsletterCatalogs,
);
const NewsletterUnsubscribePage = lazyPage(
  () => import('../features/newsletter/components/NewsletterUnsubscribePage'),
  newsletterCatalogs,
);
const NewsletterPage = lazyPage(
  () => import('../features/newsletter/components/NewsletterPage'),
  newsletterCatalogs,
);
const NewsletterPreferencesPage = lazyPage(
  () => import('../features/newsletter/components/NewsletterPreferencesPage'),
  newsletterCatalogs,
);

/**
 * Each of this remote's pages (the list is shared-types' PUBLIC_PAGES, which
 * the shell's sitemap reads too): a page missing here or not listed there
 * does not compile.
 */
const PAGES: Record<PagePath<'content'>, ComponentType> = {
  '/': HomePage,
  '/events': EventsPage,
  '/mass-times': MassTimesPage,
  '/live': LivePage,
  '/mass-intentions': MassIntentionsPage,
  '/sacraments': SacramentsPage,
  '/sacraments/:kind': SacramentRequestPage,
  '/about': AboutPage,
  '/about/new': NewcomerPage,
  '/about/contact': ContactPage,
  '/about/staff-directory': StaffDirectoryPage,
  '/ministries': MinistriesPage,
  '/bulletins': BulletinsPage,
  '/bulletins/:date': BulletinsPage,
  '/media': MediaPage,
  '/media/videos': VideosPage,
  '/media/sermons/:id': SermonPage,
  '/media/blog/:slug': BlogPostPage,
  '/courses-list': CoursesListPage,
  '/courses': CoursesPage,
  '/courses/:course': CoursePage,
  '/application': ApplicationPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/catholic-quiz': QuizPage,
  '/newsletter/confirm': NewsletterConfirmPage,
  '/newsletter/unsubscribe': NewsletterUnsubscribePage,
  '/newsletter': NewsletterPage,
  '/newsletter/preferences': NewsletterPreferencesPage,
};

/** The route table of ./routes: every page, then not-found for any other URL. */
export const routes: RouteObject[] = [
  ...Object.entries(PAGES).map(([path, Page]) => ({ path, element: <Page /> })),
  { path: '*', element: <NotFoundPage /> },
];

/** The content pages; exposed to the shell as `content/routes`. */
export default function ContentRoutes() {
  return <Suspense fallback={<LoadingState />}>{useRoutes(routes)}</Suspense>;
}

/** Loads the page at `pathname` with its texts in `language` and the common catalog ahead, so the shell hydrates a page it rendered at once. */
export async function preload(pathname: string, language: Language): Promise<void> {
  await Promise.all([preloadRoute(routes, pathname, language), loadCatalog(language)]);
}

// The shell mounts ./routes by this contract (shared-types); the compiler holds us to it.
ContentRoutes satisfies RemoteRoutesModule['default'];
preload satisfies NonNullable<RemoteRoutesModule['preload']>;
