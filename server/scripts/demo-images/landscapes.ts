import {
  acacia,
  baobab,
  birds,
  cloud,
  dhow,
  elephant,
  giraffe,
  herd,
  hut,
  lion,
  lioness,
  maasai,
  maasaiSymbol,
  palm,
  wildebeestSymbol,
} from './savanna-shapes';
import { between, linear, num, radial, ridge, seeded, svgDocument } from './svg';

/** IGSUM landscapes: flat layered scenes in a warm safari palette, 800 x 500 (16:10). */

const W = 800;
const H = 500;

export type Light = 'dawn' | 'day' | 'golden' | 'sunset';

type Palette = {
  sky: readonly [string, string, string];
  sun: string;
  /** Land from the far haze to the near ground. */
  land: readonly [string, string, string, string];
  tree: string;
  bark: string;
  animal: string;
};

const PALETTES: Record<Light, Palette> = {
  dawn: {
    sky: ['#C98A8A', '#F2BE94', '#FBE6C4'],
    sun: '#FFF3D9',
    land: ['#B99A86', '#A27F5C', '#8C6A3E', '#5E4426'],
    tree: '#3E2B1A',
    bark: '#4A3526',
    animal: '#34241A',
  },
  day: {
    sky: ['#8EC5D6', '#CFE5DF', '#F8EDD3'],
    sun: '#FFF4CF',
    land: ['#C7B58A', '#C8A45C', '#C8963E', '#8E6A2C'],
    tree: '#4E6B30',
    bark: '#6E5A44',
    animal: '#3E2B17',
  },
  golden: {
    sky: ['#E3A857', '#F2C982', '#FBE7BC'],
    sun: '#FFF2CC',
    land: ['#D2A86A', '#C8963E', '#A8772E', '#6E4E22'],
    tree: '#3E2B17',
    bark: '#3E2B17',
    animal: '#3A2814',
  },
  sunset: {
    sky: ['#6E2A22', '#D8621F', '#F7B352'],
    sun: '#FFE2A0',
    land: ['#B8532A', '#8F3C1F', '#672A15', '#3A170B'],
    tree: '#2A1209',
    bark: '#2A1209',
    animal: '#2A1209',
  },
};

function skyDefs(p: Palette): string {
  return (
    linear('sky', [
      [0, p.sky[0]],
      [0.55, p.sky[1]],
      [1, p.sky[2]],
    ]) +
    radial('glow', [
      [0, p.sun, 0.9],
      [0.35, p.sun, 0.35],
      [1, p.sun, 0],
    ])
  );
}

