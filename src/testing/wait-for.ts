/**
 * Polls `check` until it answers something truthy, and answers that; fails naming `what`
 * after `timeoutMs`. Tests wait for a signal (a job done, a mail written), never a fixed time.
 */
type Falsy = null | undefined | false;

export async function waitFor<T>(what: string, check: () => T | Falsy | Promise<T | Falsy>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as T;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
