import { FeatureMessages } from '../../lib/intl/languages';

/** /refer-friend: a client's referral link and the $20 credits it earned (spec sections 1, 2 and 9). */
export const referralsMessages: FeatureMessages = {
  en: {
    'referrals.title': 'Refer a friend',
    'referrals.heading': 'Refer a friend',
    'referrals.intro': 'Share your link. You get a {amount} credit for each client you refer, once they complete their first paid session.',
    'referrals.link': 'Your referral link',
    'referrals.copy': 'Copy link',
    'referrals.copied': 'Your referral link was copied.',
    'referrals.earned': 'Credit earned',
    'referrals.balance': 'Credit left',
    'referrals.balanceHint': 'Your credit is spent on sessions before your card is charged.',
    'referrals.list': 'People you referred',
    'referrals.empty': 'Nobody has signed up with your link yet.',
    'referrals.status.SIGNED_UP': 'Signed up',
    'referrals.status.CREDITED': 'Credit earned',
    'referrals.loadFailed': 'Your referrals could not be loaded.',
    'referrals.retry': 'Try again',
  },
  sp: {
    'referrals.title': 'Recomienda a un amigo',
    'referrals.heading': 'Recomienda a un amigo',
    'referrals.intro': 'Comparte tu enlace. Recibes un crédito de {amount} por cada cliente que recomiendes, cuando complete su primera sesión pagada.',
    'referrals.link': 'Tu enlace de recomendación',
    'referrals.copy': 'Copiar enlace',
    'referrals.copied': 'Se copió tu enlace de recomendación.',
    'referrals.earned': 'Crédito ganado',
    'referrals.balance': 'Crédito disponible',
    'referrals.balanceHint': 'Tu crédito se usa en las sesiones antes de cobrar a tu tarjeta.',
    'referrals.list': 'Personas que recomendaste',
    'referrals.empty': 'Todavía nadie se registró con tu enlace.',
    'referrals.status.SIGNED_UP': 'Registrado',
    'referrals.status.CREDITED': 'Crédito ganado',
    'referrals.loadFailed': 'No se pudieron cargar tus recomendaciones.',
    'referrals.retry': 'Intentar de nuevo',
  },
};
