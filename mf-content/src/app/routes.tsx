import type { RemoteRoutesModule } from '@parish/shared-types';
import { lazy, Suspense } from 'react';
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

const routes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/events', element: <EventsPage /> },
  { path: '/about', element: <AboutPage /> },
  { path: '/about/new', element: <NewcomerPage /> },
  { path: '/about/contact', element: <ContactPage /> },
  { path: '/about/staff-directory', element: <StaffDirectoryPage /> },
  { path: '/ministries', element: <MinistriesPage /> },
  { path: '/media', element: <MediaPage /> },
  { path: '/media/videos', element: <VideosPage /> },
  { path: '/courses-list', element: <CoursesListPage /> },
  { path: '/courses', element: <CoursesPage /> },
  { path: '/courses/:course', element: <CoursePage /> },
  { path: '/application', element: <ApplicationPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/catholic-quiz', element: <QuizPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The content pages; exposed to the shell as `content/routes`. */
export default function ContentRoutes() {
  return <Suspense fallback={<LoadingState />}>{useRoutes(routes)}</Suspense>;
}

// The shell mounts ./routes by this contract (shared-types); the compiler holds us to it.
ContentRoutes satisfies RemoteRoutesModule['default'];
