/**
 * HTTP as the suite speaks it: real sockets (one per request, so a stalled one cannot hold
 * up the next), any method, any bytes, and a stopwatch — a request not answered within the
 * hang limit is recorded as a hang rather than awaited.
 */
import http from 'node:http';
import { settings } from './settings';

export interface Sent {
  method: string;
  /** Path and query, already percent-encoded. */
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
}

export interface Answer {
  /** 0 when no answer came (see `failure`). */
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  ms: number;
  /** "hang" (no answer within the limit) or the socket error's code. */
  failure?: string;
}

export async function send(base: string, request: Sent, { timeoutMs = settings.hangMs } = {}): Promise<Answer> {
  const url = new URL(base);
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: Math.round(performance.now() - started) });
    };
    const headers: Record<string, string | string[]> = { ...request.headers };
    if (request.body !== undefined && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
      headers['content-length'] = String(Buffer.byteLength(request.body));
    }
    let outgoing: http.ClientRequest;
    try {
      outgoing = http.request({ host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent: false });
    } catch (error) {
      // The client itself refused (a header Node will not send): nothing reached the server.
      finish({ status: 0, headers: {}, text: '', failure: `not sent: ${(error as Error).message}` });
      return;
    }
    const timer = setTimeout(() => {
      finish({ status: 0, headers: {}, text: '', failure: 'hang' });
      outgoing.destroy();
    }, timeoutMs);
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => finish({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', (error: NodeJS.ErrnoException) =>
        finish({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString('utf8'), failure: error.code ?? error.message }),
      );
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => finish({ status: 0, headers: {}, text: '', failure: error.code ?? error.message }));
    if (request.body !== undefined) outgoing.write(request.body);
    outgoing.end();
  });
}

/** JSON of a request body or answer, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with an error answer's body, measured against the documented shape
 * `{ message: string, errors?: [{ field: string, message: string }] }` — or null when it fits.
 */
export function errorShapeProblem(answer: Answer): string | null {
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return `content-type is "${type}", not JSON`;
  const body = parseJson(answer.text);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body is not a JSON object';
  const { message, errors, ...rest } = body as Record<string, unknown>;
  if (typeof message !== 'string' || message === '') return 'message is not a non-empty string';
  const extra = Object.keys(rest);
  if (extra.length > 0) return `undocumented keys: ${extra.join(', ')}`;
  if (errors === undefined) return null;
  if (!Array.isArray(errors)) return 'errors is not a list';
  for (const entry of errors) {
    if (typeof entry !== 'object' || entry === null) return 'an entry of errors is not an object';
    const { field, message: fieldMessage, ...others } = entry as Record<string, unknown>;
    if (typeof field !== 'string' || typeof fieldMessage !== 'string') return 'an entry of errors lacks field or message';
    if (Object.keys(others).length > 0) return `undocumented keys in errors: ${Object.keys(others).join(', ')}`;
  }
  return null;
}

/** Runs `work` over `items`, `concurrency` at a time, in order of the items. */
export async function pool<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}

/** At most `max` characters, for reports. */
export function excerpt(text: string | Buffer | undefined, max = 300): string | undefined {
  if (text === undefined) return undefined;
  const value = typeof text === 'string' ? text : text.toString('utf8');
  return value.length > max ? `${value.slice(0, max)}… (${value.length} chars)` : value;
}
