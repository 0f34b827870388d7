/**
 * The tutor agreement and the quiz on the platform's rules, in English and Spanish. The version
 * is recorded with each signature and attempt, so change it whenever the text or the answers change.
 * Question and option ids are the same in both languages: answers are graded by id.
 */
export interface QuizQuestion {
  id: string;
  question: string;
  options: ReadonlyArray<{ id: string; text: string }>;
  correctOptionId: string;
}

export interface TutorOnboardingContent {
  agreement: { version: string; title: string; paragraphs: readonly string[] };
  quiz: { version: string; passMark: number; questions: readonly QuizQuestion[] };
  /** The introduction video a tutor records: what it should show. */
  videoInstructions: string;
}

export const AGREEMENT_VERSION = '2026-11';
export const QUIZ_VERSION = '2026-11';
export const QUIZ_PASS_MARK = 4;

const en: TutorOnboardingContent = {
  agreement: {
    version: AGREEMENT_VERSION,
    title: 'Tutor agreement',
    paragraphs: [
      'I will treat every client with respect, arrive on time and prepared, and keep what I learn about clients private.',
      'I will schedule and record every session with a client on the platform, so the client is charged and I am paid through it.',
      'I will not ask clients to pay me outside the platform, and I will report any concern about a student’s safety to the platform at once.',
      'I understand that the platform keeps a 9.7% service fee from each session and pays the rest to my chosen payout method after the session is processed.',
    ],
  },
  quiz: {
    version: QUIZ_VERSION,
    passMark: QUIZ_PASS_MARK,
    questions: [
      {
        id: 'schedule',
        question: 'Where do you schedule sessions with a client?',
        options: [
          { id: 'platform', text: 'On the platform, from Sessions' },
          { id: 'text', text: 'By text message only' },
          { id: 'anywhere', text: 'Anywhere, as long as the client agrees' },
        ],
        correctOptionId: 'platform',
      },
      {
        id: 'payment',
        question: 'A client offers to pay you in cash to save the fee. What do you do?',
        options: [
          { id: 'accept', text: 'Accept the cash' },
          { id: 'decline', text: 'Decline and keep payments on the platform' },
          { id: 'split', text: 'Split the fee with the client' },
        ],
        correctOptionId: 'decline',
      },
      {
        id: 'cancel',
        question: 'How much notice should a cancellation give?',
        options: [
          { id: 'hour', text: '1 hour' },
          { id: 'day', text: '24 hours' },
          { id: 'none', text: 'None' },
        ],
        correctOptionId: 'day',
      },
      {
        id: 'fee',
        question: 'What service fee does the platform keep from a session?',
        options: [
          { id: 'fee-0', text: '0%' },
          { id: 'fee-9-7', text: '9.7%' },
          { id: 'fee-25', text: '25%' },
        ],
        correctOptionId: 'fee-9-7',
      },
      {
        id: 'safety',
        question: 'You are worried about a student’s safety. What do you do?',
        options: [
          { id: 'report', text: 'Report it to the platform at once' },
          { id: 'ignore', text: 'Nothing, it is not my business' },
          { id: 'post', text: 'Post about it online' },
        ],
        correctOptionId: 'report',
      },
    ],
  },
  videoInstructions: 'Record a video of up to two minutes introducing yourself and how you teach, upload it (YouTube, Vimeo, Google Drive…) and paste its https link.',
};

const sp: TutorOnboardingContent = {
  agreement: {
    version: AGREEMENT_VERSION,
    title: 'Acuerdo del tutor',
    paragraphs: [
      'Trataré a cada cliente con respeto, llegaré puntual y preparado, y mantendré en privado lo que sepa de mis clientes.',
      'Programaré y registraré cada sesión con un cliente en la plataforma, para que se le cobre al cliente y se me pague a través de ella.',
      'No pediré a los clientes que me paguen fuera de la plataforma y avisaré a la plataforma de inmediato de cualquier preocupación por la seguridad de un estudiante.',
      'Entiendo que la plataforma se queda con una tarifa de servicio del 9,7% de cada sesión y paga el resto a mi método de pago elegido una vez procesada la sesión.',
    ],
  },
  quiz: {
    version: QUIZ_VERSION,
    passMark: QUIZ_PASS_MARK,
    questions: [
      {
        id: 'schedule',
        question: '¿Dónde programas las sesiones con un cliente?',
        options: [
          { id: 'platform', text: 'En la plataforma, desde Sesiones' },
          { id: 'text', text: 'Solo por mensaje de texto' },
          { id: 'anywhere', text: 'Donde sea, si el cliente está de acuerdo' },
        ],
        correctOptionId: 'platform',
      },
      {
        id: 'payment',
        question: 'Un cliente te ofrece pagarte en efectivo para ahorrarse la tarifa. ¿Qué haces?',
        options: [
          { id: 'accept', text: 'Acepto el efectivo' },
          { id: 'decline', text: 'Lo rechazo y mantengo los pagos en la plataforma' },
          { id: 'split', text: 'Reparto la tarifa con el cliente' },
        ],
        correctOptionId: 'decline',
      },
      {
        id: 'cancel',
        question: '¿Con cuánta antelación se debe cancelar una sesión?',
        options: [
          { id: 'hour', text: '1 hora' },
          { id: 'day', text: '24 horas' },
          { id: 'none', text: 'Ninguna' },
        ],
        correctOptionId: 'day',
      },
      {
        id: 'fee',
        question: '¿Qué tarifa de servicio se queda la plataforma de cada sesión?',
        options: [
          { id: 'fee-0', text: '0%' },
          { id: 'fee-9-7', text: '9,7%' },
          { id: 'fee-25', text: '25%' },
        ],
        correctOptionId: 'fee-9-7',
      },
      {
        id: 'safety',
        question: 'Te preocupa la seguridad de un estudiante. ¿Qué haces?',
        options: [
          { id: 'report', text: 'Aviso a la plataforma de inmediato' },
          { id: 'ignore', text: 'Nada, no es asunto mío' },
          { id: 'post', text: 'Lo publico en internet' },
        ],
        correctOptionId: 'report',
      },
    ],
  },
  videoInstructions: 'Graba un video de hasta dos minutos presentándote y explicando cómo enseñas, súbelo (YouTube, Vimeo, Google Drive…) y pega su enlace https.',
};

export const TUTOR_ONBOARDING_CONTENT: Readonly<Record<'en' | 'sp', TutorOnboardingContent>> = { en, sp };

/** The agreement's full text as signed: its title and paragraphs. */
export function agreementTextOf(content: TutorOnboardingContent): string {
  return [content.agreement.title, ...content.agreement.paragraphs].join('\n\n');
}

/** The SignAgreement data for the agreement in a language (the version is the same in every language). */
export function agreementToSign(language: 'en' | 'sp' = 'en'): { agreementVersion: string; agreementText: string } {
  const content = TUTOR_ONBOARDING_CONTENT[language];
  return { agreementVersion: content.agreement.version, agreementText: agreementTextOf(content) };
}

/** The quiz's answer key, as the decider grades it. */
export function quizAnswerKey(): { version: string; passMark: number; questions: Array<{ id: string; correctOptionId: string }> } {
  const { quiz } = en;
  return { version: quiz.version, passMark: quiz.passMark, questions: quiz.questions.map(({ id, correctOptionId }) => ({ id, correctOptionId })) };
}
