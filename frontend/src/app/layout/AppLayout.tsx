import { ProgressBar } from '@blueprintjs/core';
import { Outlet, useNavigation } from 'react-router-dom';
import { usePageTitle } from '../usePageTitle';
import { Footer } from './Footer';
import { Header } from './Header';

export function AppLayout() {
  const navigation = useNavigation();
  usePageTitle();
  return (
    <div className="app-shell">
      <Header />
      {navigation.state === 'loading' && <ProgressBar intent="primary" className="app-route-progress" />}
      <main className="app-main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
