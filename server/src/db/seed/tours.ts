import type { tourCategories, tours } from '#server/db/schema.ts';
import { demoImageUrl } from './demo-image-url';

/** IGSUM tours, prices in USD per person. */

/** docs/catalogue.md fixes these ids: 1 Adventure, 2 Cultural, 3 Nature, 4 Historical. */
export const TOUR_CATEGORIES = [
  {
    id: 1,
    name: 'Adventure',
    slug: 'adventure',
    description: 'Summit climbs, walking safaris and wild places off the beaten track.',
  },
  {
    id: 2,
    name: 'Cultural',
    slug: 'cultural',
    description: 'Time with the Maasai, Swahili and other communities who call Tanzania home.',
  },
  {
    id: 3,
    name: 'Nature',
    slug: 'nature',
    description: 'Classic game drives, crater floors and white-sand beaches.',
  },
  {
    id: 4,
    name: 'Historical',
    slug: 'historical',
    description: 'Stone Town, the cradle of humankind and the ruins of the Swahili coast.',
  },
] as const satisfies readonly (typeof tourCategories.$inferInsert)[];

type TourCategoryName = (typeof TOUR_CATEGORIES)[number]['name'];

type DemoTour = Omit<typeof tours.$inferInsert, 'id' | 'categoryId' | 'image' | 'createdAt' | 'updatedAt'> & {
  category: TourCategoryName;
};

const image = (name: string) => demoImageUrl('tours', name);

