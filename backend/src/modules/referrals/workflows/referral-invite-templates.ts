import { Language } from '../../../../domain/accounts/account.rules';
import { ReferralInviteAudience, ReferralInviteChannel } from '../../../../domain/referrals/referral-invite.rules';

type Template = (senderName: string, link: string, note: string | null) => { subject: string; text: string };

const withNote = (text: string, note: string | null) => (note ? `${text}\n\n"${note}"` : text);

/** Invitations in the sender's language (the recipient has no account yet); a text message uses the `text` alone. */
export const REFERRAL_INVITE_TEMPLATES: Record<ReferralInviteAudience, Record<Language, Template>> = {
  CLIENT: {
    en: (name, link, note) => ({
      subject: `${name} invites you to book tutoring`,
      text: withNote(`${name} is a tutor on our marketplace and invites you to book a session. Sign up with this link: ${link}`, note),
    }),
    sp: (name, link, note) => ({
      subject: `${name} te invita a reservar tutorías`,
      text: withNote(`${name} es tutor en nuestra plataforma y te invita a reservar una sesión. Regístrate con este enlace: ${link}`, note),
    }),
  },
  TUTOR: {
    en: (name, link, note) => ({
      subject: `${name} invites you to tutor with us`,
      text: withNote(`${name} tutors on our marketplace and invites you to join: earn $25+ per hour. Apply with this link: ${link}`, note),
    }),
    sp: (name, link, note) => ({
      subject: `${name} te invita a dar tutorías con nosotros`,
      text: withNote(`${name} da tutorías en nuestra plataforma y te invita a unirte: gana $25+ por hora. Postúlate con este enlace: ${link}`, note),
    }),
  },
};

export function inviteMessageOf(channel: ReferralInviteChannel, audience: ReferralInviteAudience, language: Language, senderName: string, link: string, note: string | null) {
  return REFERRAL_INVITE_TEMPLATES[audience][language](senderName, link, channel === 'SMS' ? null : note);
}
