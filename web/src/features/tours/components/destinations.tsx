import { ArrowRight } from 'lucide-react';
import { ProductImage } from '#web/components/ui/product-image.tsx';
import { toast } from '#web/lib/toast.ts';

const DESTINATIONS = [
  {
    name: 'Serengeti',
    text: 'Endless plains and the Great Migration of two million wildebeest.',
    image: '/media/demo/gallery/serengeti-migration.svg',
  },
  {
    name: 'Kilimanjaro',
    text: 'Africa’s highest peak, from rainforest to the glaciers of Uhuru.',
    image: '/media/demo/gallery/kilimanjaro-dawn.svg',
  },
  {
    name: 'Zanzibar',
    text: 'Spice farms, Stone Town’s carved doors and white-sand beaches.',
    image: '/media/demo/gallery/zanzibar-dhow-sunset.svg',
  },
  {
    name: 'Ngorongoro',
    text: 'A collapsed volcano sheltering the densest wildlife on Earth.',
    image: '/media/demo/gallery/ngorongoro-crater.svg',
  },
  {
    name: 'Tarangire',
    text: 'Great elephant herds wandering among ancient baobab trees.',
    image: '/media/demo/gallery/tarangire-baobabs.svg',
  },
  {
    name: 'Ruaha',
    text: 'Tanzania’s wild heart: lions, leopards and hardly another vehicle.',
    image: '/media/demo/gallery/ruaha-lions.svg',
  },
] as const;

/** The six destinations; their pages are not written yet, so the link says so. */
export function Destinations() {
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
              <p className="mt-2 flex-1 text-sm text-muted">{destination.text}</p>
              <button
                type="button"
                onClick={() =>
                  toast('Feature Coming Soon', {
                    description: `Detailed ${destination.name} guides are coming soon. Contact us to plan your visit.`,
                  })
                }
                className="mt-4 inline-flex min-h-11 w-fit items-center gap-2 rounded-lg font-semibold text-accent-text hover:underline"
              >
                Explore {destination.name}
                <ArrowRight className="size-4" aria-hidden />
              </button>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
