import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWorkGate } from './work-gate';

afterEach(() => {
  vi.useRealTimers();
});

describe('the work gate', () => {
  it('lets `concurrency` requests work and `maxWaiting` wait, and refuses the next at once', async () => {
    const gate = createWorkGate({ concurrency: 2, maxWaiting: 3, maxWaitMs: 60_000 });
    const tickets = Array.from({ length: 6 }, () => gate.enter());
    expect(gate.active).toBe(2);
    expect(gate.waiting).toBe(3);
    await expect(tickets[5]!.turn).resolves.toEqual({ admitted: false, reason: 'queue_full' });
    expect(gate.refused.queue_full).toBe(1);

    // A finished request hands its turn to the first in line, in arrival order.
    const first = await tickets[0]!.turn;
    expect(first.admitted).toBe(true);
    if (first.admitted) first.release();
    if (first.admitted) first.release(); // a second release frees nothing more
    const third = await tickets[2]!.turn;
    expect(third.admitted).toBe(true);
    expect(gate.active).toBe(2);
    expect(gate.waiting).toBe(2);
    for (const ticket of tickets.slice(3, 5)) ticket.cancel();
  });

  it('refuses a request that waited longer than maxWaitMs, and frees its place', async () => {
    vi.useFakeTimers();
    const gate = createWorkGate({ concurrency: 1, maxWaiting: 1, maxWaitMs: 4_000 });
    const working = gate.enter();
    const waiting = gate.enter();
    vi.advanceTimersByTime(3_999);
    expect(gate.waiting).toBe(1);
    vi.advanceTimersByTime(1);
    await expect(waiting.turn).resolves.toEqual({ admitted: false, reason: 'waited_too_long' });
    expect(gate.waiting).toBe(0);
    // The place is free again: a newcomer may wait.
    const next = gate.enter();
    expect(gate.waiting).toBe(1);
    const turn = await working.turn;
    if (turn.admitted) turn.release();
    await expect(next.turn).resolves.toMatchObject({ admitted: true });
  });

  it('gives up the place of a client that left, and the turn passes over it', async () => {
    const gate = createWorkGate({ concurrency: 1, maxWaiting: 2, maxWaitMs: 60_000 });
    const working = gate.enter();
    const leaving = gate.enter();
    const staying = gate.enter();
    leaving.cancel();
    await expect(leaving.turn).resolves.toEqual({ admitted: false, reason: 'cancelled' });
    const turn = await working.turn;
    if (turn.admitted) turn.release();
    await expect(staying.turn).resolves.toMatchObject({ admitted: true });
    expect(gate.active).toBe(1);
  });
});
