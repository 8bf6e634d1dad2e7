import { cn } from '@kirana/ui-kit/lib/cn';
import { useState } from 'react';

export interface ProductGalleryProps {
  name: string;
  images: readonly string[];
}

/** The product's pictures: thumbnails on the side pick the large one. */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0];
  return (
    <div className="flex gap-3">
      {images.length > 1 ? (
        <ul aria-label="Product images" className="flex flex-col gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
                className={cn(
                  'focus-ring block size-20 cursor-pointer overflow-hidden rounded-card border bg-surface p-1 md:size-24',
                  index === current ? 'border-primary-strong' : 'border-line',
                )}
              >
                <img
                  src={image}
                  alt=""
                  width={96}
                  height={96}
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex aspect-square w-full max-w-md items-center justify-center overflow-hidden rounded-card border border-line bg-surface p-4">
        {shown ? (
          <img
            src={shown}
            alt={name}
            width={400}
            height={400}
            fetchPriority="high"
            className="max-h-full max-w-full object-contain"
          />
        ) : null}
      </div>
    </div>
  );
}