function skyAndSun(p: Palette, sunX: number, sunY: number, radius: number): string {
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${sunX}" cy="${sunY}" r="${radius * 4}" fill="url(#glow)"/><circle cx="${sunX}" cy="${sunY}" r="${radius}" fill="${p.sun}"/>`;
}

function layers(random: () => number, p: Palette, ys: readonly [number, number, number, number]): string {
  return ys
    .map((y, i) =>
      ridge(random, {
        width: W,
        height: H,
        y,
        amplitude: [14, 9, 6, 12][i]!,
        step: [170, 140, 200, 120][i]!,
        fill: p.land[i]!,
      }),
    )
    .join('');
}

function scene(label: string, defs: string, body: string): string {
  return svgDocument(W, H, label, defs, body);
}

export function savanna(
  label: string,
  light: Light,
  seed: number,
  animals: 'giraffes' | 'migration',
): string {
  const p = PALETTES[light];
  const r = seeded(seed);
  const creatures =
    animals === 'migration'
      ? herd(r, { x: 40, y: 346, w: 720, h: 60 }, 30, p.animal)
      : giraffe(470, 392, 1.05, p.animal) +
        giraffe(548, 398, 0.85, p.animal, true) +
        giraffe(612, 390, 0.7, p.animal);
  const body = [
    skyAndSun(p, 560, 250, 46),
    birds(180, 120, 1.2, p.tree),
    layers(r, p, [300, 330, 350, 420]),
    acacia(120, 338, 0.55, p.land[1]!, r),
    acacia(690, 344, 0.7, p.land[2]!, r),
    creatures,
    acacia(250, 450, 1.55, p.tree, r),
    ridge(r, { width: W, height: H, y: 470, amplitude: 8, step: 90, fill: p.land[3]! }),
  ].join('');
  return scene(label, skyDefs(p) + (animals === 'migration' ? wildebeestSymbol : ''), body);
}

export function kilimanjaro(label: string, light: Light, seed: number): string {
  const p = PALETTES[light];
  const r = seeded(seed);
  const rock = light === 'sunset' ? '#5C3443' : light === 'dawn' ? '#7D6B86' : '#6F7A91';
  const shade = light === 'sunset' ? '#47263A' : light === 'dawn' ? '#66556F' : '#5A6479';
  const snow = light === 'sunset' ? '#FBD9C0' : light === 'dawn' ? '#FFF1EA' : '#FFFFFF';
  const mountain =
    'M40 360C140 330 220 270 280 240L300 226L322 232C360 196 392 170 420 160H500C540 176 600 230 660 270C710 300 760 330 800 350V500H40Z';
  const shadow =
    'M500 160C540 176 600 230 660 270C710 300 760 330 800 350V420L560 330C530 260 510 200 470 168Z';
  const cap =
    'M404 168C414 162 420 160 430 160H500C520 168 540 182 560 200L548 206L538 196L526 212L512 198L500 214L486 200L470 212L458 196L444 210L432 196L418 206L408 192L396 198Z';
  const mawenzi = 'M256 250L282 222L292 232L300 214L310 230L322 232L300 250Z';
  const body = [
    skyAndSun(p, 190, 140, 34),
    `<path d="${mountain}" fill="${rock}"/><path d="${shadow}" fill="${shade}"/><path d="${cap}" fill="${snow}"/><path d="${mawenzi}" fill="${snow}" opacity=".8"/>`,
    cloud(300, 292, 1.6, '#FFFFFF', 0.55),
    cloud(560, 300, 2, '#FFFFFF', 0.5),
    layers(r, p, [318, 352, 372, 430]),
    acacia(640, 372, 0.75, p.land[2]!, r),
    elephant(300, 424, 0.62, p.animal, p.land[3]!),
    elephant(372, 430, 0.52, p.animal, p.land[3]!),
    elephant(236, 432, 0.34, p.animal, p.land[3]!),
    acacia(700, 470, 1.5, p.tree, r),
    ridge(r, { width: W, height: H, y: 478, amplitude: 6, step: 100, fill: p.land[3]! }),
  ].join('');
  return scene(label, skyDefs(p), body);
}

export function zanzibar(label: string, light: 'day' | 'sunset', seed: number): string {
  const p = PALETTES[light];
  const r = seeded(seed);
  const sea =
    light === 'day'
      ? linear('sea', [
          [0, '#3CC6C4'],
          [1, '#0E8C9A'],
        ])
      : linear('sea', [
          [0, '#E9894A'],
          [1, '#7A3A4E'],
        ]);
  const sand = light === 'day' ? '#F3DFB2' : '#C98B5E';
  const wet = light === 'day' ? '#E3C68E' : '#A86A4A';
  const waves = [330, 352, 378]
    .map((y, i) => {
      const x = between(r, 80, 300) + i * 120;
      return `<path d="M${num(x)} ${y}q12-5 24 0t24 0M${num(x + 230)} ${y + 8}q12-5 24 0t24 0" fill="none" stroke="#FFFFFF" stroke-width="2" opacity=".55" stroke-linecap="round"/>`;
    })
    .join('');
  const sunGlint =
    light === 'sunset'
      ? `<path d="M520 312h80M530 326h60M540 342h44M548 360h26" stroke="${p.sun}" stroke-width="4" stroke-linecap="round" opacity=".7"/>`
      : '';
  const body = [
    skyAndSun(p, 560, 250, 40),
    cloud(170, 120, 1.3, '#FFFFFF', light === 'day' ? 0.85 : 0.35),
    `<path d="M420 300C470 290 540 292 600 300Z" fill="${p.land[1]}" opacity=".5"/>`,
    `<rect y="300" width="${W}" height="200" fill="url(#sea)"/>`,
    sunGlint,
    waves,
    dhow(560, 372, 0.78, '#4A2A17', light === 'day' ? '#FBF3E2' : '#F6D2A8'),
    `<path d="M0 400C200 380 420 410 800 470V500H0Z" fill="${wet}"/><path d="M0 412C200 394 420 424 800 484V500H0Z" fill="${sand}"/><path d="M0 401C200 381 420 411 800 471" fill="none" stroke="#FFFFFF" stroke-width="3" opacity=".7"/>`,
    palm(90, 470, 1.3, '#6A4428', light === 'day' ? '#3F7A3A' : '#2A1209'),
    palm(170, 480, 1.0, '#6A4428', light === 'day' ? '#4F8A3F' : '#2A1209', true),
  ].join('');
  return scene(label, skyDefs(p) + sea, body);
}

export function ngorongoro(label: string, light: 'day' | 'golden', seed: number): string {
  const p = PALETTES[light];
  const r = seeded(seed);
  const rim = light === 'day' ? ['#8FA88A', '#6F8E5E'] : ['#B49A6A', '#8C8450'];
  const floor = light === 'day' ? '#C9C27A' : '#D3B46A';
  const flamingos = Array.from({ length: 22 }, () => {
    const x = between(r, 380, 600);
    const y = 300 + between(r, -6, 6);
    return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="2.4" ry="1.4"/>`;
  }).join('');
  const body = [
    skyAndSun(p, 640, 120, 30),
    cloud(220, 110, 1.4, '#FFFFFF', 0.7),
    ridge(r, { width: W, height: H, y: 212, amplitude: 10, step: 180, fill: rim[0]! }),
    ridge(r, { width: W, height: H, y: 252, amplitude: 8, step: 150, fill: rim[1]! }),
    `<path d="M0 280C200 268 600 268 800 282V500H0Z" fill="${floor}"/>`,
    `<ellipse cx="490" cy="302" rx="150" ry="16" fill="#CFE3E0"/><ellipse cx="470" cy="300" rx="90" ry="7" fill="#E6F1EE"/><g fill="#EE8FA3">${flamingos}</g>`,
    acacia(220, 296, 0.3, rim[1]!, r),
    acacia(680, 300, 0.34, rim[1]!, r),
    ridge(r, { width: W, height: H, y: 392, amplitude: 18, step: 130, fill: '#55733A' }),
    acacia(620, 404, 1.2, '#2F4620', r),
    acacia(120, 420, 1.0, '#2F4620', r),
    ridge(r, { width: W, height: H, y: 460, amplitude: 10, step: 110, fill: '#3C5328' }),
  ].join('');
  return scene(label, skyDefs(p), body);
}

export function tarangire(label: string, light: 'day' | 'golden', seed: number): string {
  const p = PALETTES[light];
  const r = seeded(seed);
  const body = [
    skyAndSun(p, 150, 150, 38),
    birds(520, 110, 1.1, p.tree),
    layers(r, p, [310, 335, 360, 440]),
    baobab(600, 368, 0.9, p.land[2]!, r),
    baobab(110, 372, 0.7, p.land[2]!, r),
    baobab(360, 430, 1.8, p.bark, r),
    elephant(520, 440, 0.9, p.animal, p.land[3]!),
    elephant(610, 446, 0.55, p.animal, p.land[3]!),
    elephant(680, 444, 0.75, p.animal, p.land[3]!, true),
    ridge(r, { width: W, height: H, y: 476, amplitude: 6, step: 110, fill: p.land[3]! }),
  ].join('');
  return scene(label, skyDefs(p), body);
}

export function ruaha(label: string, light: 'golden' | 'sunset', seed: number): string {
  const p = PALETTES[light];
  const r = seeded(seed);
  const water = light === 'sunset' ? '#F2A65A' : '#9CC9C6';
  const rocks = light === 'sunset' ? '#6B2E17' : '#7A5A3C';
  const body = [
    skyAndSun(p, 430, 236, 52),
    layers(r, p, [290, 318, 346, 420]),
    baobab(150, 344, 0.75, p.land[2]!, r),
    baobab(690, 340, 0.6, p.land[2]!, r),
    `<path d="M0 380C160 366 320 392 470 378C600 366 700 384 800 372V396C700 404 600 392 470 402C320 414 160 392 0 408Z" fill="${water}" opacity=".85"/>`,
    `<path d="M420 470C430 420 470 396 520 396C540 370 600 366 630 388C680 386 720 420 730 470Z" fill="${rocks}"/><path d="M520 396C540 378 580 372 610 384M450 440C470 420 500 410 520 412M640 398C670 396 700 420 712 446" fill="none" stroke="#FFE2B0" stroke-width="4" opacity=".3" stroke-linecap="round"/>`,
    lion(575, 385, 0.95, p.animal, light === 'sunset' ? '#1C0B05' : '#4A2E16'),
    lioness(660, 418, 0.7, p.animal, true),
    lioness(490, 412, 0.62, p.animal),
    ridge(r, { width: W, height: H, y: 474, amplitude: 8, step: 100, fill: p.land[3]! }),
  ].join('');
  return scene(label, skyDefs(p), body);
}

export function maasaiVillage(
  label: string,
  light: 'golden' | 'day',
  seed: number,
  dancers: boolean,
): string {
  const p = PALETTES[light];
  const r = seeded(seed);
  const shukas = ['#C0392B', '#B3261E', '#D35400', '#A93226', '#C0392B', '#8E44AD'];
  const dancerShadow = `<ellipse cx="340" cy="456" rx="16" ry="3" fill="${p.land[3]}" opacity=".6"/>`;
  const dancerFigures = [180, 260, 340, 420, 500, 580].map((x, i) =>
    maasai(x, 452 + (i % 2) * 6, 2.2, shukas[i]!, i === 2 ? 36 : 0),
  );
  const villagers = [460, 500, 540, 590].map((x, i) =>
    maasai(x, 440 + i * 3, 1.2, shukas[i]!, i === 1 ? 14 : 0),
  );
  const figures = dancers ? dancerShadow + dancerFigures.join('') : villagers.join('');
  const huts = dancers
    ? hut(120, 352, 0.9, '#9C6B3E', '#3E2B17') + hut(660, 350, 1.1, '#A4744A', '#3E2B17')
    : hut(120, 390, 1.6, '#9C6B3E', '#3E2B17') +
      hut(280, 376, 1.2, '#A4744A', '#3E2B17') +
      hut(700, 384, 1.4, '#93643A', '#3E2B17');
  const fence = `<path d="M0 ${dancers ? 356 : 394}q20-12 40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0t40 0" fill="none" stroke="#5A3A22" stroke-width="5" opacity=".55"/>`;
  const body = [
    skyAndSun(p, 640, 150, 36),
    layers(r, p, [290, 318, 340, 440]),
    acacia(420, 336, 0.6, p.land[2]!, r),
    fence,
    huts,
    figures,
    ridge(r, { width: W, height: H, y: 478, amplitude: 5, step: 120, fill: p.land[3]! }),
  ].join('');
  return scene(label, skyDefs(p) + maasaiSymbol, body);
}

export function mountMeru(label: string, light: Light, seed: number): string {
  const p = PALETTES[light];
  const r = seeded(seed);
  const rock = light === 'dawn' ? '#7E6C7E' : '#6E7C86';
  const cone = 'M60 380C180 330 290 220 370 120L384 112L396 128L410 118L430 150C470 200 560 300 740 380Z';
  const crater = 'M396 128L410 118L430 150L446 176C430 168 414 150 404 140Z';
  const kibo = 'M640 300C680 280 720 262 760 258H800V320H620Z';
  const forest = Array.from({ length: 26 }, (_, i) => {
    const x = i * 32 + between(r, -6, 6);
    const y = 372 + between(r, -8, 8);
    return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(between(r, 18, 28))}"/>`;
  }).join('');
  const body = [
    skyAndSun(p, 200, 170, 30),
    `<path d="${kibo}" fill="${rock}" opacity=".45"/><path d="M744 262L760 258H800V272L784 268L772 274L760 266Z" fill="#FFFFFF" opacity=".7"/>`,
    `<path d="${cone}" fill="${rock}"/><path d="${crater}" fill="#000000" opacity=".18"/><path d="M370 120L384 112L396 128L404 140C392 142 380 138 360 134Z" fill="#FFFFFF" opacity=".85"/>`,
    cloud(470, 240, 1.6, '#FFFFFF', 0.6),
    `<g fill="#3F5E2E">${forest}</g>`,
    ridge(r, { width: W, height: H, y: 392, amplitude: 10, step: 140, fill: '#5B7F3A' }),
    giraffe(560, 450, 0.8, '#3E2B17'),
    ridge(r, { width: W, height: H, y: 452, amplitude: 10, step: 110, fill: '#4A6A2E' }),
    acacia(140, 486, 1.4, '#2F4620', r),
  ].join('');
  return scene(label, skyDefs(p), body);
}

export function olduvai(label: string, light: 'golden' | 'day', seed: number): string {
  const p = PALETTES[light];
  const r = seeded(seed);
  const strata = ['#E7C9A0', '#C98F5A', '#DDB27C', '#A9643A', '#D7A873', '#8E4E2E'];
  const farWall = strata
    .map((c, i) => {
      const top = 236 + i * 18;
      return ridge(r, { width: W, height: H, y: top, amplitude: 4 + i, step: 120, fill: c });
    })
    .join('');
  const shrubs = Array.from({ length: 14 }, () => {
    const x = between(r, 20, 780);
    const y = between(r, 360, 392);
    return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(between(r, 8, 16))}" ry="${num(between(r, 5, 8))}"/>`;
  }).join('');
  const body = [
    skyAndSun(p, 600, 140, 34),
    ridge(r, { width: W, height: H, y: 222, amplitude: 4, step: 220, fill: p.land[0]! }),
    acacia(180, 228, 0.42, p.tree, r),
    acacia(520, 226, 0.36, p.tree, r),
    farWall,
    `<path d="M0 352C200 346 600 350 800 356V500H0Z" fill="#C8A06A"/><path d="M0 372C240 360 520 386 800 368" fill="none" stroke="#E9D3A8" stroke-width="8" opacity=".7"/>`,
    `<g fill="#6B7A3A">${shrubs}</g>`,
    `<path d="M0 426C160 404 360 436 560 418C660 410 740 426 800 420V500H0Z" fill="#A9643A"/><path d="M0 450C160 430 360 462 560 444C660 436 740 452 800 446V500H0Z" fill="#8E4E2E"/><path d="M0 476C160 460 360 486 560 470C660 462 740 476 800 472V500H0Z" fill="#6E3A22"/>`,
    acacia(660, 424, 0.9, p.tree, r),
  ].join('');
  return scene(label, skyDefs(p), body);
}

