import type { galleryImages } from '#server/db/schema.ts';
import { demoImageUrl } from './demo-image-url';

const image = (name: string) => demoImageUrl('gallery', name);

/** The eight pictures of the /isml gallery, in display order. */
export const GALLERY_IMAGES: readonly (typeof galleryImages.$inferInsert)[] = [
  {
    sortOrder: 1,
    title: 'Serengeti Migration',
    imageUrl: image('serengeti-migration'),
    alt: 'Wildebeest herds crossing the golden Serengeti plains',
  },
  {
    sortOrder: 2,
    title: 'Kilimanjaro at Dawn',
    imageUrl: image('kilimanjaro-dawn'),
    alt: 'The snow-capped summit of Kilimanjaro in the pink light of dawn',
  },
  {
    sortOrder: 3,
    title: 'Zanzibar Dhow at Sunset',
    imageUrl: image('zanzibar-dhow-sunset'),
    alt: 'A traditional dhow sailing off a Zanzibar beach at sunset',
  },
  {
    sortOrder: 4,
    title: 'Ngorongoro Crater',
    imageUrl: image('ngorongoro-crater'),
    alt: 'The Ngorongoro crater floor with its flamingo-lined soda lake',
  },
  {
    sortOrder: 5,
    title: 'Tarangire Baobabs',
    imageUrl: image('tarangire-baobabs'),
    alt: 'Elephants walking beneath giant baobab trees in Tarangire',
  },
  {
    sortOrder: 6,
    title: 'Maasai Dancers',
    imageUrl: image('maasai-dancers'),
    alt: 'Maasai men in red shukas performing the adumu jumping dance',
  },
  {
    sortOrder: 7,
    title: 'Stone Town Doors',
    imageUrl: image('stone-town-doors'),
    alt: 'A carved, brass-studded wooden door in Stone Town, Zanzibar',
  },
  {
    sortOrder: 8,
    title: 'Ruaha Lions',
    imageUrl: image('ruaha-lions'),
    alt: 'A lion pride resting on rocks above the Great Ruaha River at sunset',
  },
];
