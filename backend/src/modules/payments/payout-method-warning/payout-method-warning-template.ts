import { Language } from '../../../../domain/accounts/account.rules';

export interface PayoutMethodWarningFacts {
  firstName: string;
  subject: string;
  clientName: string;
  startTime: string;
  timeZoneId: string;
  /** Where the tutor adds a payout method. */
  link: string;
}

/** The session's start as the tutor reads it: in the session's time zone and the tutor's language. */
function startOf(facts: PayoutMethodWarningFacts, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: facts.timeZoneId }).format(new Date(facts.startTime));
}

/** The warning to a tutor without a payout method that a session of theirs is coming, in their language. */
export const PAYOUT_METHOD_WARNING_TEMPLATE: Record<Language, (facts: PayoutMethodWarningFacts) => { subject: string; text: string }> = {
  en: (facts) => ({
    subject: 'Add a payout method before your session ends',
    text:
      `Hi ${facts.firstName},\n\nYou have a ${facts.subject} session with ${facts.clientName} on ${startOf(facts, 'en-US')}, and you have not added a payout method yet. ` +
      `Your client will be charged as usual, but your payout will be held until you add one; once you do, it is paid automatically.\n\nAdd a payout method here:\n${facts.link}`,
  }),
  sp: (facts) => ({
    subject: 'Agrega un método de cobro antes de que termine tu sesión',
    text:
      `Hola ${facts.firstName}:\n\nTienes una sesión de ${facts.subject} con ${facts.clientName} el ${startOf(facts, 'es-US')} y todavía no agregaste un método de cobro. ` +
      `A tu cliente se le cobrará como siempre, pero tu pago quedará retenido hasta que agregues uno; cuando lo hagas, se te pagará automáticamente.\n\nAgrega un método de cobro aquí:\n${facts.link}`,
  }),
};
