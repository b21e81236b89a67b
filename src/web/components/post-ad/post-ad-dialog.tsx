/**
 * The Post New Ad dialog, loaded on first use by PostAdDialogHost. It opens from any
 * PostAdButton or when the URL has `?post=1` (the footer's "Post an Ad" link), and
 * takes that parameter away again when it closes.
 *
 * Posting (SPEC section 4): POST /api/listings, then — with images — PUT their URLs;
 * on success a toast, fresh page data, an empty form, and the management link shown
 * once. On failure a destructive toast, and everything typed stays where it was. The
 * form lives here rather than in the dialog, so closing and reopening keeps a draft.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from '../../../i18n/i18n';
import { useTranslation } from '../../i18n/use-translation';
import { useRevalidator, useSearchParams } from 'react-router';
import { ApiError, apiErrorMessage } from '../../lib/api-client';
import { listingPath } from '../../lib/paths';
import { useRootData } from '../../lib/root-data';
import { DialogPanel } from '../ui/dialog';
import { toast } from '../ui/toast';
import { ListingForm } from './listing-form';
import { putListing, putListingImages, postListing, tokenOf, type CreatedListing } from './listing-requests';
import { ManageLinkDialog } from './manage-link-dialog';
import { closePostAd, usePostAdRequested } from './post-ad-store';
import { unitsForCity } from './attributes/attribute-inputs';
import { findCity } from '../../../domain/geo/find-city';
import { listingInputSchema } from '../../../domain/listings/listing-schemas';
import { plausibilityWarnings, type PlausibilityWarning } from '../../../domain/listings/plausibility';
import { CityChoice } from './city-choice';
import { PlausibilityNotice, warningKey } from './plausibility-notice';
import { useNumberLocale } from '../../lib/number-locale';
import { emptyListingFields, listingBody, showServerErrors, useListingForm, type ListingFields } from './use-listing-form';

/** What the seller is told once the ad exists: live now, or held back by scam screening. */
function postedToast(status: string | undefined, t: TFunction): { title: string; description: string } {
  if (status === 'review' || status === 'pending') return { title: t('screening.toastHeldTitle'), description: t('screening.toastHeld') };
  if (status === 'rejected') return { title: t('screening.toastRejectedTitle'), description: t('screening.toastRejected') };
  return { title: t('toast.successTitle'), description: t('toast.postSuccess') };
}

