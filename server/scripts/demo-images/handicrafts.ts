import { productStage } from './product-stage';
import { elephant, GIRAFFE_PATH } from './savanna-shapes';
import { linear, num } from './svg';

/** IGSUM carvings, textiles, beadwork and Tingatinga paintings. */

function woodGradient(id: string, light: string, dark: string): string {
  return linear(
    id,
    [
      [0, light],
      [1, dark],
    ],
    [0, 0],
    [1, 0.4],
  );
}

export function makondeBust(label: string): string {
  const defs = woodGradient('wood', '#6E4529', '#24150C') + woodGradient('base', '#4A2E1B', '#1C100A');
  const head =
    'M400 118C442 118 462 170 460 236C458 300 432 344 400 346C368 344 342 300 340 236C338 170 358 118 400 118Z';
  const neck = 'M374 330C376 372 346 406 300 432H500C454 406 424 372 426 330Z';
  const product = [
    `<rect x="290" y="430" width="220" height="42" rx="4" fill="url(#base)"/><rect x="290" y="430" width="220" height="6" fill="#6E4529" opacity=".5"/>`,
    `<path d="${neck}" fill="url(#wood)"/><path d="${head}" fill="url(#wood)"/>`,
    `<ellipse cx="338" cy="246" rx="9" ry="22" fill="#3E2515"/><ellipse cx="462" cy="246" rx="9" ry="22" fill="#24150C"/>`,
    `<path d="M352 150C372 128 430 128 448 150M346 172C370 150 432 150 454 172M344 196C370 176 432 176 456 196" stroke="#1A0F08" stroke-width="3" fill="none" opacity=".7"/>`,
    `<path d="M364 238Q378 246 390 238M410 238Q422 246 436 238" stroke="#120A05" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    `<path d="M400 244C398 262 392 280 390 288Q400 296 410 288" stroke="#120A05" stroke-width="3.5" fill="none" stroke-linecap="round"/><path d="M384 314Q400 322 416 314Q400 306 384 314Z" fill="#120A05"/>`,
    `<path d="M366 136C352 170 350 220 360 270" stroke="#C8956A" stroke-width="8" fill="none" opacity=".22" stroke-linecap="round"/><path d="M372 360C360 384 340 402 318 418" stroke="#C8956A" stroke-width="6" fill="none" opacity=".18" stroke-linecap="round"/>`,
  ].join('');
  return productStage(label, defs, product, 160);
}

export function carvedElephant(label: string): string {
  const defs =
    woodGradient('wood', '#C88A4A', '#7A4A22') +
    woodGradient('ear', '#A86E38', '#6A3E1C') +
    woodGradient('base', '#5A3820', '#2E1C10');
  const product = [
    `<rect x="240" y="438" width="320" height="34" rx="6" fill="url(#base)"/>`,
    elephant(396, 440, 3.6, 'url(#wood)', 'url(#ear)'),
    `<path d="M440 214C470 222 486 250 484 286" stroke="#5A3418" stroke-width="3" fill="none" opacity=".5"/><circle cx="524" cy="246" r="5" fill="#2E1A0C"/><path d="M300 300C330 290 380 292 420 300M290 340C330 330 380 332 430 340" stroke="#6A3E1C" stroke-width="2.5" fill="none" opacity=".45"/>`,
  ].join('');
  return productStage(label, defs, product, 200);
}

export function saladServers(label: string): string {
  const defs = woodGradient('olive', '#E2BE86', '#A8743E');
  const grain = (x: number) =>
    `<path d="M${x - 4} 190C${x + 4} 260 ${x - 6} 340 ${x + 2} 440" stroke="#8A5A2A" stroke-width="2" fill="none" opacity=".35"/>`;
  const spoon = `<g transform="rotate(-10 340 320)"><rect x="326" y="250" width="28" height="210" rx="14" fill="url(#olive)"/><ellipse cx="340" cy="196" rx="52" ry="76" fill="url(#olive)"/><ellipse cx="340" cy="192" rx="38" ry="60" fill="#8A5A2A" opacity=".18"/>${grain(340)}</g>`;
  const fork = `<g transform="rotate(10 460 320)"><rect x="446" y="250" width="28" height="210" rx="14" fill="url(#olive)"/><path d="M410 130V200C410 240 436 262 460 262C484 262 510 240 510 200V130H492V206H478V130H442V206H428V130Z" fill="url(#olive)"/>${grain(460)}</g>`;
  return productStage(label, defs, spoon + fork, 170);
}

type Cloth = 'kanga' | 'shuka' | 'kikoi';

function clothPattern(kind: Cloth, index: number): { defs: string; fill: string; trim: string } {
  const id = `c${index}`;
  if (kind === 'shuka') {
    const base = ['#C0392B', '#1F4E9C', '#B3261E'][index]!;
    return {
      defs: `<pattern id="${id}" width="44" height="44" patternUnits="userSpaceOnUse"><rect width="44" height="44" fill="${base}"/><path d="M0 8H44M0 30H44M8 0V44M30 0V44" stroke="#1A1A1A" stroke-width="6" opacity=".45"/><path d="M0 20H44M20 0V44" stroke="#F4D03F" stroke-width="2" opacity=".7"/></pattern>`,
      fill: `url(#${id})`,
      trim: '#1A1A1A',
    };
  }
  if (kind === 'kikoi') {
    const [a, b, c] = [
      ['#2E86AB', '#F6C85F', '#FFFFFF'],
      ['#E2711D', '#2F4858', '#F6E7C8'],
      ['#5B7F3A', '#F2E8CF', '#C8963E'],
    ][index]!;
    return {
      defs: `<pattern id="${id}" width="800" height="24" patternUnits="userSpaceOnUse"><rect width="800" height="24" fill="${a}"/><rect y="4" width="800" height="5" fill="${b}"/><rect y="14" width="800" height="3" fill="${c}"/></pattern>`,
      fill: `url(#${id})`,
      trim: b!,
    };
  }
  const [ground, motif, border] = [
    ['#F2C230', '#C0392B', '#1B4F72'],
    ['#16A085', '#F4D03F', '#6C3483'],
    ['#E74C3C', '#1A1A1A', '#F5B041'],
  ][index]!;
  return {
    defs: `<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="36" height="36" fill="${ground}"/><circle cx="9" cy="9" r="6" fill="${motif}"/><circle cx="27" cy="27" r="6" fill="${motif}"/><circle cx="27" cy="9" r="2.5" fill="${border}"/><circle cx="9" cy="27" r="2.5" fill="${border}"/></pattern>`,
    fill: `url(#${id})`,
    trim: border!,
  };
}

