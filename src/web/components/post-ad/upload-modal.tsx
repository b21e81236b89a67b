/**
 * The image upload modal (SPEC "Image upload modal"): choose up to the remaining of 8
 * photos, see previews, drop any before sending, and upload only on confirmation —
 * then one progress bar and one message per file. Large photos are scaled down first
 * (prepare-image.ts); each finished upload is handed to the form at once, so closing
 * the modal never loses one.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { CheckCircle2, ImagePlus, Loader2, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LISTING_LIMITS } from '../../../domain/listings/listing-constants';
import { buttonClass, DialogActions, DialogPanel } from '../ui/dialog';
import { ACCEPTED_IMAGE_TYPES, PrepareError, prepareImage } from './prepare-image';
import { UploadError, uploadImage, type UploadedImage } from './upload-image';

/** How many files go up at the same time. */
const CONCURRENT_UPLOADS = 3;

type FileStatus = 'preparing' | 'ready' | 'uploading' | 'done' | 'error';

interface ChosenFile {
  key: string;
  name: string;
  originalSize: number;
  preview: string;
  status: FileStatus;
  blob?: Blob;
  /** 0..1 while uploading. */
  progress: number;
  error?: string;
  /** An upload that failed can be sent again; a file that cannot be used cannot. */
  retryable?: boolean;
}

interface UploadModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many more images the ad can take. */
  slots: number;
  onUploaded: (image: UploadedImage) => void;
}

