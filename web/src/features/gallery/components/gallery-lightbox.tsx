import type { GalleryImage } from '@shop/contract/tours';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type KeyboardEvent, useRef } from 'react';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { useT } from '#web/i18n/use-t.ts';

type GalleryLightboxProps = {
  images: GalleryImage[];
  /** The open picture, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Where focus goes on close: the tile of the picture last shown. */
  onClosed: (lastIndex: number) => void;
};

/** The enlarged picture: Escape closes (Radix), Left and Right move through the gallery. */
export function GalleryLightbox({ images, index, onIndexChange, onClosed }: GalleryLightboxProps) {
  const lastIndex = useRef(0);
  const { t } = useT();
  if (index !== null) lastIndex.current = index;
  const count = images.length;
  const image = index === null ? undefined : images[index];
  const move = (step: number) => {
    if (index !== null) onIndexChange((index + step + count) % count);
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    }
  }

  const navButton =
    'grid size-12 shrink-0 place-items-center rounded-full bg-white/15 text-white ring-1 ring-white/40 backdrop-blur-sm hover:bg-white/25';

  return (
    <DialogPrimitive.Root open={image !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/85" />
        <DialogPrimitive.Content
          data-brand="igsum"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            // There is no Radix trigger (the tiles open it), so focus is returned by hand.
            event.preventDefault();
            onClosed(lastIndex.current);
          }}
          aria-describedby={undefined}
          className="on-dark fixed inset-0 z-50 flex animate-fade-in flex-col items-center justify-center gap-4 p-4 focus:outline-none sm:p-8"
        >
          {image ? (
            <>
              <DialogPrimitive.Title className="sr-only">{image.title}</DialogPrimitive.Title>
              <div className="flex w-full max-w-5xl items-center justify-center gap-2 sm:gap-4">
                <button
                  type="button"
                  aria-label={t('gallery.previous')}
                  onClick={() => move(-1)}
                  className={navButton}
                >
                  <ChevronLeft className="size-6" aria-hidden />
                </button>
                <figure className="min-w-0 flex-1">
                  <ProductImage
                    src={image.image_url}
                    alt={image.alt}
                    width={1200}
                    height={800}
                    eager
                    placeholder="tour"
                    className="mx-auto max-h-[75dvh] w-full rounded-xl object-contain"
                  />
                  <figcaption className="mt-3 text-center text-white">
                    <span className="font-semibold">{image.title}</span>
                    <span className="ml-2 text-sm text-white/75">
                      {t('gallery.position', { index: (index ?? 0) + 1, count })}
                    </span>
                  </figcaption>
                </figure>
                <button
                  type="button"
                  aria-label={t('gallery.next')}
                  onClick={() => move(1)}
                  className={navButton}
                >
                  <ChevronRight className="size-6" aria-hidden />
                </button>
              </div>
              <DialogPrimitive.Close
                aria-label={t('gallery.close')}
                className={`${navButton} absolute top-4 right-4`}
              >
                <X className="size-6" aria-hidden />
              </DialogPrimitive.Close>
            </>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
