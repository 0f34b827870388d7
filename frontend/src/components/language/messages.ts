import { FeatureMessages } from '../../lib/intl/languages';

export const languageMessages: FeatureMessages = {
  en: {
    'language.label': 'Language',
    'language.en': 'English',
    'language.sp': 'Spanish',
    'language.saveFailed': 'Your language could not be saved to your account. Please try again.',
  },
  sp: {
    'language.label': 'Idioma',
    'language.en': 'Inglés',
    'language.sp': 'Español',
    'language.saveFailed': 'No se pudo guardar el idioma en tu cuenta. Inténtalo de nuevo.',
  },
};
