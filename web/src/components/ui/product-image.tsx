import { type ComponentProps, useState } from 'react';
import { cn } from '#web/lib/cn.ts';

/** The demo brand placeholders the server ships under /media/demo/brand/. */
export const PLACEHOLDER_IMAGES = {
  igsum: '/media/demo/brand/igsum-product-placeholder.svg',
  fursa: '/media/demo/brand/fursa-product-placeholder.svg',
  tour: '/media/demo/brand/tour-placeholder.svg',
} as const;

type ProductImageProps = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height' | 'alt'> & {
  src?: string | null;
  alt: string;
  /** Intrinsic size: reserves the box before the image loads, so nothing jumps. */
  width: number;
  height: number;
  /** Which placeholder replaces a missing or broken image. */
  placeholder?: keyof typeof PLACEHOLDER_IMAGES;
  /** Set for images above the fold (heroes, the first cards). */
  eager?: boolean;
  /** The width the image takes on screen, for choosing among an upload's sizes (docs/uploads.md). */
  sizes?: string;
};

/** An uploaded raster image (docs/uploads.md): the server keeps it 360 and 720 px wide beside it. */
const RESIZED_UPLOAD = /^(\/media\/[a-f0-9]{32})\.(png|jpg|webp)$/;

/** The smaller copies of an upload, for a phone's screen; none for other images. */
export function uploadSrcSet(src: string): string | undefined {
  const base = RESIZED_UPLOAD.exec(src)?.[1];
  return base ? `${base}-360w.webp 360w, ${base}-720w.webp 720w` : undefined;
}

/** An <img> with a fixed size, lazy by default, that falls back to a brand placeholder on error. */
export function ProductImage({
  src,
  alt,
  width,
  height,
  placeholder = 'igsum',
  eager = false,
  sizes = '(min-width: 640px) 20rem, 100vw',
  className,
  onError,
  ...props
}: ProductImageProps) {
  const fallback = PLACEHOLDER_IMAGES[placeholder];
  // Remember which source failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src || fallback;
  const shown = failedSrc === wanted ? fallback : wanted;
  return (
    <img
      {...props}
      src={shown}
      srcSet={uploadSrcSet(shown)}
      sizes={uploadSrcSet(shown) ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('bg-sunken object-cover', className)}
      onError={(event) => {
        // The placeholder itself failing must not loop.
        if (shown !== fallback) setFailedSrc(wanted);
        onError?.(event);
      }}
    />
  );
}