/** Three folded cloths in a stack, each with its fold on the left. */
export function foldedCloths(label: string, kind: Cloth): string {
  const slabs = [
    { x: 210, y: 398, w: 380, h: 72 },
    { x: 226, y: 330, w: 352, h: 68 },
    { x: 244, y: 266, w: 320, h: 64 },
  ];
  let defs = linear(
    'fold',
    [
      [0, '#000000', 0.3],
      [1, '#000000', 0],
    ],
    [0, 0],
    [1, 0],
  );
  const body = slabs
    .map(({ x, y, w, h }, i) => {
      const pattern = clothPattern(kind, i);
      defs += pattern.defs;
      const shape = `M${x + 20} ${y}H${x + w}Q${x + w + 6} ${y + h / 2} ${x + w} ${y + h}H${x + 20}C${x - 6} ${y + h} ${x - 6} ${y} ${x + 20} ${y}Z`;
      const fringe =
        kind === 'kikoi'
          ? `<path d="${Array.from({ length: 9 }, (_, k) => `M${x + w + 2} ${y + 6 + k * ((h - 12) / 8)}h16`).join('')}" stroke="${pattern.trim}" stroke-width="2.5" stroke-linecap="round"/>`
          : '';
      const border =
        kind === 'kanga'
          ? `<path d="M${x + 20} ${y + 7}H${x + w - 2}M${x + 20} ${y + h - 7}H${x + w - 2}" stroke="${pattern.trim}" stroke-width="10"/>`
          : '';
      return `${fringe}<path d="${shape}" fill="${pattern.fill}"/>${border}<path d="${shape}" fill="url(#fold)"/><path d="M${x + 20} ${y + h}H${x + w}" stroke="#000000" stroke-width="3" opacity=".15"/>`;
    })
    .join('');
  return productStage(label, defs, body, 220);
}