export const TOURS: readonly DemoTour[] = [
  {
    title: 'Classic Safari Experience',
    category: 'Nature',
    description:
      'Eight days across the northern circuit: the endless plains of the Serengeti, the wildlife-packed floor of Ngorongoro Crater and the elephant herds of Tarangire. Nights in comfortable tented camps, with an expert driver-guide in a pop-up-roof Land Cruiser.',
    price: '4200.00',
    originalPrice: '5000.00',
    duration: '8 days',
    difficultyLevel: 'Easy',
    maxParticipants: 12,
    availableDates: [
      '2027-01-12',
      '2027-02-09',
      '2027-03-16',
      '2027-06-22',
      '2027-07-13',
      '2027-08-10',
      '2027-09-14',
      '2027-10-19',
    ],
    highlights: [
      'Serengeti game drives during the Great Migration',
      'A full day on the Ngorongoro Crater floor',
      'Elephant herds and baobabs in Tarangire',
      'Tented camps with all meals included',
    ],
    isFeatured: true,
    imageUrl: image('classic-safari'),
  },
  {
    title: 'Kilimanjaro Summit Trek',
    category: 'Adventure',
    description:
      'Climb Africa’s highest mountain by the scenic Machame route, through rainforest, heath and alpine desert to Uhuru Peak at 5,895 m. An extra acclimatisation day gives the best chance of reaching the summit.',
    price: '5000.00',
    originalPrice: '5600.00',
    duration: '9 days',
    difficultyLevel: 'Challenging',
    maxParticipants: 10,
    availableDates: [
      '2027-01-05',
      '2027-02-02',
      '2027-06-15',
      '2027-07-06',
      '2027-08-03',
      '2027-09-07',
      '2027-12-14',
    ],
    highlights: [
      'Machame route with an acclimatisation day',
      'Sunrise at Uhuru Peak, 5,895 m',
      'Certified mountain guides, porters and a cook',
      'Park fees, camping gear and hotel nights in Moshi',
    ],
    isFeatured: true,
    imageUrl: image('kilimanjaro-trek'),
  },
  {
    title: 'Zanzibar Beach Paradise',
    category: 'Nature',
    description:
      'A week on the Spice Island: powder-white beaches at Nungwi, a sunset dhow cruise, a spice farm tour and a day snorkelling the reefs of Mnemba Atoll. Unhurried, warm and utterly relaxing.',
    price: '3100.00',
    originalPrice: '3500.00',
    duration: '7 days',
    difficultyLevel: 'Easy',
    maxParticipants: 16,
    availableDates: [
      '2027-01-19',
      '2027-02-16',
      '2027-03-09',
      '2027-06-08',
      '2027-07-20',
      '2027-08-24',
      '2027-10-05',
      '2027-11-16',
      '2027-12-21',
    ],
    highlights: [
      'Beachfront hotel at Nungwi',
      'Sunset dhow cruise with dinner',
      'Snorkelling at Mnemba Atoll',
      'Guided spice farm visit',
    ],
    isFeatured: true,
    imageUrl: image('zanzibar-beach'),
  },
  {
    title: 'Ngorongoro Crater Day Trip',
    category: 'Nature',
    description:
      'A full day inside the world’s largest intact volcanic caldera, home to lions, black rhino and flamingo-lined soda lakes. Departs from Karatu with a picnic lunch by the hippo pool.',
    price: '450.00',
    duration: '1 day',
    difficultyLevel: 'Easy',
    maxParticipants: 6,
    availableDates: [
      '2027-01-08',
      '2027-02-12',
      '2027-03-12',
      '2027-06-11',
      '2027-07-09',
      '2027-08-13',
      '2027-09-10',
    ],
    highlights: [
      'Descent to the crater floor',
      'Chance to see black rhino',
      'Picnic lunch by the hippo pool',
    ],
    imageUrl: image('ngorongoro-crater'),
  },
  {
    title: 'Tarangire Elephant Safari',
    category: 'Nature',
    description:
      'Three days in Tarangire, famous for its giant baobabs and some of the largest elephant herds in Africa. Game drives along the river and a guided night drive.',
    price: '1250.00',
    duration: '3 days',
    difficultyLevel: 'Easy',
    maxParticipants: 12,
    availableDates: [
      '2027-06-04',
      '2027-06-25',
      '2027-07-16',
      '2027-08-06',
      '2027-08-27',
      '2027-09-17',
      '2027-10-08',
    ],
    highlights: ['Elephant herds on the Tarangire River', 'Ancient baobab groves', 'Guided night game drive'],
    imageUrl: image('tarangire-elephants'),
  },
  {
    title: 'Ruaha Wilderness Safari',
    category: 'Adventure',
    description:
      'Fly into Ruaha, Tanzania’s largest national park, for five days far from the crowds. Walking safaris with armed rangers and game drives along the Great Ruaha River, known for its big lion prides.',
    price: '2600.00',
    originalPrice: '2900.00',
    duration: '5 days',
    difficultyLevel: 'Moderate',
    maxParticipants: 8,
    availableDates: ['2027-06-14', '2027-07-12', '2027-08-09', '2027-09-06', '2027-09-27', '2027-10-18'],
    highlights: [
      'Light-aircraft flights from Dar es Salaam',
      'Walking safari with armed rangers',
      'Big lion prides of the Great Ruaha River',
    ],
    imageUrl: image('ruaha-wilderness'),
  },
  {
    title: 'Stone Town Heritage Walk',
    category: 'Historical',
    description:
      'Wander the narrow lanes of Zanzibar’s UNESCO-listed Stone Town with a local historian: carved doors, the House of Wonders, the old slave market and the Darajani bazaar. Ends with spiced coffee on a rooftop.',
    price: '85.00',
    duration: '1 day',
    difficultyLevel: 'Easy',
    maxParticipants: 16,
    availableDates: [
      '2027-01-20',
      '2027-02-17',
      '2027-03-10',
      '2027-06-09',
      '2027-07-21',
      '2027-08-25',
      '2027-10-06',
      '2027-11-17',
    ],
    highlights: [
      'Carved Zanzibar doors and the House of Wonders',
      'Old slave market memorial',
      'Rooftop spiced coffee at sunset',
    ],
    imageUrl: image('stone-town-walk'),
  },
  {
    title: 'Maasai Village Cultural Visit',
    category: 'Cultural',
    description:
      'Two days as guests of a Maasai community near Monduli. Walk with the herders, learn beadwork from the women, watch the adumu jumping dance and spend a night in a guest boma.',
    price: '320.00',
    duration: '2 days',
    difficultyLevel: 'Easy',
    maxParticipants: 10,
    availableDates: [
      '2027-01-15',
      '2027-02-19',
      '2027-03-19',
      '2027-06-18',
      '2027-07-23',
      '2027-08-20',
      '2027-09-24',
    ],
    highlights: [
      'Walk with Maasai herders',
      'Beadwork lesson with the women of the boma',
      'Evening adumu dance',
    ],
    imageUrl: image('maasai-village'),
  },
  {
    title: 'Mount Meru Climb',
    category: 'Adventure',
    description:
      'Tanzania’s second-highest mountain and the perfect warm-up for Kilimanjaro. Four days through Arusha National Park, with giraffes on the lower slopes and a knife-edge crater rim to Socialist Peak at 4,566 m.',
    price: '1450.00',
    duration: '4 days',
    difficultyLevel: 'Challenging',
    maxParticipants: 8,
    availableDates: [
      '2027-01-04',
      '2027-02-01',
      '2027-06-07',
      '2027-07-05',
      '2027-08-02',
      '2027-09-06',
      '2027-10-04',
    ],
    highlights: [
      'Summit of Socialist Peak, 4,566 m',
      'Giraffes and buffalo in Arusha National Park',
      'Views across to Kilimanjaro',
    ],
    imageUrl: image('mount-meru'),
  },
  {
    title: 'Olduvai Gorge & Laetoli Footprints',
    category: 'Historical',
    description:
      'Stand where the Leakeys uncovered two million years of human history. Two days at Olduvai Gorge and the new museum, with a visit to the Laetoli footprint site and a night on the edge of the Serengeti.',
    price: '980.00',
    duration: '2 days',
    difficultyLevel: 'Moderate',
    maxParticipants: 12,
    availableDates: ['2027-01-26', '2027-03-02', '2027-06-29', '2027-07-27', '2027-08-31', '2027-10-26'],
    highlights: [
      'Olduvai Gorge museum and excavation sites',
      'Laetoli footprint replica',
      'Overnight at a Serengeti-edge lodge',
    ],
    imageUrl: image('olduvai-gorge'),
  },
];
