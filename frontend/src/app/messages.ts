import { FeatureMessages } from '../lib/intl/languages';

/** Messages of the app shell: errors, page titles, banners. Menus live in app/layout/messages.ts. */
export const appMessages: FeatureMessages = {
  en: {
    'app.title': 'Tutoring Marketplace',
    'app.description': 'Find a top tutor near you or online. 100% satisfaction guaranteed or your money back.',
    'app.loading': 'Loading…',
    'error.title': 'Error',
    'error.heading': 'Error',
    'error.body': 'Sorry, a critical error occurred on this page.',
    'error.loading': 'An error occurred while loading the page.',
    'error.home': 'Go to the home page',
    'notFound.title': 'Page not found',
    'notFound.heading': 'Page not found',
    'notFound.body': 'We could not find the page you were looking for.',
    'notFound.home': 'Go to the home page',
    'content.unknownComponent': 'Unknown Component',
  },
  sp: {
    'app.title': 'Tutoring Marketplace',
    'app.description': 'Encuentra un tutor excelente cerca de ti o en línea. Satisfacción 100 % garantizada o te devolvemos tu dinero.',
    'app.loading': 'Cargando…',
    'error.title': 'Error',
    'error.heading': 'Error',
    'error.body': 'Lo sentimos, ocurrió un error grave en esta página.',
    'error.loading': 'Ocurrió un error al cargar la página.',
    'error.home': 'Ir a la página de inicio',
    'notFound.title': 'Página no encontrada',
    'notFound.heading': 'Página no encontrada',
    'notFound.body': 'No pudimos encontrar la página que buscabas.',
    'notFound.home': 'Ir a la página de inicio',
    'content.unknownComponent': 'Componente desconocido',
  },
};
