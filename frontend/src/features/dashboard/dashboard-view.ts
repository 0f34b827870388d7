/** /dashboard's tabs: /dashboard is the overview; /dashboard/{mainTab} and /dashboard/requests/{subTab}. */
export const MAIN_TABS = ['overview', 'sessions', 'requests'] as const;
export type MainTab = (typeof MAIN_TABS)[number];

/** The requests tab shows the open (pending) requests, or all of them. */
export const REQUEST_FILTERS = ['open', 'all'] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];

/** How many upcoming sessions and requests the overview shows before "View all". */
export const OVERVIEW_LIMIT = 3;
/** The sessions tab shows the first page of upcoming sessions. */
export const SESSIONS_TAB_LIMIT = 10;

export type DashboardView = { mainTab: MainTab; filter: RequestFilter } | { redirect: string };

/** The tab a path shows, or where an unknown path goes instead. */
export function dashboardView(mainTab: string | undefined, subTab: string | undefined): DashboardView {
  if (mainTab === undefined) return { mainTab: 'overview', filter: 'open' };
  if (!(MAIN_TABS as readonly string[]).includes(mainTab)) return { redirect: '/dashboard' };
  if (mainTab === 'requests') {
    if (subTab === undefined) return { mainTab, filter: 'open' };
    return (REQUEST_FILTERS as readonly string[]).includes(subTab) ? { mainTab, filter: subTab as RequestFilter } : { redirect: '/dashboard/requests' };
  }
  if (subTab !== undefined) return { redirect: `/dashboard/${mainTab}` };
  return { mainTab: mainTab as MainTab, filter: 'open' };
}
