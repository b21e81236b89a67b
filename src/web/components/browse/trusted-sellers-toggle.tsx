/**
 * "Trusted Sellers Only" (SPEC's badge by the result heading), made a switch: pressed,
 * the results show only sellers who confirmed their email (`verified=1` in the URL,
 * so the filtered page can be shared and reloaded like every other filter).
 */
import { clsx } from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { FormEvent } from 'react';
import { HiddenParams } from './hidden-params';
import { searchString, withParams } from './search-params';

export function TrustedSellersToggle() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const active = params.get('verified') === '1' || params.get('verified') === 'true';

  // A GET form, so the switch works before the script has loaded (or without it).
  function toggle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = withParams(params, { verified: active ? null : '1' });
    void navigate({ pathname: location.pathname, search: searchString(next) }, { preventScrollReset: true });
  }

  return (
    <form method="get" onSubmit={toggle} className="shrink-0">
      <HiddenParams params={params} except={['verified']} />
      {!active && <input type="hidden" name="verified" value="1" />}
      <button
        type="submit"
        aria-pressed={active}
        title={t('results.trustedHint')}
        data-testid="trusted-sellers-toggle"
        className={clsx(
          'flex h-10 items-center gap-1 whitespace-nowrap rounded-full px-3 text-xs font-medium ring-1 sm:h-auto sm:py-1',
          active ? 'bg-emerald-600 text-white ring-emerald-600' : 'bg-emerald-50 text-emerald-700 ring-emerald-200 hover:bg-emerald-100',
        )}
      >
        <ShieldCheck className="h-3.5 w-3.5 shrink-0" aria-hidden />
        {/* Phones say it in a word, so Filters, this and the sort share one row; the hint says the rest. */}
        <span className="sm:hidden">{t('results.trustedShort')}</span>
        <span className="hidden sm:inline">{t('results.trusted')}</span>
      </button>
    </form>
  );
}
