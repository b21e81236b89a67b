import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Toasts without a browser: what one shows, one at a time, closing by itself after 5 s
 * or with its button (what the browser tests check is only that the right one appeared).
 * Each test gets the modules afresh (the list of toasts lives in one), the render helper
 * too, so that the translations' context is the one the lazily loaded list reads.
 */
describe('toasts', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function renderToaster() {
    const module = await import('./toast');
    const { renderRoute } = await import('../../../testing/render-route');
    const view = await renderRoute(<module.Toaster />);
    const show = (options: Parameters<typeof module.toast>[0]) => act(() => void module.toast(options));
    return { ...view, ...module, show };
  }

  it('shows a title and a description, in the default or the destructive look', async () => {
    const { show } = await renderToaster();
    show({ title: 'Success', description: 'Your listing has been posted successfully!' });
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('Success');
    expect(toast.textContent).toContain('Your listing has been posted successfully!');
    expect(toast.dataset.variant).toBe('default');
  });

  it('shows one at a time: a new toast replaces the one on screen', async () => {
    const { show } = await renderToaster();
    show({ title: 'Success', description: 'Posted' });
    await screen.findByTestId('toast');
    show({ title: 'Error', description: 'Failed to post listing. Please try again.', variant: 'destructive' });
    const toasts = await screen.findAllByTestId('toast');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.textContent).toContain('Failed to post listing. Please try again.');
    expect(toasts[0]!.dataset.variant).toBe('destructive');
  });

  it('closes by itself after 5 seconds', async () => {
    const { toast, TOAST_DURATION_MS } = await renderToaster();
    // The list's code loaded (as after a page's first toast), so the toast is on screen at once.
    await import('./toast-list');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => void toast({ title: 'Link copied' }));
    expect(screen.queryByTestId('toast')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 100));
    expect(screen.queryByTestId('toast')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('closes with its button', async () => {
    const { show, user } = await renderToaster();
    show({ title: 'Your changes have been saved.' });
    await screen.findByTestId('toast');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
