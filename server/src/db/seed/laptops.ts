import type { ProductCategoryIcon } from '@shop/contract/catalog';
import type { products } from '#server/db/schema.ts';
import { demoImageUrl } from './demo-image-url';

/** FURSA demo catalogue: laptop categories and laptops, prices in TZS. */

export const LAPTOP_CATEGORIES = [
  { name: 'Business', icon: 'briefcase' },
  { name: 'Gaming', icon: 'gamepad' },
  { name: 'Ultrabooks', icon: 'laptop' },
  { name: 'Student & Budget', icon: 'star' },
  { name: 'Workstations', icon: 'cpu' },
  { name: '2-in-1 Convertibles', icon: 'monitor' },
] as const satisfies readonly { name: string; icon: ProductCategoryIcon }[];

type LaptopCategoryName = (typeof LAPTOP_CATEGORIES)[number]['name'];

type DemoLaptop = Omit<
  typeof products.$inferInsert,
  'brand' | 'id' | 'categoryId' | 'image' | 'createdAt' | 'updatedAt'
> & { category: LaptopCategoryName };

export const LAPTOPS: readonly DemoLaptop[] = [
  {
    category: 'Business',
    name: 'Dell Latitude 5440',
    description:
      'A dependable 14-inch workhorse for the office and the road. The spill-resistant keyboard and all-day battery make it a favourite of banks and NGOs across Dar es Salaam.',
    price: '1850000.00',
    originalPrice: '2050000.00',
    specifications: [
      'Intel Core i5-1345U',
      '16GB DDR4 RAM',
      '512GB NVMe SSD',
      '14" FHD IPS anti-glare',
      'Windows 11 Pro',
    ],
    stockQuantity: 14,
    imageUrl: demoImageUrl('laptops', 'business-silver'),
  },
  {
    category: 'Business',
    name: 'HP EliteBook 840 G10',
    description:
      'A premium aluminium business laptop with a sharp 16:10 screen and a quiet keyboard. Sure View privacy and a 5MP camera keep video calls crisp and confidential.',
    price: '2650000.00',
    specifications: [
      'Intel Core i7-1355U',
      '16GB DDR5 RAM',
      '512GB NVMe SSD',
      '14" WUXGA IPS',
      'Wi-Fi 6E, Thunderbolt 4',
    ],
    stockQuantity: 8,
    imageUrl: demoImageUrl('laptops', 'business-silver'),
  },
  {
    category: 'Business',
    name: 'Lenovo ThinkPad T14 Gen 4',
    description:
      'The classic ThinkPad, with the red TrackPoint and a legendary keyboard. Tested against dust, heat and humidity, so it is at home in an upcountry field office.',
    price: '2890000.00',
    originalPrice: '3150000.00',
    specifications: [
      'Intel Core i7-1365U vPro',
      '16GB DDR5 RAM',
      '1TB NVMe SSD',
      '14" 2.2K IPS',
      'Fingerprint reader',
    ],
    stockQuantity: 6,
    imageUrl: demoImageUrl('laptops', 'business-black'),
  },
  {
    category: 'Business',
    name: 'Lenovo ThinkPad E14 Gen 5',
    description:
      'ThinkPad durability at a small-business price. A roomy 16:10 display and a full set of ports mean no dongles on the desk.',
    price: '1390000.00',
    specifications: [
      'AMD Ryzen 5 7530U',
      '8GB DDR4 RAM',
      '512GB NVMe SSD',
      '14" WUXGA IPS',
      'HDMI, USB-C charging',
    ],
    stockQuantity: 18,
    imageUrl: demoImageUrl('laptops', 'business-black'),
  },
  {
    category: 'Business',
    name: 'HP ProBook 450 G10',
    description:
      'A 15.6-inch business laptop with a numeric keypad for accountants and shopkeepers. Solid, serviceable and easy on the budget.',
    price: '1480000.00',
    specifications: [
      'Intel Core i5-1335U',
      '8GB DDR4 RAM',
      '512GB NVMe SSD',
      '15.6" FHD IPS',
      'Numeric keypad',
    ],
    stockQuantity: 0,
    imageUrl: demoImageUrl('laptops', 'business-silver'),
  },
  {
    category: 'Business',
    name: 'Dell Vostro 3520',
    description:
      'An affordable laptop for a growing team, with the essentials done right. A good choice for reception desks, schools and shops.',
    price: '1150000.00',
    specifications: [
      'Intel Core i5-1235U',
      '8GB DDR4 RAM',
      '256GB NVMe SSD',
      '15.6" FHD 120Hz',
      'Windows 11 Pro',
    ],
    stockQuantity: 22,
    imageUrl: demoImageUrl('laptops', 'student-silver'),
  },
  {
    category: 'Gaming',
    name: 'ASUS ROG Strix G16',
    description:
      'A 16-inch gaming machine with a fast 165Hz screen and per-key RGB lighting. Cooling that keeps up through long sessions, even in Dar es Salaam heat.',
    price: '3950000.00',
    originalPrice: '4300000.00',
    specifications: [
      'Intel Core i7-13650HX',
      'NVIDIA RTX 4060 8GB',
      '16GB DDR5 RAM',
      '1TB NVMe SSD',
      '16" FHD+ 165Hz',
    ],
    stockQuantity: 4,
    imageUrl: demoImageUrl('laptops', 'gaming-black'),
  },
  {
    category: 'Gaming',
    name: 'ASUS TUF Gaming F15',
    description:
      'Military-grade toughness and a 144Hz display at an entry price. Plays every popular title at high settings and doubles as a capable study laptop.',
    price: '2350000.00',
    specifications: [
      'Intel Core i5-12500H',
      'NVIDIA RTX 3050 4GB',
      '16GB DDR4 RAM',
      '512GB NVMe SSD',
      '15.6" FHD 144Hz',
    ],
    stockQuantity: 11,
    imageUrl: demoImageUrl('laptops', 'gaming-blue'),
  },
  {
    category: 'Gaming',
    name: 'Lenovo Legion 5 Gen 8',
    description:
      'A balanced gaming laptop with a restrained look and a superb keyboard. Last season’s model, kept in the catalogue while the new one arrives.',
    price: '3750000.00',
    specifications: [
      'AMD Ryzen 7 7745HX',
      'NVIDIA RTX 4060 8GB',
      '16GB DDR5 RAM',
      '1TB NVMe SSD',
      '15.6" WQHD 165Hz',
    ],
    stockQuantity: 0,
    isActive: false,
    imageUrl: demoImageUrl('laptops', 'gaming-black'),
  },
  {
    category: 'Gaming',
    name: 'Acer Nitro V 15',
    description:
      'The most affordable way into RTX 40-series gaming. Dual fans and a simple, clean design with red accents.',
    price: '2190000.00',
    originalPrice: '2400000.00',
    specifications: [
      'Intel Core i5-13420H',
      'NVIDIA RTX 4050 6GB',
      '8GB DDR5 RAM',
      '512GB NVMe SSD',
      '15.6" FHD 144Hz',
    ],
    stockQuantity: 13,
    imageUrl: demoImageUrl('laptops', 'gaming-red'),
  },
  {
    category: 'Gaming',
    name: 'HP Victus 15',
    description:
      'An understated gaming laptop that looks at home in a lecture hall. Good for esports titles, video editing and everyday work.',
    price: '1890000.00',
    specifications: [
      'AMD Ryzen 5 7535HS',
      'NVIDIA RTX 2050 4GB',
      '8GB DDR5 RAM',
      '512GB NVMe SSD',
      '15.6" FHD 144Hz',
    ],
    stockQuantity: 7,
    imageUrl: demoImageUrl('laptops', 'gaming-blue'),
  },
  {
    category: 'Ultrabooks',
    name: 'Apple MacBook Air 13 (M2)',
    description:
      'Silent, fanless and astonishingly light, with battery life that lasts a full day and more. The Liquid Retina display makes photos and documents a pleasure to read.',
    price: '2750000.00',
    specifications: [
      'Apple M2 8-core CPU',
      '8GB unified memory',
      '256GB SSD',
      '13.6" Liquid Retina',
      'Up to 18 hours battery',
    ],
    stockQuantity: 9,
    imageUrl: demoImageUrl('laptops', 'macbook-midnight'),
  },
  {
    category: 'Ultrabooks',
    name: 'Apple MacBook Air 15 (M3)',
    description:
      'The big-screen MacBook Air, still thin enough to slip into any bag. Ideal for designers and writers who want room to work without the weight.',
    price: '4450000.00',
    specifications: [
      'Apple M3 8-core CPU',
      '16GB unified memory',
      '512GB SSD',
      '15.3" Liquid Retina',
      'Six-speaker sound',
    ],
    stockQuantity: 3,
    imageUrl: demoImageUrl('laptops', 'macbook-starlight'),
  },
  {
    category: 'Ultrabooks',
    name: 'Dell XPS 13 9315',
    description:
      'A jewel of a laptop machined from aluminium, with a nearly borderless screen. Weighs under 1.2 kg and charges over USB-C.',
    price: '3300000.00',
    originalPrice: '3600000.00',
    specifications: [
      'Intel Core i7-1250U',
      '16GB LPDDR5 RAM',
      '512GB NVMe SSD',
      '13.4" FHD+ InfinityEdge',
      '1.17 kg',
    ],
    stockQuantity: 5,
    imageUrl: demoImageUrl('laptops', 'ultrabook-silver'),
  },
  {
    category: 'Ultrabooks',
    name: 'ASUS Zenbook 14 OLED',
    description:
      'A vivid 2.8K OLED screen in a slim navy body. The new Core Ultra chip brings long battery life and quiet, cool running.',
    price: '2850000.00',
    specifications: [
      'Intel Core Ultra 5 125H',
      '16GB LPDDR5X RAM',
      '512GB NVMe SSD',
      '14" 2.8K OLED 120Hz',
      '1.2 kg',
    ],
    stockQuantity: 12,
    imageUrl: demoImageUrl('laptops', 'ultrabook-navy'),
  },
  {
    category: 'Ultrabooks',
    name: 'HP Pavilion Aero 13',
    description:
      'Under a kilogram yet fully featured, with a bright 16:10 screen. A lot of laptop for a traveller on a budget.',
    price: '2050000.00',
    specifications: ['AMD Ryzen 7 7735U', '16GB LPDDR5 RAM', '512GB NVMe SSD', '13.3" WUXGA IPS', '0.99 kg'],
    stockQuantity: 16,
    imageUrl: demoImageUrl('laptops', 'ultrabook-silver'),
  },
  {
    category: 'Student & Budget',
    name: 'Acer Aspire 3 A315',
    description:
      'A sensible first laptop for school and college work. Fast enough for research, assignments and video lessons.',
    price: '850000.00',
    originalPrice: '950000.00',
    specifications: ['Intel Core i3-1215U', '8GB DDR4 RAM', '256GB NVMe SSD', '15.6" FHD', 'Windows 11 Home'],
    stockQuantity: 30,
    imageUrl: demoImageUrl('laptops', 'student-silver'),
  },
  {
    category: 'Student & Budget',
    name: 'Lenovo IdeaPad Slim 3',
    description:
      'A slim, quiet laptop in abyss blue with a full HD screen and a privacy shutter on the camera. Plenty of storage for notes and projects.',
    price: '1090000.00',
    specifications: [
      'AMD Ryzen 5 7520U',
      '8GB LPDDR5 RAM',
      '512GB NVMe SSD',
      '15.6" FHD IPS',
      'Camera privacy shutter',
    ],
    stockQuantity: 25,
    imageUrl: demoImageUrl('laptops', 'student-blue'),
  },
  {
    category: 'Student & Budget',
    name: 'HP 250 G9',
    description:
      'Our lowest-priced laptop, built for e-mail, documents and online classes. Simple, reliable and covered by the full FURSA warranty.',
    price: '650000.00',
    specifications: ['Intel Celeron N4500', '4GB DDR4 RAM', '256GB SSD', '15.6" HD', 'Windows 11 Home'],
    stockQuantity: 40,
    imageUrl: demoImageUrl('laptops', 'student-silver'),
  },
  {
    category: 'Student & Budget',
    name: 'ASUS Vivobook 15',
    description:
      'A well-rounded everyday laptop with a comfortable keyboard and a numeric pad. Handles spreadsheets, browsing and streaming with ease.',
    price: '1190000.00',
    specifications: [
      'Intel Core i5-1235U',
      '8GB DDR4 RAM',
      '512GB NVMe SSD',
      '15.6" FHD',
      'Fingerprint reader',
    ],
    stockQuantity: 0,
    imageUrl: demoImageUrl('laptops', 'student-blue'),
  },
  {
    category: 'Student & Budget',
    name: 'Dell Inspiron 15 3520',
    description:
      'A roomy 120Hz screen and a quick SSD make this Inspiron feel faster than its price. A good all-rounder for home and university.',
    price: '1250000.00',
    specifications: [
      'Intel Core i5-1235U',
      '8GB DDR4 RAM',
      '512GB NVMe SSD',
      '15.6" FHD 120Hz',
      'Windows 11 Home',
    ],
    stockQuantity: 2,
    imageUrl: demoImageUrl('laptops', 'student-silver'),
  },
  {
    category: 'Workstations',
    name: 'Dell Precision 3581',
    description:
      'An ISV-certified mobile workstation for engineers and architects. Runs AutoCAD, Revit and ArcGIS smoothly on site and in the office.',
    price: '4650000.00',
    originalPrice: '4950000.00',
    specifications: [
      'Intel Core i7-13700H',
      'NVIDIA RTX A1000 6GB',
      '32GB DDR5 RAM',
      '1TB NVMe SSD',
      '15.6" FHD IPS',
    ],
    stockQuantity: 2,
    imageUrl: demoImageUrl('laptops', 'workstation-graphite'),
  },
  {
    category: 'Workstations',
    name: 'HP ZBook Firefly 14 G10',
    description:
      'Workstation power in a 1.4 kg body, for designers who travel. Professional graphics drivers and a colour-accurate screen.',
    price: '4200000.00',
    specifications: [
      'Intel Core i7-1365U',
      'NVIDIA RTX A500 4GB',
      '32GB DDR5 RAM',
      '1TB NVMe SSD',
      '14" WUXGA 100% sRGB',
    ],
    stockQuantity: 0,
    imageUrl: demoImageUrl('laptops', 'workstation-graphite'),
  },
  {
    category: 'Workstations',
    name: 'Lenovo ThinkPad P16s Gen 2',
    description:
      'A slim 16-inch workstation with a large canvas for data analysis and GIS work. ThinkPad reliability with certified drivers.',
    price: '3850000.00',
    specifications: [
      'AMD Ryzen 7 PRO 7840U',
      '32GB LPDDR5X RAM',
      '1TB NVMe SSD',
      '16" WUXGA IPS',
      'ISV certified',
    ],
    stockQuantity: 5,
    imageUrl: demoImageUrl('laptops', 'workstation-graphite'),
  },
  {
    category: '2-in-1 Convertibles',
    name: 'HP Envy x360 14',
    description:
      'Fold it back into a tablet to sketch or sign, then open it again to type. A bright touch screen and the pen are in the box.',
    price: '2450000.00',
    originalPrice: '2700000.00',
    specifications: [
      'AMD Ryzen 7 7730U',
      '16GB DDR4 RAM',
      '512GB NVMe SSD',
      '14" 2.2K touch',
      'HP pen included',
    ],
    stockQuantity: 10,
    imageUrl: demoImageUrl('laptops', 'convertible-silver'),
  },
  {
    category: '2-in-1 Convertibles',
    name: 'Lenovo Yoga 7i 14',
    description:
      'A 360-degree hinge, a sharp 2.2K screen and a soundbar built into the hinge. Ideal for presentations and watching films in tent mode.',
    price: '2290000.00',
    specifications: [
      'Intel Core i5-1335U',
      '16GB LPDDR5 RAM',
      '512GB NVMe SSD',
      '14" 2.2K touch',
      'Active pen support',
    ],
    stockQuantity: 15,
    imageUrl: demoImageUrl('laptops', 'convertible-slate'),
  },
  {
    category: '2-in-1 Convertibles',
    name: 'Dell Inspiron 14 2-in-1',
    description:
      'A flexible touch-screen laptop at a friendly price. Take notes by hand in class, then type up the assignment at home.',
    price: '1650000.00',
    specifications: ['Intel Core i5-1335U', '8GB DDR4 RAM', '512GB NVMe SSD', '14" FHD+ touch', '360° hinge'],
    stockQuantity: 6,
    imageUrl: demoImageUrl('laptops', 'convertible-silver'),
  },
  {
    category: '2-in-1 Convertibles',
    name: 'ASUS Vivobook Flip 14',
    description:
      'An entry-level convertible for reading, drawing and online lessons. Light enough to hold as a tablet for a whole lecture.',
    price: '1180000.00',
    specifications: [
      'Intel Core i3-1215U',
      '8GB DDR4 RAM',
      '256GB NVMe SSD',
      '14" FHD touch',
      'Stylus support',
    ],
    stockQuantity: 0,
    imageUrl: demoImageUrl('laptops', 'convertible-slate'),
  },
];
