import { Language } from '../../../../domain/accounts/account.rules';

export type NoticeKind = 'newRequest' | 'requestAccepted' | 'requestDeclined' | 'newMessage';

type Template = (name: string, firstName: string, link: string) => { subject: string; text: string };

/** E-mail notices, in the recipient's language; the conversation link opens the app. */
export const NOTICE_TEMPLATES: Record<NoticeKind, Record<Language, Template>> = {
  newRequest: {
    en: (name, firstName, link) => ({
      subject: `New tutoring request from ${name}`,
      text: `Hi ${firstName},\n\n${name} sent you a tutoring request. Read it and answer here:\n${link}`,
    }),
    sp: (name, firstName, link) => ({
      subject: `Nueva solicitud de tutoría de ${name}`,
      text: `Hola ${firstName}:\n\n${name} te envió una solicitud de tutoría. Léela y responde aquí:\n${link}`,
    }),
  },
  requestAccepted: {
    en: (name, firstName, link) => ({
      subject: `${name} accepted your tutoring request`,
      text: `Hi ${firstName},\n\n${name} accepted your tutoring request. Continue the conversation here:\n${link}`,
    }),
    sp: (name, firstName, link) => ({
      subject: `${name} aceptó tu solicitud de tutoría`,
      text: `Hola ${firstName}:\n\n${name} aceptó tu solicitud de tutoría. Continúa la conversación aquí:\n${link}`,
    }),
  },
  requestDeclined: {
    en: (name, firstName, link) => ({
      subject: `${name} declined your tutoring request`,
      text: `Hi ${firstName},\n\n${name} declined your tutoring request. See their answer here:\n${link}`,
    }),
    sp: (name, firstName, link) => ({
      subject: `${name} rechazó tu solicitud de tutoría`,
      text: `Hola ${firstName}:\n\n${name} rechazó tu solicitud de tutoría. Mira su respuesta aquí:\n${link}`,
    }),
  },
  newMessage: {
    en: (name, firstName, link) => ({
      subject: `New message from ${name}`,
      text: `Hi ${firstName},\n\n${name} sent you a message:\n${link}`,
    }),
    sp: (name, firstName, link) => ({
      subject: `Nuevo mensaje de ${name}`,
      text: `Hola ${firstName}:\n\n${name} te envió un mensaje:\n${link}`,
    }),
  },
};
