import type { FastifyBaseLogger } from 'fastify';

/** A logger that drops everything, for unit tests of code that logs. */
export function silentLogger(): FastifyBaseLogger {
  const noop = () => undefined;
  const logger = {
    level: 'silent',
    fatal: noop,
    error: noop,
    warn: noop,
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

export interface LoggedLine {
  level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
  /** The message, whether it came alone or after an object. */
  message: string;
  fields: Record<string, unknown>;
}

/** A logger that keeps what it is told, for tests of what an operator would read in the log. */
export function recordingLogger(): { logger: FastifyBaseLogger; lines: LoggedLine[] } {
  const lines: LoggedLine[] = [];
  const at =
    (level: LoggedLine['level']) =>
    (first: unknown, second?: unknown): void => {
      const fields = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
      const message = typeof first === 'string' ? first : typeof second === 'string' ? second : '';
      lines.push({ level, message, fields });
    };
  const logger = {
    level: 'trace',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: () => logger,
  };
  return { logger: logger as unknown as FastifyBaseLogger, lines };
}
