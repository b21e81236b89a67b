/**
 * Each favourite is told to the server through the API client (jsdom: a browser's
 * storage and events): a browser without a visitor cookie that saves two ads at once
 * sends the second only once the first has answered (and set the cookie), so both
 * favourites count for one visitor.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toggleStoredFavourite } from './favourites';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('favourites told to the server', () => {
  it('sends a first favourite alone: the next waits for its answer', async () => {
    const calls: { url: string; method: string }[] = [];
    let answerFirst: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        calls.push({ url, method: String(init.method) });
        if (calls.length === 1) return new Promise<Response>((resolve) => (answerFirst = resolve));
        return Promise.resolve(new Response(null, { status: 204 }));
      }),
    );
    toggleStoredFavourite('6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f');
    toggleStoredFavourite('0f8fad5b-d9cb-469f-a165-70867728950e');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([{ url: '/api/listings/6f1c2b9e-8a4d-4c3b-9e2f-1a2b3c4d5e6f/favourite', method: 'POST' }]);
    answerFirst(new Response(null, { status: 204 }));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toEqual({ url: '/api/listings/0f8fad5b-d9cb-469f-a165-70867728950e/favourite', method: 'POST' });
  });
});
