import { Language } from '../../../../domain/accounts/account.rules';

export type OnboardingMailKind = 'onboarded' | 'sentBack';

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
