import pino from 'pino';

/**
 * The process-wide pino logger. Secrets never reach it: the redact list removes them even if a
 * caller passes a whole request or credential object by mistake.
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  redact: {
    paths: [
      'password',
      '*.password',
      'newPass',
      'oldPass',
      '*.newPass',
      '*.oldPass',
      'token',
      '*.token',
      'passwordHash',
      '*.passwordHash',
      'req.headers.authorization',
      'req.headers.cookie',
      'headers.authorization',
      'headers.cookie',
    ],
    censor: '[redacted]',
  },
});

export type Logger = typeof logger;
