import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { apiErrorMessage, apiGetJson } from '../../lib/api-client';

/**
 * Opens the visitor's mail program addressed to the seller. The address is fetched on
 * the click (rate-limited by the server), so it never sits in the page for scrapers.
 */
export function ContactSellerButton({ listingId, title }: { listingId: string; title: string }) {
  const { t, i18n } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function contact() {
    setPending(true);
    setError(null);
    try {
      const { email } = await apiGetJson<{ email: string }>('POST', `/api/listings/${listingId}/contact`);
      window.location.href = `mailto:${email}?subject=${encodeURIComponent(t('listing.mailSubject', { title }))}`;
    } catch (caught) {
      setError(apiErrorMessage(caught, t, i18n.language, t('listing.contactFailed')));
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
        className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 sm:w-auto"
      >
        <Mail className="h-4 w-4" aria-hidden />
        {t('listing.contactSeller')}
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
