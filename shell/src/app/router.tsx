import { createBrowserRouter, useNavigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/LoginPage';
import { LanguageOffer } from '../features/language/components/LanguageOffer';
import { LanguageSwitch } from '../features/language/components/LanguageSwitch';
import { ChatAssistant } from '../features/chat/components/ChatAssistant';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';
import { RouteErrorPage } from '../features/errors/components/RouteErrorPage';
import { SiteLayout } from '../features/layout/components/SiteLayout';
import { NewsletterSignup } from '../features/newsletter/components/NewsletterSignup';
import { RemotePage } from '../features/remotes/components/RemotePage';
import { DailyVerseBar } from '../features/verse/components/DailyVerseBar';

/** The chat assistant, following its links with the router. */
function SiteAssistant() {
  const navigate = useNavigate();
  return <ChatAssistant navigate={(to) => void navigate(to)} />;
}

/**
 * The shell's own pages, then one splat route that hands every other URL to
 * the remote owning it (see routeTable.ts). The splat leaves the whole URL
 * to the remote's routes, which use absolute paths.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <SiteLayout
        verse={<DailyVerseBar />}
        newsletter={<NewsletterSignup />}
        assistant={<SiteAssistant />}
        languageSwitch={(where) => <LanguageSwitch inMenu={where === 'menu'} />}
        languageOffer={<LanguageOffer />}
      />
    ),
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/login/reset', element: <ResetPasswordPage /> },
          { path: '*', element: <RemotePage /> },
        ],
      },
    ],
  },
];

/**
 * `serverRendered`: the page on screen came from the server. The router is
 * then told it hydrates, so it does not scroll to the top when it mounts: a
 * visitor who scrolled while the scripts loaded keeps their place (and the
 * link under their finger).
 */
export function createRouter({
  serverRendered = false,
  basename = '/',
}: {
  serverRendered?: boolean;
  /** `/es` on a Spanish page: every route and link is then under it. */
  basename?: string;
} = {}) {
  return createBrowserRouter(routes, {
    basename,
    ...(serverRendered ? { hydrationData: {} } : {}),
  });
}
