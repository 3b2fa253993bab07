import pino from 'pino';

export type { Logger } from 'pino';

/** JSON logs; secrets are redacted by path so a careless log call cannot leak them. */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'req.headers.authorization',
        'twoFactorCode',
        '*.twoFactorCode',
        'two_factor_code',
        '*.two_factor_code',
        'pin',
        '*.pin',
        'currentPin',
        '*.currentPin',
        'newPin',
        '*.newPin',
        'confirmPin',
        '*.confirmPin',
      ],
      censor: '[redacted]',
    },
  });
}
