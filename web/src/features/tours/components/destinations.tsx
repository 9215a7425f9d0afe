import { ArrowRight } from 'lucide-react';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { useT } from '#web/i18n/use-t.ts';
import { toast } from '#web/lib/toast.ts';

/** Place names read the same in both languages; each one's text is `isml.place.<name>`. */
const DESTINATIONS = [
  { name: 'Serengeti', image: '/media/demo/gallery/serengeti-migration.svg' },
  { name: 'Kilimanjaro', image: '/media/demo/gallery/kilimanjaro-dawn.svg' },
  { name: 'Zanzibar', image: '/media/demo/gallery/zanzibar-dhow-sunset.svg' },
  { name: 'Ngorongoro', image: '/media/demo/gallery/ngorongoro-crater.svg' },
  { name: 'Tarangire', image: '/media/demo/gallery/tarangire-baobabs.svg' },
  { name: 'Ruaha', image: '/media/demo/gallery/ruaha-lions.svg' },
] as const;

/** The six destinations; their pages are not written yet, so the link says so. */
export function Destinations() {
  const { t } = useT();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {DESTINATIONS.map((destination) => (
        <li key={destination.name}>
          <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-line bg-raised shadow-sm">
            <ProductImage
              src={destination.image}
              alt=""
              width={600}
              height={400}
              placeholder="tour"
              className="aspect-[3/2] w-full"
            />
            <div className="flex flex-1 flex-col p-5">
              <h3 className="font-display text-xl font-bold text-ink">{destination.name}</h3>
              <p className="mt-2 flex-1 text-sm text-muted">{t(`isml.place.${destination.name}`)}</p>
              <button
                type="button"
                onClick={() =>
                  toast(t('isml.soon'), { description: t('isml.soonText', { place: destination.name }) })
                }
                className="mt-4 inline-flex min-h-11 w-fit items-center gap-2 rounded-lg font-semibold text-accent-text hover:underline"
              >
                {t('isml.explore', { place: destination.name })}
                <ArrowRight className="size-4" aria-hidden />
              </button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
