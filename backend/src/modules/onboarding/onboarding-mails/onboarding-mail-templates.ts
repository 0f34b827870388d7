import { Language } from '../../../../domain/accounts/account.rules';

export type OnboardingMailKind = 'onboarded' | 'onboardedHidden' | 'sentBack';

type Template = (firstName: string, link: string, reason: string) => { subject: string; text: string };

/** The admins' decision on an onboarding application, e-mailed to the tutor in their language. */
export const ONBOARDING_MAIL_TEMPLATES: Record<OnboardingMailKind, Record<Language, Template>> = {
  onboarded: {
    en: (firstName, link) => ({
      subject: 'You are onboarded: clients can now find you',
      text: `Hi ${firstName},\n\nYour tutor application is approved and clients can now find you in search. See your dashboard here:\n${link}`,
    }),
    sp: (firstName, link) => ({
      subject: 'Ya estás incorporado: los clientes ya pueden encontrarte',
      text: `Hola ${firstName}:\n\nTu solicitud de tutor fue aprobada y los clientes ya pueden encontrarte en la búsqueda. Mira tu panel aquí:\n${link}`,
    }),
  },
  // Onboarded while the profile is hidden: search does not find them until they turn visibility on.
  onboardedHidden: {
    en: (firstName, link) => ({
      subject: 'You are onboarded: turn on your profile so clients can find you',
      text: `Hi ${firstName},\n\nYour tutor application is approved. Your profile is still hidden, so clients do not find you in search yet. Turn on its visibility here:\n${link}`,
    }),
    sp: (firstName, link) => ({
      subject: 'Ya estás incorporado: activa tu perfil para que los clientes te encuentren',
      text: `Hola ${firstName}:\n\nTu solicitud de tutor fue aprobada. Tu perfil todavía está oculto, así que los clientes aún no te encuentran en la búsqueda. Activa su visibilidad aquí:\n${link}`,
    }),
  },
  sentBack: {
    en: (firstName, link, reason) => ({
      subject: 'Your tutor application needs a change',
      text: `Hi ${firstName},\n\nOur team reviewed your tutor application and asks for this change:\n\n${reason}\n\nUpdate your checklist and submit it again here:\n${link}`,
    }),
    sp: (firstName, link, reason) => ({
      subject: 'Tu solicitud de tutor necesita un cambio',
      text: `Hola ${firstName}:\n\nNuestro equipo revisó tu solicitud de tutor y te pide este cambio:\n\n${reason}\n\nActualiza tu lista de pasos y envíala de nuevo aquí:\n${link}`,
    }),
  },
};
