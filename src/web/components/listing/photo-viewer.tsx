/**
 * The listing's photos full screen (a Radix dialog): arrow keys, the buttons and a swipe
 * change the photo; a click, a tap or the zoom button toggles 2× (the zoomed photo
 * scrolls to pan, and pinching is left to the browser); Escape or the close button
 * closes, and focus goes back to the photo that opened it (Dialog.Trigger).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { imageVariantUrl } from '../../../domain/media/image-variants';
import { useSwipe } from './use-swipe';

const roundButton =
  'grid h-11 w-11 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function PhotoViewer({ images, title, index, onIndexChange }: { images: string[]; title: string; index: number; onIndexChange: (index: number) => void }) {
  const { t } = useTranslation();
  const count = images.length;
  // The zoomed photo's width in pixels: twice the width it has when fitted to the screen.
  const [zoomWidth, setZoomWidth] = useState<number | null>(null);
  const zoomed = zoomWidth !== null;
  const image = useRef<HTMLImageElement>(null);
  // Where the zoom was asked for, as a share of the photo's width and height: it stays under the pointer.
  const focus = useRef({ x: 0.5, y: 0.5 });
  const stage = useRef<HTMLDivElement>(null);
  const go = (step: number) => {
    setZoomWidth(null);
    onIndexChange((index + step + count) % count);
  };
  const swipe = useSwipe((step) => {
    if (!zoomed) go(step);
  });

  useLayoutEffect(() => {
    const element = stage.current;
    if (!element || !zoomed) return;
    element.scrollLeft = focus.current.x * element.scrollWidth - element.clientWidth / 2;
    element.scrollTop = focus.current.y * element.scrollHeight - element.clientHeight / 2;
  }, [zoomed]);

  function toggleZoom(event?: MouseEvent<HTMLElement>) {
    const element = image.current;
    if (zoomed || !element) {
      setZoomWidth(null);
      return;
    }
    // object-contain letterboxes the photo inside its box: measure the photo itself.
    const box = element.getBoundingClientRect();
    const aspect = element.naturalWidth && element.naturalHeight ? element.naturalWidth / element.naturalHeight : box.width / box.height;
    const fitted = { width: Math.min(box.width, box.height * aspect), height: Math.min(box.height, box.width / aspect) };
    const left = box.left + (box.width - fitted.width) / 2;
    const top = box.top + (box.height - fitted.height) / 2;
    const share = (value: number) => Math.min(1, Math.max(0, value));
    focus.current = event
      ? { x: share((event.clientX - left) / fitted.width), y: share((event.clientY - top) / fitted.height) }
      : { x: 0.5, y: 0.5 };
    setZoomWidth(Math.round(fitted.width * 2));
  }

  function onKeyDown(event: KeyboardEvent) {
    // The viewer sits inside the gallery in React's tree: its keys are not the gallery's too.
    event.stopPropagation();
    if (event.key === 'ArrowRight' && count > 1) go(1);
    else if (event.key === 'ArrowLeft' && count > 1) go(-1);
    else return;
    event.preventDefault();
  }

  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/95" />
      <Dialog.Content
        className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white outline-none"
        onKeyDown={onKeyDown}
        onTouchStart={(event) => event.stopPropagation()}
        onTouchEnd={(event) => event.stopPropagation()}
        data-testid="photo-viewer"
        data-zoomed={zoomed}
      >
        <div className="flex items-center gap-3 px-3 py-2 sm:px-4">
          <Dialog.Title className="min-w-0 flex-1 truncate text-sm font-medium">{title}</Dialog.Title>
          {count > 1 && (
            <p className="text-sm tabular-nums text-slate-200" aria-live="polite" data-testid="viewer-counter">
              {t('listing.photoCounter', { n: index + 1, count })}
            </p>
          )}
          <button type="button" className={roundButton} onClick={() => toggleZoom()} aria-pressed={zoomed} aria-label={zoomed ? t('listing.zoomOut') : t('listing.zoomIn')}>
            {zoomed ? <ZoomOut className="h-5 w-5" aria-hidden /> : <ZoomIn className="h-5 w-5" aria-hidden />}
          </button>
          <Dialog.Close className={roundButton} aria-label={t('listing.closeViewer')}>
            <X className="h-5 w-5" aria-hidden />
          </Dialog.Close>
        </div>
        <Dialog.Description className="sr-only">{t('listing.viewerHint')}</Dialog.Description>
        <div ref={stage} className="relative min-h-0 flex-1 overflow-auto overscroll-contain [touch-action:pan-x_pan-y_pinch-zoom]" {...swipe}>
          <img
            key={images[index]}
            src={imageVariantUrl(images[index]!, 'full')}
            alt={t('listing.photoAlt', { title, n: index + 1, count })}
            ref={image}
            onClick={toggleZoom}
            style={zoomWidth ? { width: zoomWidth } : undefined}
            data-testid="viewer-image"
            className={
              zoomed
                ? 'mx-auto block h-auto max-w-none cursor-zoom-out'
                : 'mx-auto block h-full w-full cursor-zoom-in object-contain'
            }
          />
        </div>
        {count > 1 && (
          <>
            <button type="button" onClick={() => go(-1)} aria-label={t('listing.previousPhoto')} className={`${roundButton} absolute left-3 top-1/2 -translate-y-1/2`}>
              <ChevronLeft className="h-6 w-6" aria-hidden />
            </button>
            <button type="button" onClick={() => go(1)} aria-label={t('listing.nextPhoto')} className={`${roundButton} absolute right-3 top-1/2 -translate-y-1/2`}>
              <ChevronRight className="h-6 w-6" aria-hidden />
            </button>
          </>
        )}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
