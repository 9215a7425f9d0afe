import { productStage } from './product-stage';
import { between, linear, num, seeded } from './svg';

/** IGSUM coffee, tea and spices. */

const BEAN = `<g id="bean"><ellipse rx="13" ry="9" fill="#4A2A17"/><path d="M-10 1C-4-4 4 4 10-1" stroke="#24140A" stroke-width="2.2" fill="none"/></g>`;
const CLOVE = `<g id="clove"><path d="M0-2.6L20-1L20 1L0 2.6Z" fill="#4A2A1A"/><path d="M-3-5L2-2.5L2 2.5L-3 5Z" fill="#3A2014"/><circle cx="-5" cy="0" r="4.6" fill="#6B3E24"/></g>`;

function scatter(
  random: () => number,
  id: string,
  count: number,
  area: { x: number; y: number; w: number; h: number },
) {
  return Array.from({ length: count }, () => {
    const x = area.x + random() * area.w;
    const y = area.y + random() * area.h;
    return `<use href="#${id}" transform="translate(${num(x)} ${num(y)}) rotate(${Math.round(between(random, 0, 360))})"/>`;
  }).join('');
}

export function coffeeBag(label: string, bag: readonly [string, string], band: string, seed: number): string {
  const r = seeded(seed);
  const defs = linear(
    'bag',
    [
      [0, bag[0]],
      [1, bag[1]],
    ],
    [0, 0],
    [1, 0],
  );
  let crimp = 'M296 198V164';
  for (let x = 296; x < 504; x += 13) crimp += `L${x + 6.5} 152L${x + 13} 164`;
  crimp += 'V198Z';
  const product = [
    `<path d="M300 196H500L514 468Q400 482 286 468Z" fill="url(#bag)"/>`,
    `<path d="M300 196H324L318 474L286 468Z" fill="#000000" opacity=".12"/><path d="M476 196H500L514 468L482 474Z" fill="#000000" opacity=".08"/>`,
    `<path d="${crimp}" fill="${bag[0]}"/><path d="M296 198H504" stroke="#000000" stroke-width="3" opacity=".15"/>`,
    `<rect x="284" y="188" width="232" height="9" rx="4.5" fill="#C9CDD3"/>`,
    `<rect x="334" y="256" width="132" height="150" rx="10" fill="${band}"/>`,
    `<circle cx="400" cy="310" r="38" fill="#FBF3E2"/><circle cx="418" cy="292" r="8" fill="#E2711D"/><path d="M370 326L394 296L404 306L412 298L432 326Z" fill="#5A4A3A"/><path d="M388 303L394 296L400 302L396 306Z" fill="#FFFFFF"/>`,
    `<rect x="356" y="362" width="88" height="7" rx="3.5" fill="#FBF3E2"/><rect x="370" y="378" width="60" height="5" rx="2.5" fill="#FBF3E2" opacity=".7"/>`,
    scatter(r, 'bean', 5, { x: 200, y: 470, w: 70, h: 30 }),
    scatter(r, 'bean', 6, { x: 520, y: 468, w: 90, h: 34 }),
  ].join('');
  return productStage(label, defs + BEAN, product, 170);
}

export function teaTin(label: string, seed: number): string {
  const r = seeded(seed);
  const defs = linear(
    'tin',
    [
      [0, '#24452A'],
      [0.35, '#3E6B40'],
      [1, '#1D3621'],
    ],
    [0, 0],
    [1, 0],
  );
  const leaf = (x: number, y: number, angle: number, fill: string) =>
    `<path transform="translate(${num(x)} ${num(y)}) rotate(${Math.round(angle)})" d="M0 0Q10-10 22 0Q10 10 0 0Z" fill="${fill}"/>`;
  const motifs = [
    [360, 300],
    [400, 330],
    [440, 300],
    [380, 380],
    [420, 390],
  ]
    .map(([x, y], i) => leaf(x!, y!, i * 70, '#D9AE5F'))
    .join('');
  const loose = Array.from({ length: 9 }, (_, i) =>
    leaf(
      i < 5 ? between(r, 210, 290) : between(r, 520, 600),
      between(r, 470, 500),
      between(r, 0, 360),
      '#3F5A2A',
    ),
  ).join('');
  const product = [
    `<path d="M322 236V456A78 18 0 0 0 478 456V236Z" fill="url(#tin)"/>`,
    `<rect x="322" y="268" width="156" height="150" fill="#E9DCC0" opacity=".12"/><path d="M322 268H478M322 418H478" stroke="#C8963E" stroke-width="5"/>`,
    motifs,
    `<path d="M316 190V238A84 18 0 0 0 484 238V190Z" fill="#C8963E"/><ellipse cx="400" cy="190" rx="84" ry="18" fill="#E2B868"/><ellipse cx="400" cy="190" rx="60" ry="11" fill="#C8963E"/>`,
    `<rect x="338" y="240" width="14" height="210" fill="#FFFFFF" opacity=".14"/>`,
    loose,
  ].join('');
  return productStage(label, defs, product, 150);
}

