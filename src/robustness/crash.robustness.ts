/**
 * Crashes: the server (a real child process) is SIGKILLed while clients post listings
 * concurrently, then started again on the same data, N times. Every listing whose 201
 * arrived must still be there. PostgreSQL promises that (a commit is fsynced before the
 * answer); PGlite does not fsync, so on PGlite the figure is reported rather than failed
 * on — but its data directory must open again.
 */
import { describe, expect, it } from 'vitest';
import { send } from './http';
import { honestListing, postListing, type Posted } from './listings';
import { recordPart, type Finding } from './report';
import { freshStorage, startServer, type ServerProcess } from './server';
import { settings } from './settings';

const POSTERS = 4;

describe('crash during concurrent posting', () => {
  it(`keeps every acknowledged listing through ${settings.crashRounds} SIGKILLs (${settings.engine})`, async () => {
    const storage = await freshStorage('crash');
    let server: ServerProcess | undefined = await startServer(storage, { apiOnly: true });
    const acknowledged: Posted[] = [];
    const findings: Finding[] = [];
    let sent = 0;
    let lost = 0;
    let serverErrors = 0;
    let reopenFailures = 0;
    try {
      for (let round = 0; round < settings.crashRounds && server; round++) {
        const running: ServerProcess = server;
        // How many acknowledgements before the kill: varied by the seed, so kills land at different moments.
        const killAfter = 4 + ((settings.seed + round * 7) % 9);
        let ackedThisRound = 0;
        let killing: Promise<void> | undefined;
        const poster = async (worker: number) => {
          for (let index = 0; !killing; index++) {
            sent++;
            try {
              acknowledged.push(await postListing(running.url, honestListing(`crash${round}w${worker}n${index}`)));
              ackedThisRound++;
              if (ackedThisRound >= killAfter) killing ??= running.kill();
            } catch {
              // The server died under this request: it was never acknowledged.
              if (running.child.exitCode !== null || running.child.signalCode !== null) break;
            }
          }
        };
        await Promise.all(Array.from({ length: POSTERS }, (_, worker) => poster(worker)));
        await killing;

        try {
          server = await startServer(storage, { apiOnly: true });
        } catch (error) {
          reopenFailures++;
          server = undefined;
          findings.push({ kind: 'reopenFailures', method: '-', path: storage.dataDir, note: `restart after SIGKILL ${round + 1}: ${(error as Error).message.slice(0, 500)}` });
          break;
        }
        for (const listing of acknowledged.splice(0)) {
          const answer = await send(server.url, { method: 'GET', path: `/api/listings/${listing.id}/manage`, headers: { 'x-manage-token': listing.token } }, { timeoutMs: 30_000 });
          sent++;
          if (answer.status >= 500 || answer.status === 0) {
            // Neither there nor gone: the reopened database fails to answer — worse than a loss.
            serverErrors++;
            const log = server.output().split('\n').filter((line) => /error|fail/i.test(line)).slice(-3).join(' | ');
            findings.push({ kind: 'serverErrors', method: 'GET', path: `/api/listings/${listing.id}/manage`, status: answer.status, response: answer.text.slice(0, 200), note: `reading a listing acknowledged before SIGKILL ${round + 1}; server log: ${log.slice(0, 600)}` });
          } else if (answer.status !== 200) {
            lost++;
            findings.push({ kind: 'acknowledgedPostsLost', method: 'GET', path: `/api/listings/${listing.id}/manage`, status: answer.status, note: `acknowledged with 201 before SIGKILL ${round + 1}` });
          }
        }
      }
    } finally {
      await server?.stop();
      await storage.remove();
    }
    recordPart('crash', { requestsSent: sent, serverErrors, acknowledgedPostsLost: lost, reopenFailures }, findings);
    console.log(`crash test on ${settings.engine}: ${settings.crashRounds} SIGKILLs, ${lost} acknowledged posts lost, ${serverErrors} failed to load, ${reopenFailures} reopen failures`);
    expect(reopenFailures, `the data reopens after SIGKILL: ${JSON.stringify(findings)}`).toBe(0);
    expect(findings.filter((finding) => finding.kind === 'serverErrors'), 'acknowledged listings that fail to load after a restart').toEqual([]);
    // PGlite writes without fsync: a loss is reported (README, "Robustness"), not failed on.
    if (settings.engine === 'postgres') expect(findings, 'acknowledged listings lost').toEqual([]);
    // Four server starts: on a busy machine each can take most of a minute.
  }, 600_000);
});
