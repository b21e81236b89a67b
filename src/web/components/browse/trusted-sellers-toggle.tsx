/**
 * "Trusted Sellers Only" (SPEC's badge by the result heading), made a switch: pressed,
 * the results show only sellers who confirmed their email (`verified=1` in the URL,
 * so the filtered page can be shared and reloaded like every other filter).
 */
import { clsx } from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { searchString, withParams } from './search-params';

export function TrustedSellersToggle() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const active = params.get('verified') === '1' || params.get('verified') === 'true';

  function toggle() {
    const next = withParams(params, { verified: active ? null : '1' });
    void navigate({ pathname: location.pathname, search: searchString(next) }, { preventScrollReset: true });
  }

  return (
    <button
      type="button"
      aria-pressed={active}
      title={t('results.trustedHint')}
      onClick={toggle}
      data-testid="trusted-sellers-toggle"
      className={clsx(
        'flex items-center gap-1 rounded-full px-3 py-1 text-xs font-medium ring-1',
        active ? 'bg-emerald-600 text-white ring-emerald-600' : 'bg-emerald-50 text-emerald-700 ring-emerald-200 hover:bg-emerald-100',
      )}
    >
      <ShieldCheck className="h-3.5 w-3.5" aria-hidden />
      {t('results.trusted')}
    </button>
  );
}