export function spiceJars(label: string): string {
  const jars = [
    { x: 270, spice: '#E3A21A', grain: '#C27C0E', h: 150 },
    { x: 400, spice: '#8B4A22', grain: '#5E2E12', h: 180 },
    { x: 530, spice: '#8A9A4A', grain: '#5F6E2C', h: 160 },
  ]
    .map(({ x, spice, grain, h }) => {
      const top = 470 - h;
      const fillTop = top + 46;
      const dots = Array.from(
        { length: 6 },
        (_, i) =>
          `<circle cx="${x - 30 + i * 12}" cy="${fillTop + 20 + (i % 3) * 22}" r="3" fill="${grain}"/>`,
      ).join('');
      return `<rect x="${x - 52}" y="${top + 30}" width="104" height="${h - 30}" rx="16" fill="#FFFFFF" opacity=".45"/><path d="M${x - 48} ${fillTop}Q${x} ${fillTop - 10} ${x + 48} ${fillTop}V${458}Q${x + 48} 466 ${x + 40} 466H${x - 40}Q${x - 48} 466 ${x - 48} 458Z" fill="${spice}"/>${dots}<rect x="${x - 52}" y="${top + 30}" width="104" height="${h - 30}" rx="16" fill="none" stroke="#C9B089" stroke-width="3"/><rect x="${x - 38}" y="${top + 44}" width="10" height="${h - 60}" rx="5" fill="#FFFFFF" opacity=".5"/><rect x="${x - 40}" y="${top}" width="80" height="36" rx="6" fill="#C89B63"/><path d="M${x - 40} ${top + 12}H${x + 40}M${x - 40} ${top + 22}H${x + 40}" stroke="#A97C45" stroke-width="2"/><path d="M${x - 46} ${top + 38}H${x + 46}" stroke="#B08A55" stroke-width="4"/>`;
    })
    .join('');
  const cinnamon = `<g transform="rotate(-8 340 500)"><rect x="250" y="482" width="150" height="22" rx="11" fill="#9A5A2E"/><rect x="258" y="506" width="146" height="20" rx="10" fill="#7E4522"/><circle cx="400" cy="493" r="10" fill="#B8733E"/><path d="M400 493m-5 0a5 5 0 1 0 5-5" stroke="#6B3818" stroke-width="2" fill="none"/></g>`;
  const star = Array.from({ length: 16 }, (_, i) => {
    const a = (Math.PI * i) / 8;
    const rr = i % 2 === 0 ? 30 : 11;
    return `${i === 0 ? 'M' : 'L'}${num(560 + Math.cos(a) * rr)} ${num(510 + Math.sin(a) * rr * 0.6)}`;
  }).join('');
  const product = `${jars}${cinnamon}<path d="${star}Z" fill="#7A3E1E"/><circle cx="560" cy="510" r="5" fill="#4A2412"/>`;
  return productStage(label, '', product, 240);
}

export function clovesPouch(label: string, seed: number): string {
  const r = seeded(seed);
  const defs =
    `<pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 4H8M4 0V8" stroke="#8A6A40" stroke-width="1.2" opacity=".35"/></pattern>` +
    CLOVE;
  const sack = 'M300 250C270 300 262 400 290 460Q400 486 510 460C538 400 530 300 500 250Z';
  const heap = Array.from({ length: 16 }, () => {
    const x = between(r, 320, 470);
    const y = between(r, 228, 252);
    return `<use href="#clove" transform="translate(${num(x)} ${num(y)}) rotate(${Math.round(between(r, 0, 360))}) scale(.8)"/>`;
  }).join('');
  const product = [
    `<path d="${sack}" fill="#C9A676"/><path d="${sack}" fill="url(#weave)"/><path d="M300 250C280 320 284 410 300 462" stroke="#000000" stroke-width="14" opacity=".06" fill="none"/>`,
    `<ellipse cx="400" cy="246" rx="104" ry="26" fill="#3A2214"/>`,
    heap,
    `<path d="M296 250C300 232 350 224 400 224C450 224 500 232 504 250C500 262 450 270 400 270C350 270 300 262 296 250Z" fill="none" stroke="#B08C5A" stroke-width="10"/>`,
    `<path d="M300 282Q400 300 500 282" stroke="#6B4A2A" stroke-width="6" fill="none"/><path d="M470 290q26 6 30 34M470 290q-8 30 12 44" stroke="#6B4A2A" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    scatter(r, 'clove', 6, { x: 220, y: 476, w: 70, h: 36 }),
    scatter(r, 'clove', 5, { x: 530, y: 476, w: 60, h: 36 }),
  ].join('');
  return productStage(label, defs, product, 170);
}

export function vanillaPods(label: string): string {
  const defs = linear(
    'board',
    [
      [0, '#C58C52'],
      [1, '#9C6633'],
    ],
    [0, 0],
    [1, 0],
  );
  const pods = Array.from({ length: 6 }, (_, i) => {
    const y = 366 + i * 7;
    const x0 = 250 + ((i * 37) % 30);
    const x1 = 540 + ((i * 23) % 28);
    const sag = i % 2 ? 8 : -6;
    const d = `M${x0} ${y + 4}Q400 ${y - 10 + sag} ${x1} ${y}`;
    return `<path d="${d}" stroke="#24140A" stroke-width="14" stroke-linecap="round" fill="none"/><path d="${d}" stroke="${i % 2 ? '#3E2516' : '#51321E'}" stroke-width="11" stroke-linecap="round" fill="none"/><path d="M${x0 + 30} ${y}Q400 ${y - 12 + sag} ${x1 - 30} ${y - 4}" stroke="#8A5A3A" stroke-width="2" fill="none" opacity=".55"/>`;
  }).join('');
  const product = [
    `<rect x="190" y="400" width="420" height="64" rx="18" fill="url(#board)"/><rect x="190" y="452" width="420" height="14" rx="7" fill="#7E4E24"/><path d="M220 420C320 414 420 428 580 418M230 440C340 434 460 446 570 438" stroke="#7E4E24" stroke-width="2" opacity=".5" fill="none"/>`,
    `<g transform="rotate(-3 400 380)">${pods}<path d="M388 350L412 352L408 408L384 406Z" fill="#D8C28A"/><path d="M390 360L408 398M406 360L388 398" stroke="#B79E62" stroke-width="2"/></g>`,
  ].join('');
  return productStage(label, defs, product, 230);
}
