/**
 * One access-log line per request, written when the answer has gone out: method, URL
 * (management and alert tokens redacted), status and the time it took in milliseconds.
 * Fastify's own request logging writes two lines per request ("incoming request" and
 * "request completed"), each a serialisation and a write: half the log for the same
 * facts (docs/decisions/018-per-request-costs.md). The line is at `info`, so
 * `LOG_LEVEL=warn` turns the access log off and the hook with it.
 */
import type { FastifyInstance } from 'fastify';

export interface AccessLogLine {
  method: string;
  url: string;
  statusCode: number;
  /** Milliseconds from the request's arrival to the end of the answer, to 0.01 ms. */
  responseTime: number;
}

export function registerAccessLog(app: FastifyInstance, options: { redact: (url: string) => string }): void {
  // The logger of `logger: false` (tests, benchmarks) has no levels: nothing to write.
  const log = app.log as { isLevelEnabled?: (level: string) => boolean };
  if (typeof log.isLevelEnabled !== 'function' || !log.isLevelEnabled('info')) return;
  app.addHook('onResponse', (request, reply, done) => {
    const line: AccessLogLine = {
      method: request.method,
      url: options.redact(request.url),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
    };
    request.log.info(line, 'request');
    done();
  });
}
