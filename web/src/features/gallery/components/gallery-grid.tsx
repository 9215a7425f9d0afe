import { Expand, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { useGallery } from '#web/features/gallery/api/get-gallery.ts';
import { useT } from '#web/i18n/use-t.ts';
import { cn } from '#web/lib/cn.ts';
import { useLatch } from '#web/lib/use-latch.ts';

// The lightbox's dialog code loads when a picture is first opened (docs/server-rendering.md); its
// few words are in the page's section (tours), which /isml loads.
const GalleryLightbox = lazy(() =>
  import('./gallery-lightbox').then((m) => ({ default: m.GalleryLightbox })),
);

const SKELETON_COUNT = 8;
const tile = 'aspect-[4/3] overflow-hidden rounded-2xl';

/** The 8-picture gallery; a click opens the picture large. */
export function GalleryGrid() {
  const { data, isPending, isError, refetch, isFetching } = useGallery();
  const [open, setOpen] = useState<number | null>(null);
  const lightboxLoaded = useLatch(open !== null);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const { t } = useT();

  if (isPending) {
    return (
      <ul
        aria-busy="true"
        aria-label={t('gallery.loading')}
        className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4"
      >
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} className={cn(tile, 'animate-pulse bg-sunken')} />
        ))}
      </ul>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="rounded-2xl border border-line bg-raised p-6 text-center">
        <p className="text-muted">{t('gallery.failed')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden />
          {t('tours.retry')}
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <p className="rounded-2xl border border-line bg-raised p-6 text-center text-muted">
        {t('gallery.soon')}
      </p>
    );
  }
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {data.map((image, i) => (
          <li key={image.id} className={tile}>
            <button
              type="button"
              ref={(el) => {
                tiles.current[i] = el;
              }}
              onClick={() => setOpen(i)}
              aria-label={t('gallery.enlarge', { title: image.title })}
              className="group relative block size-full overflow-hidden rounded-2xl"
            >
              <ProductImage
                src={image.image_url}
                alt={image.alt}
                width={600}
                height={450}
                placeholder="tour"
                className="size-full transition-transform duration-500 motion-safe:group-hover:scale-105"
              />
              <span className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-2 bg-gradient-to-t from-black/75 to-transparent px-3 pt-8 pb-2 text-left text-sm font-medium text-white">
                {image.title}
                <Expand className="size-4 shrink-0" aria-hidden />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {lightboxLoaded ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={data}
            index={open}
            onIndexChange={setOpen}
            onClosed={(last) => tiles.current[last]?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
