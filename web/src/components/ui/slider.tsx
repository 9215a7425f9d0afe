import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** The accessible name of the thumb (the element keyboard users move). */
  thumbLabel: string;
  /** Spoken instead of the raw number, e.g. "TSh 2,500,000". */
  valueText?: string;
};

/** A single-thumb Radix slider, keyboard operable (arrows, Page Up/Down, Home, End). */
export function Slider({ className, thumbLabel, valueText, ...props }: SliderProps) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-6 w-full touch-none items-center select-none', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-sunken ring-1 ring-line">
        <SliderPrimitive.Range className="absolute h-full bg-brand" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        aria-valuetext={valueText}
        className="block size-5 rounded-full border-2 border-brand bg-raised shadow transition-transform hover:scale-110"
      />
    </SliderPrimitive.Root>
  );
}
