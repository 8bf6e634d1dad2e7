import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { cn } from '../lib/cn.ts';
import { Icon } from './icon.tsx';
import { ProductImage } from './product-image.tsx';
import { closeGlyph, uploadGlyph } from './glyphs.tsx';

export const MAX_PRODUCT_IMAGES = 4;
// The API keeps only processed copies, so a phone's photo as taken (3 to 10 MB) is welcome.
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

export type FileRejectionReason = 'not-an-image' | 'too-large' | 'too-many';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
  message: string;
}

/** A picture the product already has (when editing): shown first, by URL. */
export interface ExistingImage {
  url: string;
  /** Its files by width and its size (the API's `srcset`, `width`, `height`), if known. */
  srcSet?: string;
  width?: number | null;
  height?: number | null;
  /** Says what it shows, e.g. "Current image 1". */
  label: string;
}

export interface ImageUploadSlotsProps {
  /** The chosen files, in slot order (after any existing images). */
  value: readonly File[];
  onChange: (files: File[]) => void;
  /** Images already stored, in order; they can be removed or made the main (first) one. */
  existing?: readonly ExistingImage[];
  onExistingChange?: (images: ExistingImage[]) => void;
  /** Called with the files that were refused and why (they are also shown inline). */
  onReject?: (rejections: FileRejection[]) => void;
  maxFiles?: number;
  maxFileSize?: number;
  label?: string;
  disabled?: boolean;
  className?: string;
}