/** Zanzibar's carved doors: a brass-studded door under a carved lintel in a lime-washed wall. */
export function stoneTownDoor(label: string, wood: string, wall: string, flowers: boolean): string {
  const studs = `<pattern id="studs" x="300" y="180" width="36" height="44" patternUnits="userSpaceOnUse"><circle cx="18" cy="22" r="4" fill="#D9A441"/><circle cx="17" cy="21" r="1.4" fill="#FFF1C1"/></pattern>`;
  const defs =
    linear(
      'wood',
      [
        [0, wood],
        [1, '#3B2112'],
      ],
      [0, 0],
      [1, 1],
    ) + studs;
  const frame = 'M262 470V170C262 96 330 60 400 60C470 60 538 96 538 170V470Z';
  const arch = 'M292 170C292 116 346 92 400 92C454 92 508 116 508 170Z';
  const fan = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (0.1 + (0.8 * i) / 8);
    return `M400 168L${num(400 - Math.cos(a) * 96)} ${num(168 - Math.sin(a) * 64)}`;
  }).join('');
  const bougainvillea = flowers
    ? `<g fill="#D6336C">${[
        [600, 40, 46],
        [650, 70, 38],
        [700, 36, 52],
        [760, 78, 44],
        [590, 92, 26],
        [720, 120, 30],
      ]
        .map(([cx, cy, rr]) => `<circle cx="${cx}" cy="${cy}" r="${rr}"/>`)
        .join('')}</g><g fill="#5B7F3A">${[
        [620, 70],
        [688, 90],
        [740, 60],
        [760, 130],
      ]
        .map(([cx, cy]) => `<ellipse cx="${cx}" cy="${cy}" rx="14" ry="7"/>`)
        .join('')}</g>`
    : '';
  const body = [
    `<rect width="${W}" height="${H}" fill="${wall}"/>`,
    `<path d="M0 0H800V500H0Z" fill="#8A6A42" opacity=".06"/><path d="M40 300c30-8 70 6 90-4M620 380c40-6 60 10 110 0M90 120c30 6 50-4 70 2" stroke="#8A6A42" stroke-width="10" opacity=".08" stroke-linecap="round"/>`,
    bougainvillea,
    `<path d="M0 0L260 0L0 420Z" fill="#FFFFFF" opacity=".12"/>`,
    `<path d="${frame}" fill="url(#wood)"/><path d="${frame}" fill="none" stroke="#2A170B" stroke-width="3" stroke-dasharray="6 4" transform="translate(400 265) scale(.94) translate(-400 -265)"/>`,
    `<path d="${arch}" fill="#4A2A16"/><path d="${fan}" stroke="#C08A4A" stroke-width="3"/><circle cx="400" cy="168" r="12" fill="#C08A4A"/>`,
    `<rect x="292" y="180" width="216" height="290" fill="url(#wood)"/><rect x="292" y="180" width="216" height="290" fill="url(#studs)"/><path d="M400 180V470" stroke="#2A170B" stroke-width="4"/><rect x="386" y="190" width="28" height="280" fill="#4A2A16"/><path d="M400 200V460" stroke="#C08A4A" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`,
    `<path d="M386 320h-14v20h14M414 320h14v20h-14" fill="none" stroke="#D9A441" stroke-width="4"/>`,
    `<rect x="230" y="470" width="340" height="30" fill="#BBA88A"/><rect x="230" y="470" width="340" height="6" fill="#D8C8AA"/>`,
    `<path d="M150 470h44l-6-46h-32Z" fill="#B4552D"/><g fill="#5B7F3A"><ellipse cx="160" cy="412" rx="18" ry="8" transform="rotate(-30 160 412)"/><ellipse cx="184" cy="408" rx="18" ry="8" transform="rotate(30 184 408)"/><ellipse cx="172" cy="398" rx="8" ry="18"/></g>`,
  ].join('');
  return scene(label, defs, body);
}

/** A calm, nearly empty savanna for when a tour's own picture cannot be shown. */
export function quietSavanna(label: string, seed: number): string {
  const p = PALETTES.golden;
  const r = seeded(seed);
  const body = [
    skyAndSun(p, 400, 250, 44),
    layers(r, p, [300, 330, 356, 430]),
    acacia(560, 436, 1.2, p.land[3]!, r),
  ].join('');
  return scene(label, skyDefs(p), body);
}
