import { describe, expect, it, vi } from 'vitest';
import { cityFromPosition, detectCity, GEOLOCATION_TIMEOUT_MS, type DetectionEnvironment } from './detect-city';

type Answer = { lat: number; lng: number } | { error: string } | 'never';

/** A browser whose permission state, position, IP answer and timezone the test decides. */
function browser(options: { permission?: PermissionState | 'throws'; position?: Answer; ip?: string | null | Error; timeZone?: string; timeoutMs?: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
    const answer = options.position ?? 'never';
    if (answer === 'never') return;
    if ('error' in answer) failure?.({ code: 1, message: answer.error } as GeolocationPositionError);
    else success({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
  });
  const ipCity = vi.fn(async () => {
    if (options.ip instanceof Error) throw options.ip;
    return options.ip ?? null;
  });
  const log = vi.fn();
  const env: DetectionEnvironment = {
    geolocation: { getCurrentPosition },
    permissions: {
      query: vi.fn(async () => {
        if (options.permission === 'throws') throw new Error('not supported');
        return { state: options.permission ?? 'prompt' } as PermissionStatus;
      }),
    },
    ipCity,
    timeZone: () => options.timeZone,
    log,
    timeoutMs: options.timeoutMs,
  };
  return { env, getCurrentPosition, ipCity, log };
}

const nearMelbourne = { lat: -37.84, lng: 145.0 };

describe('detectCity', () => {
  it('uses the position when geolocation is already granted, and asks nothing else', async () => {
    const { env, ipCity } = browser({ permission: 'granted', position: nearMelbourne, ip: 'london', timeZone: 'Europe/Paris' });
    expect(await detectCity(env)).toMatchObject({ city: { subdomain: 'melbourne' }, source: 'geolocation' });
    expect(ipCity).not.toHaveBeenCalled();
  });

  it('never asks for the position when the permission is not granted', async () => {
    for (const permission of ['prompt', 'denied', 'throws'] as const) {
      const { env, getCurrentPosition } = browser({ permission, position: nearMelbourne, ip: 'london' });
      expect(await detectCity(env), permission).toMatchObject({ city: { subdomain: 'london' }, source: 'ip' });
      expect(getCurrentPosition, permission).not.toHaveBeenCalled();
    }
  });

  it('falls back to the IP when the position fails, times out or is far from every city', async () => {
    const failed = browser({ permission: 'granted', position: { error: 'User denied Geolocation' }, ip: 'toronto' });
    expect(await detectCity(failed.env)).toMatchObject({ city: { subdomain: 'toronto' }, source: 'ip' });
    expect(failed.log).toHaveBeenCalledWith('browser position unavailable', expect.any(Error));

    const far = browser({ permission: 'granted', position: { lat: -23.698, lng: 133.8807 }, ip: 'sydney' });
    expect(await detectCity(far.env)).toMatchObject({ city: { subdomain: 'sydney' }, source: 'ip' });

    vi.useFakeTimers();
    try {
      const silent = browser({ permission: 'granted', position: 'never', ip: 'berlin' });
      const pending = detectCity(silent.env);
      await vi.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS - 1);
      expect(silent.ipCity).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ city: { subdomain: 'berlin' }, source: 'ip' });
      expect(silent.log).toHaveBeenCalledWith('browser position unavailable', expect.objectContaining({ message: 'no position within 5000 ms' }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts a recent position for a guess but asks for a fresh one on a click', async () => {
    const guess = browser({ permission: 'granted', position: nearMelbourne });
    await detectCity(guess.env);
    expect(guess.getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ timeout: 5000, maximumAge: 600_000 });
    const click = browser({ position: nearMelbourne });
    expect((await cityFromPosition(click.env, { fresh: true }))?.subdomain).toBe('melbourne');
    expect(click.getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ timeout: 5000, maximumAge: 0 });
  });

  it('falls back to the timezone when the IP says nothing or fails', async () => {
    expect(await detectCity(browser({ ip: null, timeZone: 'Europe/Paris' }).env)).toMatchObject({ city: { subdomain: 'paris' }, source: 'timezone' });
    const failing = browser({ ip: new Error('503: Service Unavailable'), timeZone: 'Australia/Melbourne' });
    expect(await detectCity(failing.env)).toMatchObject({ city: { subdomain: 'melbourne' }, source: 'timezone' });
    expect(failing.log).toHaveBeenCalledWith('IP lookup failed', expect.any(Error));
    // An answer naming no known city is no answer.
    expect(await detectCity(browser({ ip: 'atlantis', timeZone: 'Asia/Singapore' }).env)).toMatchObject({ city: { subdomain: 'singapore' } });
  });

  it('detects nothing when every step comes back empty', async () => {
    expect(await detectCity(browser({ permission: 'denied', ip: null, timeZone: 'UTC' }).env)).toBeNull();
    expect(await detectCity({ ipCity: async () => null, timeZone: () => undefined, log: () => {} })).toBeNull();
  });
});
