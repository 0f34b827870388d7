import { ProgressBar, Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { usePageTitle } from '../../lib/usePageTitle';
import { Footer } from './Footer';
import { Header } from './Header';
import { useHeaderStatus } from './header-status';
import { OldSafariBanner } from './OldSafariBanner';

// The list under the bell loads when it is first opened.
const NotificationsList = lazy(() => import('../../features/notifications/components/NotificationsList').then((m) => ({ default: m.NotificationsList })));

const notificationsPanel = (
  <Suspense fallback={<Spinner size={24} />}>
    <NotificationsList />
  </Suspense>
);

export function AppLayout() {
  const navigation = useNavigation();
  const headerStatus = useHeaderStatus();
  usePageTitle();
  return (
    <div className="app-shell">
      <Header status={headerStatus} notificationsPanel={notificationsPanel} />
      <OldSafariBanner />
      {navigation.state === 'loading' && <ProgressBar intent="primary" className="app-route-progress" />}
      <main className="app-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
