/**
 * The ad's photos in the listing form: thumbnails (the first is the cover), a remove
 * button on each, and the button that opens the upload modal while there is room.
 */
import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LISTING_LIMITS } from '../../../domain/listings/listing-constants';
import { imageVariantUrl } from '../../../domain/media/image-variants';
import { UploadModal } from './upload-modal';

/** Changes the list from the current one (an upload may finish after another was removed). */
export type ImagesChange = (update: (images: string[]) => string[]) => void;

/** The ad's photos (first one is the cover) and the button that opens the upload modal. */
export function ImageField({ images, onImagesChange }: { images: string[]; onImagesChange: ImagesChange }) {
  const { t } = useTranslation();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const slots = LISTING_LIMITS.imagesMax - images.length;
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <label id={`${id}-label`} htmlFor={`${id}-button`} className="text-sm font-medium text-slate-800">
          {t('postAd.images')}
        </label>
        <span className="text-xs text-slate-500" data-testid="image-count">
          {t('postAd.imagesCount', { count: images.length, max: LISTING_LIMITS.imagesMax })}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {images.map((url, index) => (
          <div key={url} className="relative h-20 w-20 overflow-hidden rounded-lg border border-slate-200 bg-slate-100" data-testid="form-image">
            <img src={imageVariantUrl(url, 'thumb')} alt={t('postAd.imageAlt', { n: index + 1 })} className="h-full w-full object-cover" />
            {index === 0 && (
              <span className="absolute bottom-0 left-0 right-0 bg-slate-900/60 py-0.5 text-center text-[10px] font-medium text-white">
                {t('postAd.cover')}
              </span>
            )}
            <button
              type="button"
              onClick={() => onImagesChange((current) => current.filter((entry) => entry !== url))}
              aria-label={t('postAd.removeImage', { n: index + 1 })}
              className="absolute right-1 top-1 grid h-6 w-6 place-items-center rounded-full bg-white/90 text-slate-700 shadow hover:text-red-700"
            >
              <X className="h-3.5 w-3.5" aria-hidden />
            </button>
          </div>
        ))}
        {slots > 0 && (
          <button
            id={`${id}-button`}
            type="button"
            aria-labelledby={`${id}-label ${id}-text`}
            onClick={() => setUploading(true)}
            className="flex h-20 w-20 flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-xs font-medium text-slate-600 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ImagePlus className="h-5 w-5" aria-hidden />
            <span id={`${id}-text`}>{t('postAd.addImages')}</span>
          </button>
        )}
      </div>
      <UploadModal
        open={uploading}
        onOpenChange={setUploading}
        slots={slots}
        onUploaded={(image) =>
          onImagesChange((current) => (current.includes(image.url) || current.length >= LISTING_LIMITS.imagesMax ? current : [...current, image.url]))
        }
      />
    </div>
  );
}
