import { FeatureMessages } from '../../lib/intl/languages';

/** The Report button and dialog of a conversation and of a tutor's profile (reportUserV2). */
export const reportsMessages: FeatureMessages = {
  en: {
    'reportUser.button': 'Report',
    'reportUser.title': 'Report {name}',
    'reportUser.reason': 'Reason',
    'reportUser.reason.HARASSMENT': 'Harassment',
    'reportUser.reason.INAPPROPRIATE_CONTENT': 'Inappropriate content',
    'reportUser.reason.SPAM_OR_SCAM': 'Spam or scam',
    'reportUser.reason.SAFETY_CONCERN': 'Safety concern',
    'reportUser.reason.OTHER': 'Other',
    'reportUser.details': 'What happened?',
    'reportUser.detailsRequired': 'Please tell us what happened (at most 2,000 characters).',
    'reportUser.submit': 'Send report',
    'reportUser.cancel': 'Cancel',
    'reportUser.sent': 'Thank you. Our team will review your report.',
    'reportUser.server.cannotReportYourself': 'You cannot report yourself.',
  },
  sp: {
    'reportUser.button': 'Denunciar',
    'reportUser.title': 'Denunciar a {name}',
    'reportUser.reason': 'Motivo',
    'reportUser.reason.HARASSMENT': 'Acoso',
    'reportUser.reason.INAPPROPRIATE_CONTENT': 'Contenido inapropiado',
    'reportUser.reason.SPAM_OR_SCAM': 'Spam o estafa',
    'reportUser.reason.SAFETY_CONCERN': 'Problema de seguridad',
    'reportUser.reason.OTHER': 'Otro',
    'reportUser.details': '¿Qué pasó?',
    'reportUser.detailsRequired': 'Cuéntanos qué pasó (como máximo 2000 caracteres).',
    'reportUser.submit': 'Enviar denuncia',
    'reportUser.cancel': 'Cancelar',
    'reportUser.sent': 'Gracias. Nuestro equipo revisará tu denuncia.',
    'reportUser.server.cannotReportYourself': 'No puedes denunciarte a ti mismo.',
  },
};
