import { FeatureMessages } from '../../lib/intl/languages';

/**
 * The server's shared bounds of values (backend/domain/shared/value-bounds.ts), translated by their
 * message ids wherever a form shows them: time zones, places on Earth, lengths of texts, and the
 * platform's answer for a value the runtime cannot use.
 */
export const valueBoundsMessages: FeatureMessages = {
  en: {
    'valueBounds.timeZone': 'Please choose a time zone from the list.',
    'valueBounds.coordinates': 'Please choose a location with a latitude from -90 to 90 and a longitude from -180 to 180.',
    'valueBounds.atMost40Characters': 'Please enter at most 40 characters.',
    'valueBounds.atMost80Characters': 'Please enter at most 80 characters.',
    'valueBounds.atMost200Characters': 'Please enter at most 200 characters.',
    'valueBounds.atMost254Characters': 'Please enter at most 254 characters.',
    'valueBounds.atMost255Characters': 'Please enter at most 255 characters.',
    'valueBounds.atMost2048Characters': 'Please enter at most 2048 characters.',
    'valueBounds.invalidValue': 'One of the values you entered cannot be used. Please check them and try again.',
  },
  sp: {
    'valueBounds.timeZone': 'Por favor, elige una zona horaria de la lista.',
    'valueBounds.coordinates': 'Por favor, elige un lugar con una latitud de -90 a 90 y una longitud de -180 a 180.',
    'valueBounds.atMost40Characters': 'Por favor, escribe como máximo 40 caracteres.',
    'valueBounds.atMost80Characters': 'Por favor, escribe como máximo 80 caracteres.',
    'valueBounds.atMost200Characters': 'Por favor, escribe como máximo 200 caracteres.',
    'valueBounds.atMost254Characters': 'Por favor, escribe como máximo 254 caracteres.',
    'valueBounds.atMost255Characters': 'Por favor, escribe como máximo 255 caracteres.',
    'valueBounds.atMost2048Characters': 'Por favor, escribe como máximo 2048 caracteres.',
    'valueBounds.invalidValue': 'Uno de los valores que escribiste no se puede usar. Revísalos e inténtalo de nuevo.',
  },
};
