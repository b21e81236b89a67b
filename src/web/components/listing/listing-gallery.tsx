/**
 * The listing's photos: one large, thumbnails below. Arrow keys (when the gallery has
 * focus), the previous/next buttons and a horizontal swipe move between photos; the
 * large photo opens them full screen (photo-viewer.tsx); with no photo, a placeholder.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { IMAGE_VARIANTS, imageVariantUrl } from '../../../domain/media/image-variants';
import { PhotoViewer } from './photo-viewer';
import { useSwipe } from './use-swipe';

export function ListingGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const count = images.length;
  const swipe = useSwipe((step) => setIndex((previous) => (Math.min(previous, count - 1) + step + count) % count));

  if (count === 0) {
    return (
      <div
        className="grid aspect-[4/3] w-full place-items-center rounded-xl bg-slate-100 text-slate-400"
        role="img"
        aria-label={t('listing.noImages')}
        data-testid="gallery-placeholder"
      >
        <div className="flex flex-col items-center gap-2">
          <ImageOff className="h-12 w-12" aria-hidden />
          <span className="text-sm text-slate-600">{t('listing.noImages')}</span>
        </div>
      </div>
    );
  }

  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  }

  return (
    <section aria-roledescription={t('listing.galleryRole')} aria-label={t('listing.galleryLabel', { title })} className="space-y-2" data-testid="gallery">
      <div
        tabIndex={0}
        onKeyDown={onKeyDown}
        {...swipe}
        role="group"
        className="group relative overflow-hidden rounded-xl bg-slate-100 outline-none focus-visible:ring-4 focus-visible:ring-brand-500/50"
        aria-label={t('listing.galleryKeys')}
        data-testid="gallery-stage"
      >
        <Dialog.Root open={viewing} onOpenChange={setViewing}>
          <Dialog.Trigger
            className="block w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-600"
            aria-label={t('listing.openViewer', { n: current + 1, count })}
            data-testid="gallery-open"
          >
            <img
              key={images[current]}
              src={imageVariantUrl(images[current]!, 'full')}
              alt={t('listing.photoAlt', { title, n: current + 1, count })}
              width={IMAGE_VARIANTS.full.width}
              height={(IMAGE_VARIANTS.full.width * 3) / 4}
              // The first photo is the page's largest paint: it goes ahead of the scripts.
              fetchPriority={current === 0 ? 'high' : undefined}
              className="aspect-[4/3] w-full object-contain"
              data-testid="gallery-image"
              data-index={current}
            />
          </Dialog.Trigger>
          {viewing && <PhotoViewer images={images} title={title} index={current} onIndexChange={setIndex} />}
        </Dialog.Root>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(current - 1)}
              aria-label={t('listing.previousPhoto')}
              className="absolute left-2 top-1/2 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ChevronLeft className="h-5 w-5" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => go(current + 1)}
              aria-label={t('listing.nextPhoto')}
              className="absolute right-2 top-1/2 grid h-10 w-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ChevronRight className="h-5 w-5" aria-hidden />
            </button>
            <p
              className="absolute bottom-2 right-2 rounded-full bg-slate-900/70 px-2 py-0.5 text-xs font-medium text-white"
              aria-live="polite"
              data-testid="gallery-counter"
            >
              {t('listing.photoCounter', { n: current + 1, count })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('listing.thumbnails')}>
          {images.map((image, position) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={t('listing.showPhoto', { n: position + 1, count })}
                aria-current={position === current ? 'true' : undefined}
                className={clsx(
                  'block overflow-hidden rounded-md ring-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600',
                  position === current ? 'ring-2 ring-brand-600' : 'opacity-70 hover:opacity-100',
                )}
              >
                <img src={imageVariantUrl(image, 'thumb')} alt="" loading="lazy" className="h-16 w-20 object-cover sm:h-20 sm:w-24" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
