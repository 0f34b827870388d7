import { dashboardView } from './dashboard-view';

describe('dashboardView', () => {
  it('shows the overview at /dashboard and the named tab at /dashboard/{mainTab}', () => {
    expect(dashboardView(undefined, undefined)).toEqual({ mainTab: 'overview', filter: 'open' });
    expect(dashboardView('sessions', undefined)).toEqual({ mainTab: 'sessions', filter: 'open' });
    expect(dashboardView('requests', 'all')).toEqual({ mainTab: 'requests', filter: 'all' });
  });

  it('sends an unknown tab or sub-tab to the nearest page that exists', () => {
    expect(dashboardView('nope', undefined)).toEqual({ redirect: '/dashboard' });
    expect(dashboardView('requests', 'nope')).toEqual({ redirect: '/dashboard/requests' });
    expect(dashboardView('sessions', 'upcoming')).toEqual({ redirect: '/dashboard/sessions' });
  });
});