/** Beads are round caps on a dashed stroke, so a whole ring of them is one circle. */
function beadRing(r: number, color: string, cx = 400, cy = 250): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="12" stroke-dasharray=".1 12.6" stroke-linecap="round"/>`;
}

export function beadedCollar(label: string, rings: readonly string[], fringe: string): string {
  const inner = 96;
  const outer = inner + rings.length * 13;
  const strands = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (0.3 + (0.4 * i) / 8);
    const x = 400 + Math.cos(a) * outer;
    const y = 250 + Math.sin(a) * outer;
    const length = 46 + (i % 2) * 18;
    return `<path d="M${num(x)} ${num(y)}v${length}" stroke="${fringe}" stroke-width="8" stroke-dasharray=".1 10" stroke-linecap="round"/><ellipse cx="${num(x)}" cy="${num(y + length + 10)}" rx="6" ry="9" fill="#D5D8DC"/>`;
  }).join('');
  const product = [
    `<circle cx="400" cy="250" r="${outer + 6}" fill="#B88A5A"/><circle cx="400" cy="250" r="${inner - 6}" fill="#F4E6CC"/>`,
    strands,
    rings.map((c, i) => beadRing(inner + i * 13, c)).join(''),
    `<circle cx="400" cy="250" r="${outer}" fill="none" stroke="#FFFFFF" stroke-width="3" stroke-dasharray=".1 12.6" stroke-linecap="round" opacity=".35" transform="translate(-2 -2)"/>`,
  ].join('');
  return productStage(label, '', product, 210);
}

export function beadedBangles(label: string): string {
  const bangles = [
    ['#C0392B', '#FFFFFF'],
    ['#1F4E9C', '#F4D03F'],
    ['#27AE60', '#E67E22'],
    ['#1A1A1A', '#FFFFFF'],
    ['#E67E22', '#1F4E9C'],
  ]
    .map(([base, dots], i) => {
      const cy = 430 - i * 38;
      const cx = 400 + (i % 2 === 0 ? -10 : 10);
      return `<ellipse cx="${cx}" cy="${cy}" rx="120" ry="36" fill="none" stroke="${base}" stroke-width="18"/><ellipse cx="${cx}" cy="${cy}" rx="120" ry="36" fill="none" stroke="${dots}" stroke-width="7" stroke-dasharray=".1 14" stroke-linecap="round"/>`;
    })
    .join('');
  return productStage(label, '', bangles, 170);
}

function tingatingaCanvas(label: string, canvasDefs: string, scene: string): string {
  const defs = `${canvasDefs}<clipPath id="canvas"><rect x="222" y="112" width="356" height="336"/></clipPath>`;
  const frame = `<rect x="200" y="90" width="400" height="380" rx="4" fill="#3B2417"/><rect x="210" y="100" width="380" height="360" fill="#5A3A22"/><rect x="222" y="112" width="356" height="336" fill="#1A1A1A"/>`;
  return productStage(label, defs, `${frame}<g clip-path="url(#canvas)">${scene}</g>`, 220);
}

export function tingatingaGiraffes(label: string): string {
  const giraffeAt = (x: number, y: number, s: number, flip: boolean) =>
    `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"><path d="${GIRAFFE_PATH}" fill="url(#spots)" stroke="#1A1A1A" stroke-width="2"/><circle cx="40" cy="-119" r="2" fill="#1A1A1A"/></g>`;
  const defs = `<pattern id="spots" width="13" height="13" patternUnits="userSpaceOnUse"><rect width="13" height="13" fill="#F7D046"/><path d="M1.5 2L8 1L10.5 6L7 10L2 8.5Z" fill="#A0461E"/></pattern>`;
  const dots = Array.from(
    { length: 12 },
    (_, i) => `<circle cx="${236 + i * 30}" cy="${438 - (i % 2) * 8}" r="4" fill="#F7D046"/>`,
  ).join('');
  const scene = [
    `<rect x="222" y="112" width="356" height="336" fill="#1FA3A3"/>`,
    `<circle cx="500" cy="176" r="44" fill="#E74C3C" stroke="#1A1A1A" stroke-width="3"/><circle cx="500" cy="176" r="30" fill="#F7D046"/>`,
    `<path d="M222 380C300 360 420 372 578 356V448H222Z" fill="#E2711D" stroke="#1A1A1A" stroke-width="3"/>`,
    `<g fill="#27AE60" stroke="#1A1A1A" stroke-width="3"><path d="M240 392C236 350 252 320 270 300C282 330 286 360 280 392Z"/><path d="M540 380C532 340 548 316 566 296C576 330 576 356 570 380Z"/></g>`,
    giraffeAt(356, 410, 1.9, false),
    giraffeAt(470, 404, 1.4, true),
    dots,
  ].join('');
  return tingatingaCanvas(label, defs, scene);
}

