import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig, pickLogFormat } from '../config';
import { logDestination, prettyMessage } from './log-output';

const env = { DATA_DIR: '/tmp/cityboard-log-output-test', SESSION_SECRET: 'x'.repeat(32) };

describe('the log format', () => {
  it('is pretty on a terminal and JSON anywhere else, unless LOG_FORMAT says', () => {
    expect(pickLogFormat(undefined, true)).toBe('pretty');
    expect(pickLogFormat(undefined, false)).toBe('json');
    expect(pickLogFormat('json', true)).toBe('json');
    expect(pickLogFormat('pretty', false)).toBe('pretty');
  });

  it('is read by the configuration from LOG_FORMAT and the terminal', () => {
    expect(loadConfig(env, true).logFormat).toBe('pretty');
    expect(loadConfig(env, false).logFormat).toBe('json');
    expect(loadConfig({ ...env, LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ ...env, LOG_FORMAT: '' }, false).logFormat).toBe('json');
    expect(() => loadConfig({ ...env, LOG_FORMAT: 'xml' }, true)).toThrow(/LOG_FORMAT must be pretty or json/);
  });

  it('leaves JSON to pino (its own standard output)', () => {
    expect(logDestination('json')).toBeUndefined();
  });
});

describe('pretty lines', () => {
  it('write an access-log entry as one readable line, without JSON', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const destination = logDestination('pretty', sink);
    const log = pino({ level: 'info' }, destination);
    log.info({ reqId: 'req-1', method: 'GET', url: '/de/berlin', statusCode: 200, responseTime: 12.3 }, 'request');
    log.info({ engine: 'pglite' }, 'Cityboard is serving on http://localhost:5000');
    const text = lines.join('');
    expect(text).toContain('GET /de/berlin 200 12.3 ms');
    expect(text).toContain('Cityboard is serving on http://localhost:5000');
    expect(text).toContain('engine: "pglite"');
    expect(text).not.toContain('reqId');
    expect(text).not.toContain('{"');
  });

  it('keep any other message as it is', () => {
    expect(prettyMessage({ msg: 'job queue error' }, 'msg')).toBe('job queue error');
    // A line called "request" without the access fields is not an access line.
    expect(prettyMessage({ msg: 'request', method: 'GET' }, 'msg')).toBe('request');
  });
});