// A quick check on the declared type for instant feedback; the API checks the
// file's contents, which is what actually keeps non-images out.
function isImage(file: File): boolean {
  return file.type.startsWith('image/');
}

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Object URLs for previews, revoked when the files change or the component unmounts. */
function usePreviewUrls(files: readonly File[]): readonly string[] {
  const [urls, setUrls] = useState<readonly string[]>([]);
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created);
    return () => {
      for (const url of created) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

/**
 * Up to four product pictures with previews. Files come from the picker (several at
 * once) or a drop; non-images, oversized files and anything past the last free slot
 * are refused with a message.
 */
export function ImageUploadSlots({
  value,
  onChange,
  onReject,
  maxFiles = MAX_PRODUCT_IMAGES,
  maxFileSize = MAX_IMAGE_BYTES,
  label = t`Product images`,
  disabled = false,
  className,
  existing = [],
  onExistingChange,
}: ImageUploadSlotsProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [messages, setMessages] = useState<readonly string[]>([]);
  const previews = usePreviewUrls(value);
  // After a removal the picker may only exist on the next render, so focus it then.
  const focusPickerAfterChange = useRef(false);

  useEffect(() => {
    if (!focusPickerAfterChange.current) return;
    focusPickerAfterChange.current = false;
    inputRef.current?.focus();
  }, [value, existing]);

  const free = Math.max(0, maxFiles - existing.length - value.length);
  const limit = formatMegabytes(maxFileSize);

  function addFiles(incoming: readonly File[]) {
    const accepted: File[] = [];
    const rejected: FileRejection[] = [];
    for (const file of incoming) {
      const { name } = file;
      if (!isImage(file)) {
        rejected.push({ file, reason: 'not-an-image', message: t`${name} is not an image.` });
      } else if (file.size > maxFileSize) {
        rejected.push({ file, reason: 'too-large', message: t`${name} is larger than ${limit}.` });
      } else if (accepted.length >= free) {
        rejected.push({
          file,
          reason: 'too-many',
          message: t`Only ${maxFiles} images can be added, so ${name} was left out.`,
        });
      } else {
        accepted.push(file);
      }
    }
    setMessages(rejected.map((rejection) => rejection.message));
    if (accepted.length > 0) onChange([...value, ...accepted]);
    if (rejected.length > 0) onReject?.(rejected);
  }

  function handleInput(event: ChangeEvent<HTMLInputElement>) {
    addFiles(Array.from(event.target.files ?? []));
    // Clearing lets the shopkeeper pick the same file again after removing it.
    event.target.value = '';
  }

  function handleDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    if (disabled) return;
    addFiles(Array.from(event.dataTransfer.files));
  }

  function remove(index: number) {
    setMessages([]);
    // The Remove button disappears with its image; keep focus in the control.
    focusPickerAfterChange.current = true;
    onChange(value.filter((_, position) => position !== index));
  }

  function removeExisting(index: number) {
    setMessages([]);
    focusPickerAfterChange.current = true;
    onExistingChange?.(existing.filter((_, position) => position !== index));
  }

  function makeMain(index: number) {
    const chosen = existing[index];
    if (!chosen) return;
    onExistingChange?.([chosen, ...existing.filter((_, position) => position !== index)]);
  }

  const slots = Array.from({ length: maxFiles }, (_, index) => index);
  const firstEmpty = existing.length + value.length;
  const slotButtonClass =
    'focus-ring absolute inline-flex cursor-pointer items-center justify-center rounded-full bg-surface/90 text-ink shadow-card';

  return (
    <fieldset className={cn('flex flex-col gap-2', className)} disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-ink">{label}</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t`Up to ${maxFiles} images, ${limit} each.`}
      </p>
      <ul
        className="flex flex-wrap items-center gap-3"
        onDragOver={(event) => event.preventDefault()}
        onDrop={handleDrop}
      >
        {slots.map((index) => {
          const stored = existing[index];
          const position = index + 1;
          if (stored) {
            const { label: image } = stored;
            return (
              <li
                key={stored.url}
                className="relative size-24 overflow-hidden rounded-card border border-line"
              >
                <ProductImage
                  src={stored.url}
                  srcSet={stored.srcSet}
                  width={stored.width}
                  height={stored.height}
                  alt={stored.label}
                  // The slot is size-24 less its border.
                  sizes="94px"
                  fit="cover"
                />
                {index === 0 ? (
                  <span className="absolute bottom-1 left-1 rounded-full bg-surface/90 px-2 text-xs font-medium text-ink">
                    {t`Main`}
                  </span>
                ) : (
                  <button
                    type="button"
                    onClick={() => makeMain(index)}
                    aria-label={t`Make ${image} the main image`}
                    className={cn(slotButtonClass, 'bottom-1 left-1 h-7 px-2 text-xs font-medium')}
                  >
                    {t`Main`}
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => removeExisting(index)}
                  aria-label={t`Remove ${image}`}
                  className={cn(slotButtonClass, 'top-1 right-1 size-7 hover:text-danger')}
                >
                  <Icon glyph={closeGlyph} className="size-4" />
                </button>
              </li>
            );
          }
          const fileIndex = index - existing.length;
          const file = value[fileIndex];
          const preview = previews[fileIndex];
          if (file) {
            const { name } = file;
            return (
              <li
                key={index}
                className="relative size-24 overflow-hidden rounded-card border border-line"
              >
                {preview ? (
                  <img
                    src={preview}
                    alt={t`Image ${position}: ${name}`}
                    className="size-full object-cover"
                  />
                ) : null}
                <button
                  type="button"
                  onClick={() => remove(fileIndex)}
                  aria-label={t`Remove image ${position} (${name})`}
                  className={cn(slotButtonClass, 'top-1 right-1 size-7 hover:text-danger')}
                >
                  <Icon glyph={closeGlyph} className="size-4" />
                </button>
              </li>
            );
          }
          if (index === firstEmpty) {
            return (
              <li key={index}>
                <label
                  className={cn(
                    'flex size-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-card border-2 border-dashed border-line-strong text-xs text-ink-muted hover:border-primary-strong hover:text-primary-strong',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  )}
                >
                  <Icon glyph={uploadGlyph} className="size-6" />
                  <span>{t`Upload`}</span>
                  <span className="sr-only">
                    {' '}
                    {t`product images, ${free} of ${maxFiles} slots free`}
                  </span>
                  <input
                    ref={inputRef}
                    type="file"
                    accept="image/*"
                    multiple
                    aria-describedby={`${id}-hint`}
                    onChange={handleInput}
                    className="sr-only"
                  />
                </label>
              </li>
            );
          }
          return (
            <li
              key={index}
              aria-hidden="true"
              className="size-24 rounded-card border-2 border-dashed border-line"
            />
          );
        })}
      </ul>
      <div role="alert" className="text-sm text-danger empty:hidden">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </fieldset>
  );
}
