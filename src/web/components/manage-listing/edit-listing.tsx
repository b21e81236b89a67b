/**
 * The manage page's edit section: the Post New Ad form filled with the ad, saving the
 * fields and then the photos when they changed. A changed text is screened again, and
 * the toast says when it is held back.
 */
import { useState } from 'react';
import type { Locality } from '../../../domain/geo/find-city';
import type { ManagedListing } from '../../../domain/listings/manage-listing';
import { useTranslation } from '../../i18n/use-translation';
import { useNumberLocale } from '../../lib/number-locale';
import { ListingForm } from '../post-ad/listing-form';
import { putListing, putListingImages } from '../post-ad/listing-requests';
import { fieldsOf, listingBody, showServerErrors, useListingForm, type ListingFields } from '../post-ad/use-listing-form';
import { toast } from '../ui/toast';

interface EditListingProps {
  /** The ad as last saved. */
  listing: ManagedListing;
  /** The ad as loaded with the page: the form's first values. */
  initial: ManagedListing;
  locality: Locality;
  token: string;
  onSaved: (listing: ManagedListing) => void;
}

export function EditListing({ listing, initial, locality, token, onSaved }: EditListingProps) {
  const { t } = useTranslation();
  // The stored numbers as the page writes them ("12,50"), and what is typed read the same way.
  const numberLocale = useNumberLocale(locality.locale);
  const form = useListingForm(fieldsOf(initial, numberLocale), numberLocale);
  const [images, setImages] = useState(initial.images);

  async function save(fields: ListingFields) {
    try {
      let updated = await putListing(listing.id, listingBody(fields, listing.city, numberLocale), token);
      const changedImages = images.length !== updated.images.length || images.some((url, index) => url !== updated.images[index]);
      if (changedImages) {
        const result = await putListingImages(listing.id, images, token);
        updated = { ...updated, images: result.images };
      }
      onSaved(updated);
      form.reset(fieldsOf(updated, numberLocale));
      setImages(updated.images);
      // A changed text is screened again: say so when it is held back.
      if (updated.moderationStatus === 'review' || updated.moderationStatus === 'rejected') {
        const status = updated.moderationStatus;
        toast({ title: t(`screening.${status === 'review' ? 'toastHeld' : 'toastRejected'}Title`), description: t(`screening.${status}Body`) });
      } else {
        toast({ title: t('manage.savedToastTitle'), description: t('manage.savedToast') });
      }
    } catch (error) {
      showServerErrors(form, error);
      toast({ variant: 'destructive', title: t('toast.errorTitle'), description: t('manage.saveFailed') });
    }
  }

  return (
    <section aria-labelledby="manage-edit" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="manage-edit" className="mb-4 text-lg font-semibold">
        {t('manage.editHeading')}
      </h2>
      <ListingForm
        form={form}
        images={images}
        onImagesChange={setImages}
        currencySymbol={locality.currencySymbol}
        money={{ currency: listing.currency, locale: locality.locale }}
        countryCode={listing.countryCode}
        onSubmit={save}
        onCancel={() => {
          form.reset(fieldsOf(listing, numberLocale));
          setImages(listing.images);
        }}
        submitLabel={t('manage.save')}
        pendingLabel={t('manage.saving')}
      />
    </section>
  );
}
