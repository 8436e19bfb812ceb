import { type FastifyServerOptions } from 'fastify';
import { errorForLog } from './log-redaction';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/**
 * Paths pino removes from every log line: credentials, cookies, and anything that may hold health
 * answers or passwords should a body ever be logged.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.new_password',
  '*.key',
  '*.value',
  '*.answers',
  '*.submission',
];

/**
 * Fastify's pino logger: JSON lines, redacted, URLs logged without their query string, and errors
 * without the personal data their messages and fields may carry (log-redaction.ts).
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings carry e-mails (trial program); the path is enough to trace a request.
      req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        path: request.url.split('?')[0],
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
      err: (error: unknown) => errorForLog(error),
    },
  };
}
