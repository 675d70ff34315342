import type { Language, PagePath, RemoteRoutesModule } from '@parish/shared-types';
import { Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { lazyPage, LoadingState, NotFoundPage, preloadRoute } from '@parish/shared-web';
import { loadCatalog } from '../lib/i18n';

const HomePage = lazyPage(
  () => import('../features/home/components/HomePage'),
  () => import('../features/home/lib/i18n'),
);
const EventsPage = lazyPage(
  () => import('../features/events/components/EventsPage'),
  () => import('../features/events/lib/i18n'),
);
const AboutPage = lazyPage(
  () => import('../features/about/components/AboutPage'),
  () => import('../features/about/lib/i18n'),
);
const NewcomerPage = lazyPage(
  () => import('../features/about/components/NewcomerPage'),
  () => import('../features/about/lib/i18n'),
);
const ContactPage = lazyPage(
  () => import('../features/about/components/ContactPage'),
  () => import('../features/about/lib/i18n'),
);
const StaffDirectoryPage = lazyPage(
  () => import('../features/about/components/StaffDirectoryPage'),
  () => import('../features/about/lib/i18n'),
);
const MinistriesPage = lazyPage(
  () => import('../features/ministries/components/MinistriesPage'),
  () => import('../features/ministries/lib/i18n'),
);
const MediaPage = lazyPage(
  () => import('../features/media/components/MediaPage'),
  () => import('../features/media/lib/i18n'),
);
const VideosPage = lazyPage(
  () => import('../features/media/components/VideosPage'),
  () => import('../features/media/lib/i18n'),
);
const SermonPage = lazyPage(
  () => import('../features/media/components/SermonPage'),
  () => import('../features/media/lib/i18n'),
);
const BlogPostPage = lazyPage(
  () => import('../features/media/components/BlogPostPage'),
  () => import('../features/media/lib/i18n'),
);
const CoursesListPage = lazyPage(
  () => import('../features/courses/components/CoursesListPage'),
  () => import('../features/courses/lib/i18n'),
);
const CoursesPage = lazyPage(
  () => import('../features/courses/components/CoursesPage'),
  () => import('../features/courses/lib/i18n'),
);
const CoursePage = lazyPage(
  () => import('../features/courses/components/CoursePage'),
  () => import('../features/courses/lib/i18n'),
);
const ApplicationPage = lazyPage(
  () => import('../features/courses/components/ApplicationPage'),
  () => import('../features/courses/lib/i18n'),
);
const PrivacyPage = lazyPage(
  () => import('../features/legal/components/PrivacyPage'),
  () => import('../features/legal/lib/i18n'),
);
const TermsPage = lazyPage(
  () => import('../features/legal/components/TermsPage'),
  () => import('../features/legal/lib/i18n'),
);
const QuizPage = lazyPage(
  () => import('../features/quiz/components/QuizPage'),
  () => import('../features/quiz/lib/i18n'),
);
const NewsletterConfirmPage = lazyPage(
  () => import('../features/newsletter/components/NewsletterConfirmPage'),
  () => import('../features/newsletter/lib/i18n'),
);
const NewsletterUnsubscribePage = lazyPage(
  () => import('../features/newsletter/components/NewsletterUnsubscribePage'),
  () => import('../features/newsletter/lib/i18n'),
);

/**
 * Each of this remote's pages (the list is shared-types' PUBLIC_PAGES, which
 * the shell's sitemap reads too): a page missing here or not listed there
 * does not compile.
 */
const PAGES: Record<PagePath<'content'>, ComponentType> = {
  '/': HomePage,
  '/events': EventsPage,
  '/about': AboutPage,
  '/about/new': NewcomerPage,
  '/about/contact': ContactPage,
  '/about/staff-directory': StaffDirectoryPage,
  '/ministries': MinistriesPage,
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
