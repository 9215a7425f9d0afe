import type { products } from '#server/db/schema.ts';
import { demoImageUrl } from './demo-image-url';

/** IGSUM demo catalogue: Tanzanian products and souvenirs, prices in USD. */

export const IGSUM_CATEGORIES = [
  'Coffee & Tea',
  'Wood Carvings',
  'Textiles & Kanga',
  'Maasai Jewelry',
  'Spices',
  'Tingatinga Art',
] as const;

type IgsumCategoryName = (typeof IGSUM_CATEGORIES)[number];

type DemoIgsumProduct = Omit<
  typeof products.$inferInsert,
  'brand' | 'id' | 'categoryId' | 'image' | 'createdAt' | 'updatedAt'
> & { category: IgsumCategoryName };

const image = (name: string) => demoImageUrl('igsum-products', name);

export const IGSUM_PRODUCTS: readonly DemoIgsumProduct[] = [
  {
    category: 'Coffee & Tea',
    name: 'Kilimanjaro Peaberry Coffee, 500 g',
    description:
      'Whole-bean Arabica grown by smallholder co-operatives on the slopes of Kilimanjaro. Peaberry beans give a bright, winey cup with notes of blackcurrant and cocoa.',
    price: '18.00',
    specifications: ['500 g whole beans', 'Medium roast', 'Grown at 1,400-1,800 m', 'Roasted in Moshi'],
    stockQuantity: 64,
    imageUrl: image('coffee-kilimanjaro'),
  },
  {
    category: 'Coffee & Tea',
    name: 'Mbeya Arabica Dark Roast, 1 kg',
    description:
      'A bold, chocolatey dark roast from the southern highlands of Mbeya. Made for espresso and strong morning coffee.',
    price: '32.00',
    originalPrice: '36.00',
    specifications: ['1 kg whole beans', 'Dark roast', 'Southern Highlands origin', 'Resealable valve bag'],
    stockQuantity: 23,
    imageUrl: image('coffee-mbeya'),
  },
  {
    category: 'Coffee & Tea',
    name: 'Usambara Highland Black Tea Tin',
    description:
      'Loose-leaf black tea from the misty Usambara mountains, packed in a reusable tin. Brews a bright amber cup that takes milk well.',
    price: '19.50',
    specifications: ['250 g loose leaf', 'Reusable tin', 'Usambara Mountains origin', 'About 100 cups'],
    stockQuantity: 8,
    imageUrl: image('tea-tin'),
  },
  {
    category: 'Wood Carvings',
    name: 'Makonde Ebony Bust',
    description:
      'Hand-carved from a single piece of African blackwood (mpingo) by Makonde artists in Mwenge, Dar es Salaam. Each piece is unique and signed by the carver.',
    price: '245.00',
    originalPrice: '280.00',
    specifications: [
      'African blackwood (mpingo)',
      'Height about 35 cm',
      'Hand-polished',
      'Signed by the artist',
    ],
    stockQuantity: 3,
    imageUrl: image('makonde-bust'),
  },
  {
    category: 'Wood Carvings',
    name: 'Hand-carved Mninga Elephant',
    description:
      'A walking elephant carved in warm mninga wood and finished with beeswax. A lasting reminder of the herds of Tarangire.',
    price: '85.00',
    specifications: ['Mninga hardwood', 'Length about 30 cm', 'Beeswax finish', 'Carved in Arusha'],
    stockQuantity: 12,
    imageUrl: image('carved-elephant'),
  },
  {
    category: 'Wood Carvings',
    name: 'Olive Wood Salad Servers',
    description:
      'A pair of servers turned from wild olive wood, with a beautiful swirling grain. Food-safe and made to be used every day.',
    price: '28.00',
    specifications: ['Wild olive wood', 'Length 30 cm', 'Food-safe oil finish', 'Hand wash only'],
    stockQuantity: 41,
    imageUrl: image('salad-servers'),
  },
  {
    category: 'Textiles & Kanga',
    name: 'Kanga Pair "Upendo"',
    description:
      'A matching pair of printed cotton kangas with a Swahili proverb in the border. Wear one as a wrap and the other as a headscarf, or hang them as a wall piece.',
    price: '24.00',
    specifications: [
      '100% cotton',
      'Two pieces, 150 x 110 cm each',
      'Swahili proverb border',
      'Printed in Dar es Salaam',
    ],
    stockQuantity: 37,
    imageUrl: image('kanga-stack'),
  },
  {
    category: 'Textiles & Kanga',
    name: 'Maasai Shuka Blanket',
    description:
      'The bold checked cloth worn by Maasai herders, woven thick enough for a cool evening on the crater rim. Makes a striking throw or picnic blanket.',
    price: '38.00',
    specifications: ['Acrylic-cotton blend', '200 x 150 cm', 'Red, blue or mixed checks', 'Machine washable'],
    stockQuantity: 0,
    imageUrl: image('shuka-stack'),
  },
  {
    category: 'Textiles & Kanga',
    name: 'Kikoi Beach Wrap',
    description:
      'A striped, hand-loomed kikoi from the coast, with knotted fringes. Light enough for the beach, soft enough for a towel.',
    price: '32.00',
    originalPrice: '35.00',
    specifications: ['Hand-loomed cotton', '170 x 100 cm', 'Knotted fringes', 'Made in Tanga'],
    stockQuantity: 19,
    imageUrl: image('kikoi-stack'),
  },
  {
    category: 'Maasai Jewelry',
    name: 'Maasai Beaded Collar Necklace',
    description:
      'A flat, round collar of glass beads strung by Maasai women in Longido. The colours carry meaning: red for bravery, blue for the sky, green for the land.',
    price: '65.00',
    specifications: [
      'Glass seed beads on wire',
      'Diameter about 25 cm',
      'Leather tie closure',
      'Women-led co-operative',
    ],
    stockQuantity: 9,
    imageUrl: image('beaded-collar'),
  },
  {
    category: 'Maasai Jewelry',
    name: 'Maasai Wedding Collar',
    description:
      'A broad ceremonial collar in white and blue, with a fringe of beaded strands and metal drops. A statement piece, beaded over several weeks.',
    price: '120.00',
    specifications: [
      'Glass beads and metal drops',
      'Diameter about 32 cm',
      'Fringe of nine strands',
      'One of a kind',
    ],
    stockQuantity: 2,
    imageUrl: image('beaded-collar-wedding'),
  },
  {
    category: 'Maasai Jewelry',
    name: 'Beaded Bangle Set (5 pieces)',
    description:
      'Five stackable bangles in traditional Maasai colour patterns. A light, colourful gift that travels well.',
    price: '22.00',
    specifications: [
      'Five bangles',
      'Glass beads on a rigid wire core',
      'Inner diameter 6.5 cm',
      'Assorted colours',
    ],
    stockQuantity: 56,
    imageUrl: image('beaded-bangles'),
  },
  {
    category: 'Spices',
    name: 'Zanzibar Spice Gift Set',
    description:
      'Three jars from the spice farms of Zanzibar: turmeric, cinnamon and cardamom, with cinnamon bark and star anise. Everything you need for a proper pilau.',
    price: '29.00',
    specifications: [
      'Three 80 g glass jars',
      'Turmeric, cinnamon, cardamom',
      'Cork lids',
      'Pilau recipe card',
    ],
    stockQuantity: 31,
    imageUrl: image('spice-jars'),
  },
  {
    category: 'Spices',
    name: 'Pemba Whole Cloves, 250 g',
    description:
      'Hand-picked and sun-dried cloves from Pemba island, the heart of East Africa’s clove trade. Intensely aromatic, in a reusable jute pouch.',
    price: '18.00',
    specifications: ['250 g whole cloves', 'Sun-dried', 'Pemba Island origin', 'Jute drawstring pouch'],
    stockQuantity: 6,
    imageUrl: image('cloves-pouch'),
  },
  {
    category: 'Spices',
    name: 'Kagera Vanilla Pods (10)',
    description:
      'Plump, oily Bourbon vanilla pods grown by smallholders in Kagera near Lake Victoria. Rich and sweet, for baking and homemade extract.',
    price: '24.00',
    specifications: ['10 pods, 14-16 cm', 'Grade A Bourbon', 'Kagera origin', 'Vacuum sealed'],
    stockQuantity: 14,
    imageUrl: image('vanilla-pods'),
  },
  {
    category: 'Tingatinga Art',
    name: 'Tingatinga Painting "Twiga Family"',
    description:
      'Giraffes under a red sun, painted in glossy enamel in the Tingatinga style born in Dar es Salaam in the 1960s. Signed on the front by the painter.',
    price: '150.00',
    specifications: [
      'Enamel on canvas',
      '60 x 60 cm',
      'Stretched, ready to hang',
      'Tingatinga Arts Co-operative',
    ],
    stockQuantity: 4,
    imageUrl: image('tingatinga-giraffes'),
  },
  {
    category: 'Tingatinga Art',
    name: 'Tingatinga Painting "Ndege wa Rangi"',
    description:
      'Bright birds and flowers on cobalt blue, full of the humour and colour of Tingatinga art. Shipped rolled in a tube, ready to frame.',
    price: '95.00',
    originalPrice: '110.00',
    specifications: ['Enamel on canvas', '40 x 50 cm', 'Shipped rolled', 'Signed by the artist'],
    stockQuantity: 0,
    imageUrl: image('tingatinga-birds'),
  },
];
