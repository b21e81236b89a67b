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
import type { UseFormReturn } from 'react-hook-form';
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

/**
 * Where the ad is posted: the page's city, or on a page without one (the global home,
 * /jobs) the city the seller chooses; its currency, language and zone are that city's
 * (city-choice.tsx).
 */
function useAdPlace() {
  const root = useRootData();
  const pageCity = root?.locality.city ?? null;
  const [chosenCity, setChosenCity] = useState('');
  const [cityError, setCityError] = useState<string | null>(null);
  const adCity = pageCity ?? findCity(chosenCity) ?? null;
  const city = adCity?.subdomain ?? null;
  return {
    pageCity,
    chosenCity,
    setChosenCity,
    cityError,
    setCityError,
    /** The seller chose a city: its error goes. */
    choose: (subdomain: string) => {
      setChosenCity(subdomain);
      setCityError(null);
    },
    adCity,
    city,
    currencySymbol: adCity?.currencySymbol ?? root?.locality.currencySymbol ?? '$',
    place: { city, currency: adCity?.currency ?? root?.locality.currency ?? 'USD', locale: adCity?.locale ?? root?.locality.locale ?? 'en-US' },
    countryCode: adCity?.countryCode ?? null,
  };
}

/** Open from a PostAdButton or `?post=1` in the URL; closing takes the parameter away again. */
function usePostAdOpen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = searchParams.get('post') === '1';
  const requested = usePostAdRequested();
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
  return { open: requested || fromUrl, close };
}

/** Values that look wrong (plausibility.ts), and those the seller confirmed. */
function usePlausibility() {
  const [warnings, setWarnings] = useState<PlausibilityWarning[]>([]);
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const confirm = (key: string, yes: boolean) =>
    setConfirmed((current) => {
      const next = new Set(current);
      if (yes) next.add(key);
      else next.delete(key);
      return next;
    });
  const clear = () => {
    setWarnings([]);
    setConfirmed(new Set());
  };
  /**
   * The same rules the API answers with, on what is about to be sent: a value that looks
   * wrong is posted only once the seller confirmed it (the API itself never refuses).
   * False, with focus on the first box to tick, while one is unconfirmed; otherwise the
   * body names the confirmed warnings.
   */
  const allConfirmed = (body: ReturnType<typeof listingBody>, countryCode: string | null) => {
    const parsed = listingInputSchema.safeParse(body);
    const found = parsed.success ? plausibilityWarnings(parsed.data, countryCode) : [];
    setWarnings(found);
    if (found.some((warning) => !confirmed.has(warningKey(warning)))) {
      document.querySelector<HTMLElement>('[data-testid="plausibility-warnings"] input:not(:checked)')?.focus();
      return false;
    }
    body.confirmedWarnings = found.map((warning) => warning.code);
    return true;
  };
  return { warnings, confirmed, confirm, clear, allConfirmed };
}

/**
 * Sends the ad's fields: posts it, or updates it when an earlier try created it but its
 * images failed (no second listing). Returns the listing as it now is.
 */
async function sendListing(created: CreatedListing | null, body: ReturnType<typeof listingBody>): Promise<CreatedListing> {
  let listing: CreatedListing;
  if (created) {
    const saved = await putListing(created.id, body, tokenOf(created.manageUrl));
    listing = { ...created, moderationStatus: saved.moderationStatus };
  } else {
    listing = await postListing(body);
  }
  return listing;
}

/** The draft outlives a move to another city's pages: its measures take that city's units. */
function useCityUnits(form: UseFormReturn<ListingFields>, countryCode: string | null) {
  useEffect(() => {
    const changes = unitsForCity(form.getValues('attributes'), form.getValues('attributeOrigins'), countryCode);
    for (const [key, unit] of Object.entries(changes) as [keyof typeof changes, string][]) form.setValue(`attributes.${key}`, unit);
  }, [countryCode, form]);
}

/** Posting failed: the server's field errors go on the fields, and a toast says what happened. */
function postFailed(form: UseFormReturn<ListingFields>, error: unknown, t: TFunction, language: string) {
  showServerErrors(form, error);
  // A rate limit says when to try again; anything else keeps SPEC's message.
  const description = error instanceof ApiError && error.status === 429 ? apiErrorMessage(error, t, language, '') : t('toast.postError');
  toast({ variant: 'destructive', title: t('toast.errorTitle'), description });
}

export default function PostAdDialog() {
  const { t, i18n } = useTranslation();
  const { pageCity, chosenCity, choose, cityError, setCityError, adCity, city, currencySymbol, place, countryCode } = useAdPlace();
  const plausibility = usePlausibility();
  const { open, close } = usePostAdOpen();
  // How the person writes numbers here: the page's language with the ad's city's country.
  const numberLocale = useNumberLocale(adCity?.locale);
  const form = useListingForm(emptyListingFields(countryCode), numberLocale);
  const [images, setImages] = useState<string[]>([]);
  /** Set once the listing exists: a retry after a failed image step updates it rather than posting twice. */
  const created = useRef<CreatedListing | null>(null);
  const revalidator = useRevalidator();
  const [posted, setPosted] = useState<{ url: string; listingHref: string } | null>(null);

  useCityUnits(form, countryCode);

  /** The ad exists: empty the form, close, and show its management link once. */
  function finish(listing: CreatedListing) {
    created.current = null;
    form.reset(emptyListingFields(countryCode));
    setImages([]);
    plausibility.clear();
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
    const body = listingBody(fields, city, numberLocale);
    if (!plausibility.allConfirmed(body, countryCode)) return;
    let listing: CreatedListing;
    try {
      listing = await sendListing(created.current, body);
      created.current = listing;
      if (images.length > 0) await putListingImages(listing.id, images);
    } catch (error) {
      postFailed(form, error, t, i18n.language);
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
            beforeFields={pageCity ? null : <CityChoice value={chosenCity} onChange={choose} error={cityError} />}
            beforeSubmit={
              <PlausibilityNotice
                warnings={plausibility.warnings}
                confirmed={plausibility.confirmed}
                place={place}
                onConfirm={plausibility.confirm}
              />
            }
          />
        </DialogPanel>
      </Dialog.Root>
      <ManageLinkDialog url={posted?.url ?? null} listingHref={posted?.listingHref ?? null} onClose={() => setPosted(null)} />
    </>
  );
}
