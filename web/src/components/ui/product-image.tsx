import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/cn';

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
};

/** An <img> with a fixed size, lazy by default, that falls back to a brand placeholder on error. */
export function ProductImage({
  src,
  alt,
  width,
  height,
  placeholder = 'igsum',
  eager = false,
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