export function tingatingaBirds(label: string): string {
  const bird = (x: number, y: number, body: string, wing: string, flip: boolean) =>
    `<g transform="translate(${x} ${y}) scale(${flip ? -1 : 1} 1)" stroke="#1A1A1A" stroke-width="3"><path d="M-30 4L-64 30L-56 0Z" fill="${wing}"/><ellipse cx="0" cy="0" rx="36" ry="24" fill="${body}"/><path d="M-14-6Q4-26 22-4Q4 8-14-6Z" fill="${wing}"/><circle cx="34" cy="-24" r="18" fill="${body}"/><path d="M50-28L68-22L50-18Z" fill="#F39C12"/><circle cx="38" cy="-28" r="7" fill="#FFFFFF"/><circle cx="40" cy="-28" r="3" fill="#1A1A1A" stroke="none"/></g>`;
  const flower = (x: number, y: number, petal: string) =>
    `<g transform="translate(${x} ${y})" stroke="#1A1A1A" stroke-width="2.5">${[0, 72, 144, 216, 288]
      .map((a) => `<ellipse cx="0" cy="-14" rx="8" ry="13" fill="${petal}" transform="rotate(${a})"/>`)
      .join('')}<circle r="7" fill="#F7D046"/></g>`;
  const scene = [
    `<rect x="222" y="112" width="356" height="336" fill="#2B59C3"/>`,
    `<path d="M222 340C300 320 380 330 440 300C500 274 540 290 578 270" stroke="#6E3B1E" stroke-width="14" fill="none" stroke-linecap="round"/><path d="M400 314L440 360M470 290L500 250" stroke="#6E3B1E" stroke-width="8" stroke-linecap="round"/>`,
    `<g fill="#27AE60" stroke="#1A1A1A" stroke-width="2.5"><ellipse cx="444" cy="368" rx="10" ry="20" transform="rotate(-30 444 368)"/><ellipse cx="504" cy="246" rx="10" ry="20" transform="rotate(30 504 246)"/><ellipse cx="300" cy="316" rx="10" ry="20" transform="rotate(60 300 316)"/></g>`,
    bird(300, 296, '#F7D046', '#E74C3C', false),
    bird(480, 258, '#E74C3C', '#27AE60', true),
    bird(380, 200, '#16A085', '#F39C12', false),
    flower(260, 170, '#E74C3C'),
    flower(540, 400, '#F39C12'),
    flower(290, 410, '#EC87C0'),
  ].join('');
  return tingatingaCanvas(label, '', scene);
}