export function UploadModal({ open, onOpenChange, slots, onUploaded }: UploadModalProps) {
  const { t } = useTranslation();
  // The button that opened the window ("Add photos"). The window has no Dialog.Trigger,
  // and the Post Ad dialog around it would otherwise take the focus back to its own start.
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's focus scope moves focus into the window.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
  }, [open]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        onCloseAutoFocus={(event) => {
          const target = opener.current;
          // With all 8 photos chosen the button is gone; then the dialog's own choice stands.
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
        title={t('upload.title')}
        description={t('upload.description', { max: LISTING_LIMITS.imagesMax, mb: LISTING_LIMITS.imageBytesMax / 1024 / 1024 })}
        size="lg"
        testId="upload-modal"
      >
        <UploadPanel slots={slots} onUploaded={onUploaded} onDone={() => onOpenChange(false)} />
      </DialogPanel>
    </Dialog.Root>
  );
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function UploadPanel({ slots, onUploaded, onDone }: { slots: number; onUploaded: (image: UploadedImage) => void; onDone: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const filesRef = useRef(files);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    filesRef.current = files;
  }, [files]);

  // Closing the modal stops uploads on their way and frees the previews.
  useEffect(
    () => () => {
      abort.current?.abort();
      for (const file of filesRef.current) URL.revokeObjectURL(file.preview);
    },
    [],
  );

  const update = (key: string, change: Partial<ChosenFile>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file)));

  // Finished uploads already count against `slots` (they are in the form).
  const waiting = files.filter((file) => file.status !== 'done' && (file.status !== 'error' || file.retryable));
  const uploaded = files.filter((file) => file.status === 'done').length;
  const room = Math.max(0, slots - waiting.length);
  const toSend = files.filter((file) => file.status === 'ready' || (file.status === 'error' && file.retryable));
  const preparing = files.some((file) => file.status === 'preparing');

  function prepareMessage(error: unknown): string {
    const problem = error instanceof PrepareError ? error.problem : 'unreadable';
    return t(`upload.errors.${problem}`, { mb: LISTING_LIMITS.imageBytesMax / 1024 / 1024 });
  }

  function addFiles(list: FileList | File[]) {
    const chosen = Array.from(list);
    setNotice(chosen.length > room ? t('upload.tooMany', { max: LISTING_LIMITS.imagesMax, count: room }) : null);
    const taken = chosen.slice(0, room).map(
      (file, index): ChosenFile => ({
        key: `${Date.now()}-${index}-${file.name}`,
        name: file.name,
        originalSize: file.size,
        preview: URL.createObjectURL(file),
        status: 'preparing',
        progress: 0,
      }),
    );
    setFiles((current) => [...current, ...taken]);
    taken.forEach((entry, index) => {
      prepareImage(chosen[index]!).then(
        (blob) => update(entry.key, { status: 'ready', blob }),
        (error: unknown) => update(entry.key, { status: 'error', error: prepareMessage(error), retryable: false }),
      );
    });
  }

  function remove(key: string) {
    setFiles((current) => {
      const file = current.find((entry) => entry.key === key);
      if (file) URL.revokeObjectURL(file.preview);
      return current.filter((entry) => entry.key !== key);
    });
  }

  function uploadMessage(error: unknown): string {
    if (error instanceof UploadError) {
      if (error.serverMessage) return error.serverMessage;
      const known = [0, 410, 413, 415].includes(error.status) ? error.status : 'other';
      return t(`upload.errors.status${known}`, { mb: LISTING_LIMITS.imageBytesMax / 1024 / 1024 });
    }
    return t('upload.errors.statusother');
  }

  async function uploadAll() {
    const queue = [...toSend];
    if (queue.length === 0) return;
    setBusy(true);
    setNotice(null);
    const controller = new AbortController();
    abort.current = controller;
    for (const file of queue) update(file.key, { status: 'uploading', progress: 0, error: undefined });
    const worker = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const key = file.key;
        try {
          const image = await uploadImage(file.blob!, { signal: controller.signal, onProgress: (progress) => update(key, { progress }) });
          update(key, { status: 'done', progress: 1 });
          onUploaded(image);
        } catch (error) {
          if (controller.signal.aborted) return;
          update(key, { status: 'error', error: uploadMessage(error), retryable: true });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_UPLOADS }, worker));
    if (!controller.signal.aborted) setBusy(false);
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!busy && event.dataTransfer.files.length > 0) addFiles(event.dataTransfer.files);
  }

  const finished = files.length > 0 && !busy && toSend.length === 0 && !preparing && uploaded > 0;

  return (
    <div className="space-y-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={clsx(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
          (room === 0 || busy) && 'opacity-60',
        )}
      >
        <ImagePlus className="h-8 w-8 text-slate-400" aria-hidden />
        <label htmlFor={inputId} className={clsx(buttonClass.secondary, room === 0 || busy ? 'pointer-events-none' : 'cursor-pointer')}>
          {t('upload.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="sr-only"
          disabled={room === 0 || busy}
          aria-describedby={hintId}
          onChange={(event) => {
            if (event.target.files) addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <p id={hintId} className="text-xs text-slate-500">
          {t('upload.hint', { count: room })}
        </p>
      </div>

      {notice && (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      )}

      {files.length > 0 && (
        <ul className="space-y-2" aria-label={t('upload.listLabel')}>
          {files.map((file) => (
            <li key={file.key} className="flex items-center gap-3 rounded-lg border border-slate-200 p-2" data-testid="upload-file">
              <img src={file.preview} alt="" className="h-14 w-14 shrink-0 rounded-md bg-slate-100 object-cover" />
              <div className="min-w-0 flex-1 space-y-1">
                <p className="truncate text-sm font-medium text-slate-800">{file.name}</p>
                <FileState file={file} />
              </div>
              {(file.status === 'ready' || file.status === 'preparing' || file.status === 'error') && !busy && (
                <button
                  type="button"
                  onClick={() => remove(file.key)}
                  aria-label={t('upload.remove', { name: file.name })}
                  className="grid h-9 w-9 shrink-0 place-items-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}

      <DialogActions>
        {finished ? (
          <button type="button" className={buttonClass.primary} onClick={onDone}>
            {t('upload.done')}
          </button>
        ) : (
          <>
            <Dialog.Close className={buttonClass.secondary}>{t('upload.cancel')}</Dialog.Close>
            <button type="button" className={buttonClass.primary} disabled={busy || preparing || toSend.length === 0} onClick={uploadAll}>
              {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : null}
              {busy ? t('upload.uploading') : t('upload.confirm', { count: toSend.length })}
            </button>
          </>
        )}
      </DialogActions>
    </div>
  );
}

function FileState({ file }: { file: ChosenFile }) {
  const { t } = useTranslation();
  const percent = Math.round(file.progress * 100);
  const size = file.blob ? formatBytes(file.blob.size) : formatBytes(file.originalSize);
  const resized = file.blob !== undefined && file.blob.size !== file.originalSize;
  const showBar = file.status === 'uploading' || file.status === 'done' || (file.status === 'error' && file.retryable);
  return (
    <>
      {showBar && (
        <div
          role="progressbar"
          aria-label={t('upload.progressLabel', { name: file.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={clsx('h-full rounded-full transition-[width]', file.status === 'error' ? 'bg-red-500' : file.status === 'done' ? 'bg-emerald-500' : 'bg-brand-600')}
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
      <p
        className={clsx('flex items-center gap-1 text-xs', file.status === 'error' ? 'text-red-700' : 'text-slate-500')}
        role={file.status === 'error' ? 'alert' : undefined}
      >
        {file.status === 'preparing' && t('upload.preparing')}
        {file.status === 'ready' && (resized ? t('upload.readyResized', { size }) : t('upload.ready', { size }))}
        {file.status === 'uploading' && t('upload.progress', { percent })}
        {file.status === 'done' && (
          <>
            <CheckCircle2 className="h-3.5 w-3.5 text-emerald-600" aria-hidden />
            {t('upload.uploaded')}
          </>
        )}
        {file.status === 'error' && (
          <>
            <TriangleAlert className="h-3.5 w-3.5 shrink-0" aria-hidden />
            {file.error}
          </>
        )}
      </p>
    </>
  );
}
