import type { Language, PagePath, RemoteRoutesModule } from '@parish/shared-types';
import { Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import {
  lazyPage,
  loadFeatureCatalogs,
  LoadingState,
  NotFoundPage,
  preloadRoute,
  type FeatureTexts,
} from '@parish/shared-web';
import { loadCatalog } from '../lib/i18n';

const HomePage = lazyPage(() => import('../features/home/components/HomePage'));
const EventsPage = lazyPage(() => import('../features/events/components/EventsPage'));
const AboutPage = lazyPage(() => import('../features/about/components/AboutPage'));
const NewcomerPage = lazyPage(() => import('../features/about/components/NewcomerPage'));
const ContactPage = lazyPage(() => import('../features/about/components/ContactPage'));
const StaffDirectoryPage = lazyPage(
  () => import('../features/about/components/StaffDirectoryPage'),
);
const MinistriesPage = lazyPage(() => import('../features/ministries/components/MinistriesPage'));
const MediaPage = lazyPage(() => import('../features/media/components/MediaPage'));
const VideosPage = lazyPage(() => import('../features/media/components/VideosPage'));
const SermonPage = lazyPage(() => import('../features/media/components/SermonPage'));
const BlogPostPage = lazyPage(() => import('../features/media/components/BlogPostPage'));
const CoursesListPage = lazyPage(() => import('../features/courses/components/CoursesListPage'));
const CoursesPage = lazyPage(() => import('../features/courses/components/CoursesPage'));
const CoursePage = lazyPage(() => import('../features/courses/components/CoursePage'));
const ApplicationPage = lazyPage(() => import('../features/courses/components/ApplicationPage'));
const PrivacyPage = lazyPage(() => import('../features/legal/components/PrivacyPage'));
const TermsPage = lazyPage(() => import('../features/legal/components/TermsPage'));
const QuizPage = lazyPage(() => import('../features/quiz/components/QuizPage'));
const NewsletterConfirmPage = lazyPage(
  () => import('../features/newsletter/components/NewsletterConfirmPage'),
);
const NewsletterUnsubscribePage = lazyPage(
  () => import('../features/newsletter/components/NewsletterUnsubscribePage'),
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

/** Loads the page at `pathname` and the catalog in `language` ahead, so the shell hydrates a page it rendered at once. */
/**
 * Each feature's texts (their English is in the feature's own code): in
 * another language, loaded with the page so nothing waits once it is taken over.
 */
const FEATURE_TEXTS: readonly FeatureTexts[] = [
  () => import('../features/about/lib/i18n'),
  () => import('../features/courses/lib/i18n'),
  () => import('../features/events/lib/i18n'),
  () => import('../features/home/lib/i18n'),
  () => import('../features/legal/lib/i18n'),
  () => import('../features/media/lib/i18n'),
  () => import('../features/ministries/lib/i18n'),
  () => import('../features/newsletter/lib/i18n'),
  () => import('../features/quiz/lib/i18n'),
];

export async function preload(pathname: string, language: Language): Promise<void> {
  await Promise.all([
    preloadRoute(routes, pathname),
    loadCatalog(language),
    loadFeatureCatalogs(FEATURE_TEXTS, language),
  ]);
}

// The shell mounts ./routes by this contract (shared-types); the compiler holds us to it.
ContentRoutes satisfies RemoteRoutesModule['default'];
preload satisfies NonNullable<RemoteRoutesModule['preload']>;
