import { FeatureMessages } from '../../lib/intl/languages';

/** The notifications list under the bell (spec sections 2, 4 and 8). */
export const notificationsMessages: FeatureMessages = {
  en: {
    'notifications.empty': 'You have no notifications.',
    'notifications.clearAll': 'Clear all',
    'notifications.clearFailed': 'There was an error clearing your notifications. Please, try again.',
    'notifications.readFailed': 'Error occurred.',
    'notifications.ok': 'OK',
    'notifications.type.TUTORING_REQUEST': 'New tutoring request',
    'notifications.type.REQUEST_ACCEPTED': 'Request accepted',
    'notifications.type.REQUEST_DECLINED': 'Request declined',
    'notifications.type.NEW_MESSAGE': 'New message',
    'notifications.type.other': 'Notification',
    'notifications.details.TUTORING_REQUEST': '{name} sent you a tutoring request.',
    'notifications.details.REQUEST_ACCEPTED': '{name} accepted your tutoring request.',
    'notifications.details.REQUEST_DECLINED': '{name} declined your tutoring request.',
    'notifications.details.NEW_MESSAGE': '{name} sent you a message.',
  },
  sp: {
    'notifications.empty': 'No tienes notificaciones.',
    'notifications.clearAll': 'Borrar todas',
    'notifications.clearFailed': 'Hubo un error al borrar tus notificaciones. Por favor, inténtalo de nuevo.',
    'notifications.readFailed': 'Ocurrió un error.',
    'notifications.ok': 'Aceptar',
    'notifications.type.TUTORING_REQUEST': 'Nueva solicitud de tutoría',
    'notifications.type.REQUEST_ACCEPTED': 'Solicitud aceptada',
    'notifications.type.REQUEST_DECLINED': 'Solicitud rechazada',
    'notifications.type.NEW_MESSAGE': 'Nuevo mensaje',
    'notifications.type.other': 'Notificación',
    'notifications.details.TUTORING_REQUEST': '{name} te envió una solicitud de tutoría.',
    'notifications.details.REQUEST_ACCEPTED': '{name} aceptó tu solicitud de tutoría.',
    'notifications.details.REQUEST_DECLINED': '{name} rechazó tu solicitud de tutoría.',
    'notifications.details.NEW_MESSAGE': '{name} te envió un mensaje.',
  },
};
