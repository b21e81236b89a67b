/** What /moderation and its sign-in answer while ADMIN_TOKEN is not set. */
export function ModerationClosed() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="moderation-closed">
      <h1 className="text-2xl font-bold text-slate-900">Moderation is not configured</h1>
      <p className="mt-3 text-slate-600">
        The moderation queue stays closed until the server is started with <code className="rounded bg-slate-100 px-1">ADMIN_TOKEN</code> set
        (at least 16 characters).
      </p>
    </div>
  );
}
