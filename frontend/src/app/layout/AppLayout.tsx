import { ProgressBar } from '@blueprintjs/core';
import { Outlet, useNavigation } from 'react-router-dom';
import { usePageTitle } from '../../lib/usePageTitle';
import { Footer } from './Footer';
import { Header } from './Header';
import { useHeaderStatus } from './header-status';
import { OldSafariBanner } from './OldSafariBanner';

export function AppLayout() {
  const navigation = useNavigation();
  const headerStatus = useHeaderStatus();
  usePageTitle();
  return (
    <div className="app-shell">
      <Header status={headerStatus} />
      <OldSafariBanner />
      {navigation.state === 'loading' && <ProgressBar intent="primary" className="app-route-progress" />}
      <main className="app-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
