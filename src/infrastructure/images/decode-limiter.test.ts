import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLimiter } from './decode-limiter';

/** A task the test finishes by hand, recording how many tasks ran alongside it. */
function controlledTask(log: { running: number; most: number; order: number[] }, id: number) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  let markStarted!: () => void;
  const done = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  async function task(): Promise<number> {
    log.running += 1;
    log.most = Math.max(log.most, log.running);
    log.order.push(id);
    markStarted();
    try {
      await done;
      return id;
    } finally {
      log.running -= 1;
    }
  }
  return { task, started, finish: () => finish(), fail: (error: Error) => fail(error) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('decode limiter', () => {
  it('never runs more than its slots at once, and starts waiting tasks in arrival order', async () => {
    const limiter = createLimiter(2);
    const log = { running: 0, most: 0, order: [] as number[] };
    const tasks = Array.from({ length: 6 }, (_, id) => controlledTask(log, id));
    const results = tasks.map(({ task }) => limiter.run(task));

    await Promise.all([tasks[0]!.started, tasks[1]!.started]);
    expect(log.running).toBe(2);
    expect(limiter.waiting).toBe(4);
    for (const [index, { finish }] of tasks.entries()) {
      finish();
      await results[index];
      expect(log.running).toBeLessThanOrEqual(2);
    }
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(log.most).toBe(2);
    expect(log.order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(limiter.peak).toBe(2);
    expect(limiter.active).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = createLimiter(1);
    const log = { running: 0, most: 0, order: [] as number[] };
    const [first, second] = [controlledTask(log, 1), controlledTask(log, 2)];
    const failing = limiter.run(first.task);
    const next = limiter.run(second.task);
    first.fail(new Error('damaged'));
    await expect(failing).rejects.toThrow('damaged');
    await second.started;
    second.finish();
    expect(await next).toBe(2);
    expect(limiter.active).toBe(0);
  });

  it('refuses a task whose turn does not come in time, and leaves the queue as it was', async () => {
    vi.useFakeTimers();
    const limiter = createLimiter(1, { maxWaitMs: 1_000, busy: () => new Error('busy') });
    const log = { running: 0, most: 0, order: [] as number[] };
    const [long, late, later] = [controlledTask(log, 1), controlledTask(log, 2), controlledTask(log, 3)];
    const running = limiter.run(long.task);
    const refused = limiter.run(late.task);
    const assertion = expect(refused).rejects.toThrow('busy');
    await vi.advanceTimersByTimeAsync(1_000);
    await assertion;
    expect(limiter.waiting).toBe(0);

    const waiting = limiter.run(later.task);
    long.finish();
    await running;
    await later.started;
    later.finish();
    expect(await waiting).toBe(3);
    expect(log.order).toEqual([1, 3]);
  });

  it('needs at least one slot', () => {
    expect(() => createLimiter(0)).toThrow(/at least 1/);
  });
});
