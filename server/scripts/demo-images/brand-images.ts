import { kilimanjaro, quietSavanna } from './landscapes';
import { productStage } from './product-stage';
import { acacia } from './savanna-shapes';
import { type DemoImage, linear, radial, seeded, svgDocument } from './svg';

/** Hero backgrounds for /isml and /fursa, and the pictures shown when an image fails to load. */

function fursaHero(): string {
  const defs =
    linear(
      'bg',
      [
        [0, '#061A40'],
        [1, '#0B3B8C'],
      ],
      [0, 0],
      [1, 1],
    ) +
    radial('glow', [
      [0, '#22D3EE', 0.4],
      [1, '#22D3EE', 0],
    ]) +
    `<pattern id="dots" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="1.5" fill="#FFFFFF" opacity=".08"/></pattern>`;
  const floor: string[] = [];
  for (let i = -10; i <= 10; i++) floor.push(`M1150 560L${1150 + i * 180} 900`);
  for (const y of [600, 660, 740, 850]) floor.push(`M0 ${y}H1600`);
  const traces =
    'M1600 180H1380L1320 240H1180M1600 300H1440L1400 340M1250 90V160L1300 210M980 120H1080L1120 160V220M1600 440H1480L1440 400H1340';
  const nodes = [
    [1180, 240],
    [1400, 340],
    [1300, 210],
    [1120, 220],
    [1340, 400],
  ]
    .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="6" fill="#22D3EE"/>`)
    .join('');
  const body = [
    `<rect width="1600" height="900" fill="url(#bg)"/><rect width="1600" height="900" fill="url(#dots)"/>`,
    `<circle cx="1150" cy="420" r="620" fill="url(#glow)"/>`,
    `<path d="${floor.join('')}" stroke="#22D3EE" stroke-width="1.5" opacity=".18"/>`,
    `<path d="${traces}" fill="none" stroke="#22D3EE" stroke-width="3" opacity=".45" stroke-linejoin="round"/>${nodes}`,
    `<g fill="none" stroke="#FFFFFF" stroke-width="4" stroke-linejoin="round" opacity=".85"><rect x="960" y="300" width="380" height="240" rx="16"/><path d="M900 560H1400L1370 600H930Z"/></g><rect x="980" y="320" width="340" height="200" rx="6" fill="#22D3EE" opacity=".12"/>`,
  ].join('');
  return svgDocument(1600, 900, 'Deep blue technology background with a laptop outline', defs, body);
}

function fursaPlaceholder(): string {
  const defs = linear('bg', [
    [0, '#F1F5F9'],
    [1, '#E2E8F0'],
  ]);
  const body = `<rect width="800" height="600" fill="url(#bg)"/><g fill="none" stroke="#94A3B8" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"><rect x="270" y="190" width="260" height="170" rx="14"/><path d="M220 390H580L560 420H240Z"/></g>`;
  return svgDocument(800, 600, 'Laptop image unavailable', defs, body);
}

function igsumPlaceholder(): string {
  const emblem = `<g opacity=".55"><circle cx="400" cy="280" r="118" fill="none" stroke="#C8963E" stroke-width="8"/><circle cx="446" cy="236" r="26" fill="#E2711D"/><path d="M300 322H500" stroke="#C8963E" stroke-width="8" stroke-linecap="round"/>${acacia(390, 322, 1.05, '#8E6A2C', seeded(43))}</g>`;
  return productStage('Product image unavailable', '', emblem, 150);
}

export function brandImages(): DemoImage[] {
  return [
    {
      folder: 'brand',
      name: 'isml-hero',
      svg: kilimanjaro('Kilimanjaro above the savanna at sunset', 'sunset', 41),
    },
    { folder: 'brand', name: 'fursa-hero', svg: fursaHero() },
    { folder: 'brand', name: 'fursa-product-placeholder', svg: fursaPlaceholder() },
    { folder: 'brand', name: 'igsum-product-placeholder', svg: igsumPlaceholder() },
    { folder: 'brand', name: 'tour-placeholder', svg: quietSavanna('Tour image unavailable', 42) },
  ];
}
