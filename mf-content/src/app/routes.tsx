import type { PagePath, RemoteRoutesModule } from '@parish/shared-types';
import { lazy, Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { LoadingState, NotFoundPage } from '@parish/shared-web';

const HomePage = lazy(() => import('../features/home/components/HomePage'));
const EventsPage = lazy(() => import('../features/events/components/EventsPage'));
const AboutPage = lazy(() => import('../features/about/components/AboutPage'));
const NewcomerPage = lazy(() => import('../features/about/components/NewcomerPage'));
const ContactPage = lazy(() => import('../features/about/components/ContactPage'));
const StaffDirectoryPage = lazy(() => import('../features/about/components/StaffDirectoryPage'));
const MinistriesPage = lazy(() => import('../features/ministries/components/MinistriesPage'));
const MediaPage = lazy(() => import('../features/media/components/MediaPage'));
const VideosPage = lazy(() => import('../features/media/components/VideosPage'));
const CoursesListPage = lazy(() => import('../features/courses/components/CoursesListPage'));
const CoursesPage = lazy(() => import('../features/courses/components/CoursesPage'));
const CoursePage = lazy(() => import('../features/courses/components/CoursePage'));
const ApplicationPage = lazy(() => import('../features/courses/components/ApplicationPage'));
const PrivacyPage = lazy(() => import('../features/legal/components/PrivacyPage'));
const TermsPage = lazy(() => import('../features/legal/components/TermsPage'));
const QuizPage = lazy(() => import('../features/quiz/components/QuizPage'));

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
  '/courses-list': CoursesListPage,
  '/courses': CoursesPage,
  '/courses/:course': CoursePage,
  '/application': ApplicationPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
  '/catholic-quiz': QuizPage,
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

// The shell mounts ./routes by this contract (shared-types); the compiler holds us to it.
ContentRoutes satisfies RemoteRoutesModule['default'];
