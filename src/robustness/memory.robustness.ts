/**
 * The memory budget (ADR 025): a real server process, on the engine under test, takes
 * 8 concurrent uploads of the largest image it accepts (40 megapixels) and its peak
 * resident memory — the kernel's high-water mark, VmHWM in /proc/<pid>/status, so no
 * sampling can miss a spike — stays under the budget: 512 MB on PostgreSQL, 640 MB on
 * PGlite, whose WebAssembly heap is part of the process. Measured on a server restarted
 * on its data, as servers live; the first start's figures (PGlite creating its data
 * directory) are printed beside them.
 *
 * Half the images are PNGs (no shrink-on-load: every pixel is decoded), half JPEGs, as
 * phones send them. Uploads answered 429 (decoding is limited) are tried again after
 * Retry-After, as the site's upload modal does; every one must end in 200.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_INPUT_PIXELS } from '../infrastructure/images/process-image';
import { send } from './http';
import { recordPart, type Finding } from './report';
import { freshStorage, startServer } from './server';
import { settings } from './settings';

const MB = 1024 * 1024;
/** ADR 025's budgets for the process's peak RSS under this load. */
export const PEAK_BUDGET_MB = { postgres: 512, pglite: 640 } as const;
const UPLOADS = 8;

/**
 * Forgets a process's peak so far (Linux 4.0+: "5" to clear_refs resets VmHWM): the peak
 * of a first start, when PGlite creates its data directory, is not the uploads' peak.
 */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** Resident memory of a process now and at its peak, in MB (Linux). */
function residentMb(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rss: Math.round(field('VmRSS')), hwm: Math.round(field('VmHWM')) };
}

/** A 40-megapixel image that fits the 5 MB upload limit: a smooth gradient with a pattern. */
async function largestImage(format: 'png' | 'jpeg', shade: number): Promise<Buffer> {
  const side = Math.floor(Math.sqrt(MAX_INPUT_PIXELS));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><defs><linearGradient id="g"><stop offset="0" stop-color="rgb(${shade},90,40)"/><stop offset="1" stop-color="rgb(30,${shade},200)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="rgb(250,${shade},20)"/></svg>`;
  const image = sharp(Buffer.from(svg), { limitInputPixels: false });
  return format === 'png' ? image.png({ compressionLevel: 9, palette: true }).toBuffer() : image.jpeg({ quality: 70 }).toBuffer();
}

async function signedUploadUrl(base: string, cookie: string | undefined): Promise<{ url: string; cookie: string }> {
  const answer = await send(base, { method: 'POST', path: '/api/objects/upload', headers: cookie ? { cookie } : {} }, { timeoutMs: 30_000 });
  if (answer.status !== 200) throw new Error(`signing an upload answered ${answer.status}: ${answer.text}`);
  const setCookie = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  return { url: (JSON.parse(answer.text) as { uploadURL: string }).uploadURL, cookie: cookie ?? setCookie[0]!.split(';')[0]! };
}

describe('memory under the largest uploads', () => {
  it(`stays under ${PEAK_BUDGET_MB[settings.engine]} MB peak RSS with ${UPLOADS} concurrent 40 MP uploads (${settings.engine})`, async () => {
    const images = await Promise.all(Array.from({ length: UPLOADS }, (_, index) => largestImage(index % 2 === 0 ? 'png' : 'jpeg', 60 + index * 20)));
    for (const image of images) expect(image.length, 'a test image fits the 5 MB upload limit').toBeLessThan(5 * MB);

    const storage = await freshStorage('memory');
    // As `npm start` runs it (package.json): glibc's allocator with two arenas, not eight per core.
    const env = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
    // The first start creates the database (PGlite: its data directory, a one-time peak near
    // 1 GB that the WebAssembly heap keeps); a server spends its life restarted on its data.
    const first = await startServer(storage, { env });
    const firstStart = residentMb(first.child.pid!);
    await first.stop();
    const server = await startServer(storage, { env });
    const findings: Finding[] = [];
    let sent = 0;
    try {
      const pid = server.child.pid!;
      const started = residentMb(pid);
      // A page and a listing search: what every visitor's first request loads.
      for (const path of ['/', '/api/listings?limit=5']) {
        const answer = await send(server.url, { method: 'GET', path }, { timeoutMs: 60_000 });
        sent++;
        expect(answer.status, `GET ${path}`).toBe(200);
      }
      const idle = residentMb(pid);
      resetPeak(pid);

      let cookie: string | undefined;
      const urls: string[] = [];
      for (let index = 0; index < UPLOADS; index++) {
        const signed = await signedUploadUrl(server.url, cookie);
        sent++;
        cookie = signed.cookie;
        urls.push(signed.url);
      }
      let retries = 0;
      const statuses = await Promise.all(
        urls.map(async (url, index) => {
          for (let attempt = 1; ; attempt++) {
            const answer = await send(
              server.url,
              { method: 'PUT', path: url, headers: { cookie: cookie!, 'content-type': index % 2 === 0 ? 'image/png' : 'image/jpeg' }, body: images[index]! },
              { timeoutMs: 120_000 },
            );
            sent++;
            if (answer.status !== 429 || attempt === 10) {
              if (answer.status !== 200) findings.push({ kind: 'uploadFailed', method: 'PUT', path: url.split('?')[0]!, status: answer.status, response: answer.text.slice(0, 200), note: answer.failure });
              return answer.status;
            }
            retries++;
            await new Promise((resolve) => setTimeout(resolve, Number(answer.headers['retry-after'] ?? 1) * 1000));
          }
        }),
      );
      const after = residentMb(pid);
      const figures = `${settings.engine}: first start ${firstStart.rss} MB (peak ${firstStart.hwm} MB); restarted ${started.rss} MB (peak while starting ${idle.hwm} MB), idle ${idle.rss} MB, peak under the uploads ${after.hwm} MB (budget ${PEAK_BUDGET_MB[settings.engine]} MB), after ${after.rss} MB; ${retries} uploads asked to retry`;
      console.log(`Memory: ${figures}`);
      if (after.hwm > PEAK_BUDGET_MB[settings.engine]) findings.push({ kind: 'memory', method: 'PUT', path: '/api/objects/upload/:id', note: figures });
      recordPart('memory', { requestsSent: sent, serverErrors: statuses.filter((status) => status >= 500).length }, findings);

      expect(statuses, 'every upload ends in 200').toEqual(urls.map(() => 200));
      expect(after.hwm, figures).toBeLessThanOrEqual(PEAK_BUDGET_MB[settings.engine]);
    } finally {
      await server.stop();
      await storage.remove();
    }
  });
});
