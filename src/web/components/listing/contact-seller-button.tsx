import { Mail } from 'lucide-react';
import { useState } from 'react';
import { ApiError, apiGetJson } from '../../lib/api-client';

/**
 * Opens the visitor's mail program addressed to the seller. The address is fetched on
 * the click (rate-limited by the server), so it never sits in the page for scrapers.
 */
export function ContactSellerButton({ listingId, title }: { listingId: string; title: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function contact() {
    setPending(true);
    setError(null);
    try {
      const { email } = await apiGetJson<{ email: string }>('POST', `/api/listings/${listingId}/contact`);
      window.location.href = `mailto:${email}?subject=${encodeURIComponent(`Interested in: ${title}`)}`;
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.serverMessage ?? caught.message) : 'Could not reach the seller. Please try again.');
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-1">
      <button
        type="button"
        onClick={contact}
        disabled={pending}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        <Mail className="h-4 w-4" aria-hidden />
        Contact Seller
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
