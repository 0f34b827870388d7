import { addMessages } from '../lib/intl/added-messages';
import { LANGUAGES } from '../lib/intl/languages';
import type { RouteLoadedFeature } from './catalogs';

/**
 * The compiled messages of the route-loaded features (app/catalogs.ts), one module per language and
 * feature; each import is spelled out so the build can split them.
 */
const LOADERS: Record<RouteLoadedFeature, Record<(typeof LANGUAGES)[number], () => Promise<{ default: Parameters<typeof addMessages>[1] }>>> = {
  sessions: { en: () => import('virtual:compiled-catalog/en/sessions'), sp: () => import('virtual:compiled-catalog/sp/sessions') },
  payments: { en: () => import('virtual:compiled-catalog/en/payments'), sp: () => import('virtual:compiled-catalog/sp/payments') },
  paymentMethods: { en: () => import('virtual:compiled-catalog/en/paymentMethods'), sp: () => import('virtual:compiled-catalog/sp/paymentMethods') },
  referrals: { en: () => import('virtual:compiled-catalog/en/referrals'), sp: () => import('virtual:compiled-catalog/sp/referrals') },
  dashboard: { en: () => import('virtual:compiled-catalog/en/dashboard'), sp: () => import('virtual:compiled-catalog/sp/dashboard') },
  admin: { en: () => import('virtual:compiled-catalog/en/admin'), sp: () => import('virtual:compiled-catalog/sp/admin') },
  tutorProfileEditor: {
    en: () => import('virtual:compiled-catalog/en/tutorProfileEditor'),
    sp: () => import('virtual:compiled-catalog/sp/tutorProfileEditor'),
  },
  tutorTools: { en: () => import('virtual:compiled-catalog/en/tutorTools'), sp: () => import('virtual:compiled-catalog/sp/tutorTools') },
  tutorApplication: { en: () => import('virtual:compiled-catalog/en/tutorApplication'), sp: () => import('virtual:compiled-catalog/sp/tutorApplication') },
  tutorOnboarding: { en: () => import('virtual:compiled-catalog/en/tutorOnboarding'), sp: () => import('virtual:compiled-catalog/sp/tutorOnboarding') },
  publicSite: { en: () => import('virtual:compiled-catalog/en/publicSite'), sp: () => import('virtual:compiled-catalog/sp/publicSite') },
  welcome: { en: () => import('virtual:compiled-catalog/en/welcome'), sp: () => import('virtual:compiled-catalog/sp/welcome') },
  invitations: { en: () => import('virtual:compiled-catalog/en/invitations'), sp: () => import('virtual:compiled-catalog/sp/invitations') },
};

const loaded = new Map<RouteLoadedFeature, Promise<void>>();

/** Adds the features' messages in every language (once), so a language switch on the page finds them. */
export function loadRouteMessages(...features: RouteLoadedFeature[]): Promise<void> {
  return Promise.all(
    features.map((feature) => {
      let loading = loaded.get(feature);
      if (!loading) {
        loading = Promise.all(LANGUAGES.map(async (language) => addMessages(language, (await LOADERS[feature][language]()).default))).then(() => undefined);
        loading.catch(() => loaded.delete(feature));
        loaded.set(feature, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}