export default function PostAdDialog() {
  const { t, i18n } = useTranslation();
  const root = useRootData();
  // A page without a city (the global home, /jobs) asks which city the ad is for: its
  // currency, language and zone are that city's (city-choice.tsx).
  const pageCity = root?.locality.city ?? null;
  const [chosenCity, setChosenCity] = useState('');
  const [cityError, setCityError] = useState<string | null>(null);
  const adCity = pageCity ?? findCity(chosenCity) ?? null;
  const city = adCity?.subdomain ?? null;
  const currencySymbol = adCity?.currencySymbol ?? root?.locality.currencySymbol ?? '$';
  const place = { city, currency: adCity?.currency ?? root?.locality.currency ?? 'USD', locale: adCity?.locale ?? root?.locality.locale ?? 'en-US' };
  // Values that look wrong (plausibility.ts), and those the seller confirmed.
  const [warnings, setWarnings] = useState<PlausibilityWarning[]>([]);
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get('post') === '1';
  const requested = usePostAdRequested();
  const open = requested || fromUrl;

  const countryCode = adCity?.countryCode ?? null;
  // How the person writes numbers here: the page's language with the ad's city's country.
  const numberLocale = useNumberLocale(adCity?.locale);
  const form = useListingForm(emptyListingFields(countryCode), numberLocale);
  const [images, setImages] = useState<string[]>([]);
  /** Set once the listing exists: a retry after a failed image step updates it rather than posting twice. */
  const created = useRef<CreatedListing | null>(null);
  const revalidator = useRevalidator();
  const [posted, setPosted] = useState<{ url: string; listingHref: string } | null>(null);

  // The draft outlives a move to another city's pages: its measures take that city's units.
  useEffect(() => {
    const changes = unitsForCity(form.getValues('attributes'), form.getValues('attributeOrigins'), countryCode);
    for (const [key, unit] of Object.entries(changes) as [keyof typeof changes, string][]) form.setValue(`attributes.${key}`, unit);
  }, [countryCode, form]);

  function close() {
    closePostAd();
    if (fromUrl) {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('post');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  }

  /** The ad exists: empty the form, close, and show its management link once. */
  function finish(listing: CreatedListing) {
    created.current = null;
    form.reset(emptyListingFields(countryCode));
    setImages([]);
    setWarnings([]);
    setConfirmed(new Set());
    close();
    setPosted({ url: `${window.location.origin}${listing.manageUrl}`, listingHref: listingPath({ id: listing.id, city, countryCode }) });
    void revalidator.revalidate();
  }

  async function submit(fields: ListingFields) {
    if (!city) {
      setCityError(t('errors.listing.cityRequired'));
      document.getElementById('post-ad-city')?.focus();
      return;
    }
    // The same rules the API answers with, on what is about to be sent: a value that looks
    // wrong is posted only once the seller confirmed it (the API itself never refuses).
    const body = listingBody(fields, city, numberLocale);
    const parsed = listingInputSchema.safeParse(body);
    const found = parsed.success ? plausibilityWarnings(parsed.data, countryCode) : [];
    setWarnings(found);
    if (found.some((warning) => !confirmed.has(warningKey(warning)))) {
      document.querySelector<HTMLElement>('[data-testid="plausibility-warnings"] input:not(:checked)')?.focus();
      return;
    }
    body.confirmedWarnings = found.map((warning) => warning.code);
    let listing = created.current;
    try {
      if (listing) {
        const saved = await putListing(listing.id, body, tokenOf(listing.manageUrl));
        listing = { ...listing, moderationStatus: saved.moderationStatus };
        created.current = listing;
      } else {
        listing = await postListing(body);
        created.current = listing;
      }
      if (images.length > 0) await putListingImages(listing.id, images);
    } catch (error) {
      showServerErrors(form, error);
      // A rate limit says when to try again; anything else keeps SPEC's message.
      const description = error instanceof ApiError && error.status === 429 ? apiErrorMessage(error, t, i18n.language, '') : t('toast.postError');
      toast({ variant: 'destructive', title: t('toast.errorTitle'), description });
      return;
    }
    toast(postedToast(listing.moderationStatus, t));
    finish(listing);
  }

  function onOpenChange(next: boolean) {
    if (next || form.formState.isSubmitting) return;
    // Closed after the listing was created but its images failed: it exists, so its link must not be lost.
    if (created.current) finish(created.current);
    else close();
  }

  return (
    <>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <DialogPanel title={t('postAd.dialogTitle')} description={t('postAd.dialogDescription')} size="lg" testId="post-ad-dialog">
          <ListingForm
            form={form}
            images={images}
            onImagesChange={setImages}
            currencySymbol={currencySymbol}
            money={place}
            countryCode={countryCode}
            priceSuggestion={place}
            onSubmit={submit}
            onCancel={() => onOpenChange(false)}
            submitLabel={t('postAd.submit')}
            pendingLabel={t('postAd.submitting')}
            beforeFields={
              pageCity ? null : (
                <CityChoice
                  value={chosenCity}
                  onChange={(subdomain) => {
                    setChosenCity(subdomain);
                    setCityError(null);
                  }}
                  error={cityError}
                />
              )
            }
            beforeSubmit={
              <PlausibilityNotice
                warnings={warnings}
                confirmed={confirmed}
                place={place}
                onConfirm={(key, yes) =>
                  setConfirmed((current) => {
                    const next = new Set(current);
                    if (yes) next.add(key);
                    else next.delete(key);
                    return next;
                  })
                }
              />
            }
          />
        </DialogPanel>
      </Dialog.Root>
      <ManageLinkDialog url={posted?.url ?? null} listingHref={posted?.listingHref ?? null} onClose={() => setPosted(null)} />
    </>
  );
}
