/**
 * /moderation/login — reviewers sign in with ADMIN_TOKEN and, if they like, their name
 * (recorded with each decision). The session itself is the API's business
 * (POST /api/moderation/login sets the cookie); this page only asks. Staff only: never
 * indexed or cached, and in English.
 */
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { data, redirect, useNavigate } from 'react-router';
import type { Route } from './+types/moderation-login';
import { ModerationClosed } from '../components/moderation/moderation-closed';
import { buttonClass } from '../components/ui/dialog';
import { ApiError, apiRequest } from '../lib/api-client';

export function loader({ context }: Route.LoaderArgs) {
  if (!context.moderation.configured) return data({ configured: false }, { status: 503 });
  if (context.moderation.reviewer) throw redirect('/moderation');
  return data({ configured: true }, { status: 200 });
}

export function meta() {
  return [{ title: 'Reviewer sign-in | Cityboard' }, { name: 'robots', content: 'noindex' }];
}

export default function ModerationLogin({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [token, setToken] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!loaderData.configured) return <ModerationClosed />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiRequest('POST', '/api/moderation/login', { token, ...(name.trim() ? { name: name.trim() } : {}) });
      await navigate('/moderation', { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : 'Could not reach the server. Please try again.');
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <ShieldCheck className="h-8 w-8 text-brand-600" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">Reviewer sign-in</h1>
        <p className="mt-1 text-sm text-slate-600">The moderation queue is for Cityboard reviewers. Sign in with the reviewer token.</p>
        <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
          <div className="space-y-1">
            <label htmlFor="reviewer-token" className="block text-sm font-medium text-slate-800">
              Reviewer token
            </label>
            <input
              id="reviewer-token"
              name="token"
              type="password"
              required
              autoComplete="off"
              value={token}
              onChange={(event) => setToken(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'reviewer-error' : undefined}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            />
          </div>
          <div className="space-y-1">
            <label htmlFor="reviewer-name" className="block text-sm font-medium text-slate-800">
              Your name <span className="font-normal text-slate-500">(optional, recorded with your decisions)</span>
            </label>
            <input
              id="reviewer-name"
              name="name"
              type="text"
              maxLength={100}
              autoComplete="name"
              placeholder="reviewer"
              value={name}
              onChange={(event) => setName(event.target.value)}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            />
          </div>
          {error && (
            <p id="reviewer-error" role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <button type="submit" className={`${buttonClass.primary} w-full`} disabled={busy || token.length === 0}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </div>
    </div>
  );
}
