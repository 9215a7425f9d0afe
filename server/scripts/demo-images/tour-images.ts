import {
  kilimanjaro,
  maasaiVillage,
  mountMeru,
  ngorongoro,
  olduvai,
  ruaha,
  savanna,
  stoneTownDoor,
  tarangire,
  zanzibar,
} from './landscapes';
import type { DemoImage } from './svg';

/** One picture per tour, and the eight of the landing page's gallery in other light. */
export function tourImages(): DemoImage[] {
  const tours: Record<string, string> = {
    'classic-safari': savanna('Giraffes among acacias at sunset on the Serengeti', 'sunset', 11, 'giraffes'),
    'kilimanjaro-trek': kilimanjaro('Snow-capped Kilimanjaro above the savanna', 'golden', 12),
    'zanzibar-beach': zanzibar('Palm trees and a dhow on a turquoise Zanzibar beach', 'day', 13),
    'ngorongoro-crater': ngorongoro('The Ngorongoro crater floor and its soda lake', 'day', 14),
    'tarangire-elephants': tarangire('Elephants beneath baobab trees in Tarangire', 'golden', 15),
    'ruaha-wilderness': ruaha('Lions on a rocky outcrop by the Great Ruaha River', 'golden', 16),
    'stone-town-walk': stoneTownDoor('A carved Zanzibar door in Stone Town', '#6B3F1F', '#EFE3CC', true),
    'maasai-village': maasaiVillage('Maasai homesteads and people on the plains', 'golden', 18, false),
    'mount-meru': mountMeru('Mount Meru rising above the Arusha forest', 'dawn', 19),
    'olduvai-gorge': olduvai('The layered walls of Olduvai Gorge', 'golden', 20),
  };
  const gallery: Record<string, string> = {
    'serengeti-migration': savanna('Wildebeest migration across the Serengeti', 'golden', 21, 'migration'),
    'kilimanjaro-dawn': kilimanjaro('Kilimanjaro summit at dawn', 'dawn', 22),
    'zanzibar-dhow-sunset': zanzibar('A dhow sailing off Zanzibar at sunset', 'sunset', 23),
    'ngorongoro-crater': ngorongoro('Ngorongoro crater in the afternoon light', 'golden', 24),
    'tarangire-baobabs': tarangire('Baobabs and elephants in Tarangire', 'day', 25),
    'maasai-dancers': maasaiVillage('Maasai dancers in the adumu jumping dance', 'golden', 26, true),
    'stone-town-doors': stoneTownDoor('A brass-studded door of Stone Town', '#7A4A26', '#F3E9D6', false),
    'ruaha-lions': ruaha('Ruaha lions at sunset', 'sunset', 28),
  };
  return [
    ...Object.entries(tours).map(([name, svg]) => ({ folder: 'tours', name, svg })),
    ...Object.entries(gallery).map(([name, svg]) => ({ folder: 'gallery', name, svg })),
  ];
}
