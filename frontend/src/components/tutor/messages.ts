import { FeatureMessages } from '../../lib/intl/languages';

/**
 * Texts about a tutor shown by both the search results and the profile pages: the Connect button
 * and its toasts (spec section 4), the bio and availability fallbacks (spec sections 2 and 8), the
 * facts line and the names of grade levels and times of day.
 */
export const tutorMessages: FeatureMessages = {
  en: {
    'tutor.connect': 'Connect',
    'tutor.connect.signIn': 'Please Sign In',
    'tutor.connect.verifyEmail': 'Please Verify your Email',
    'tutor.connect.verifyEmailLink': 'Verify email',
    'tutor.bio.empty': '(This user has not written a bio yet.)',
    'tutor.availability.default':
      'My Schedule is flexible! Please click on the orange button below to connect with me and we can discuss a time for our first tutoring session.',
    'tutor.availability.week': 'Usual week',
    'tutor.teaches': 'TEACHES',
    'tutor.rate': '${rate} per hour',
    'tutor.hoursTutored': '{hours, plural, one {# hour} other {# hours}} tutored',
    'tutor.reviewCount': '{count, plural, one {# review} other {# reviews}}',
    'tutor.score': 'Rated {score} out of 5',
    'tutor.distance': '{miles} miles away',
    'tutor.grade.ELEMENTARY': 'Elementary',
    'tutor.grade.MIDDLE_SCHOOL': 'Middle School',
    'tutor.grade.HIGH_SCHOOL': 'High School',
    'tutor.grade.COLLEGE': 'College and above',
    'tutor.time.MORNING': 'Morning',
    'tutor.time.AFTERNOON': 'Afternoon',
    'tutor.time.EVENING': 'Evening',
    'tutor.day.MONDAY': 'Monday',
    'tutor.day.TUESDAY': 'Tuesday',
    'tutor.day.WEDNESDAY': 'Wednesday',
    'tutor.day.THURSDAY': 'Thursday',
    'tutor.day.FRIDAY': 'Friday',
    'tutor.day.SATURDAY': 'Saturday',
    'tutor.day.SUNDAY': 'Sunday',
  },
  sp: {
    'tutor.connect': 'Conectar',
    'tutor.connect.signIn': 'Por favor, inicia sesión',
    'tutor.connect.verifyEmail': 'Por favor, verifica tu correo electrónico',
    'tutor.connect.verifyEmailLink': 'Verificar correo',
    'tutor.bio.empty': '(Este usuario aún no ha escrito una biografía.)',
    'tutor.availability.default':
      '¡Mi horario es flexible! Haz clic en el botón naranja de abajo para conectar conmigo y acordaremos un horario para nuestra primera sesión de tutoría.',
    'tutor.availability.week': 'Semana habitual',
    'tutor.teaches': 'ENSEÑA',
    'tutor.rate': '${rate} por hora',
    'tutor.hoursTutored': '{hours, plural, one {# hora} other {# horas}} de tutoría',
    'tutor.reviewCount': '{count, plural, one {# reseña} other {# reseñas}}',
    'tutor.score': 'Calificación de {score} sobre 5',
    'tutor.distance': 'A {miles} millas',
    'tutor.grade.ELEMENTARY': 'Primaria',
    'tutor.grade.MIDDLE_SCHOOL': 'Secundaria',
    'tutor.grade.HIGH_SCHOOL': 'Preparatoria',
    'tutor.grade.COLLEGE': 'Universidad o superior',
    'tutor.time.MORNING': 'Mañana',
    'tutor.time.AFTERNOON': 'Tarde',
    'tutor.time.EVENING': 'Noche',
    'tutor.day.MONDAY': 'Lunes',
    'tutor.day.TUESDAY': 'Martes',
    'tutor.day.WEDNESDAY': 'Miércoles',
    'tutor.day.THURSDAY': 'Jueves',
    'tutor.day.FRIDAY': 'Viernes',
    'tutor.day.SATURDAY': 'Sábado',
    'tutor.day.SUNDAY': 'Domingo',
  },
};
