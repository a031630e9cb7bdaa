/**
 * Product and gallery pictures for the seed, drawn here as SVG scenes and rendered to JPEG with
 * sharp (no downloads): bottles, tins, jars, sacks, bowls, jaggery blocks on a wooden table in
 * warm window light, and outdoor / mill scenes for the gallery. Each picture is varied by a seed
 * string (the item's name), so no two are the same.
 */
import sharp from 'sharp';

const WIDTH = 1200;
const HEIGHT = 900;

/** Small deterministic PRNG (mulberry32) seeded from a string. */
function random(seedText: string) {
  let h = 1779033703 ^ seedText.length;
  for (let i = 0; i < seedText.length; i++) {
    h = Math.imul(h ^ seedText.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let a = h >>> 0;
  const next = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}
type Rng = ReturnType<typeof random>;

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Mixes a hex colour toward white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number) {
  const n = parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) =>
    Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)),
  );
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

type ProductKind = 'bottle' | 'tin' | 'jar' | 'sack' | 'bowl' | 'blocks' | 'pods';

export interface ProductPicture {
  kind: ProductKind;
  /** Main colour of the contents (oil, ghee, grain, powder…). */
  color: string;
  /** Text on the label. */
  label: string;
  /** Secondary text on the label (size). */
  size?: string;
  /** Accent colour of the label and cloth. */
  accent?: string;
  /** Small line on the label (default "VANAM NATURALS"). */
  tagline?: string;
  /** Props around the object. */
  props?: ('leaves' | 'seeds' | 'coconut' | 'chillies' | 'flowers')[];
}

// ─── shared scenery ───────────────────────────────────────────────────────────────────────────

function backdrop(rng: Rng) {
  const wall = rng.pick(['#efe3cf', '#e9dcc6', '#f3e6d3', '#e4d6bf', '#eadfcb', '#dfe3d3']);
  const wood = rng.pick(['#8a5a33', '#7a4b2a', '#96633a', '#6f4526', '#a06c40']);
  const tableTop = rng.int(560, 640);
  const lightX = rng.int(150, 1050);
  let planks = '';
  for (let y = tableTop + 18; y < HEIGHT; y += rng.int(55, 80)) {
    planks += `<rect x="0" y="${y}" width="${WIDTH}" height="3" fill="${shade(wood, -0.35)}" opacity="0.55"/>`;
  }
  let grain = '';
  for (let i = 0; i < 26; i++) {
    const y = rng.int(tableTop + 10, HEIGHT - 10);
    const x = rng.int(-100, WIDTH);
    grain += `<path d="M${x} ${y} q ${rng.int(80, 200)} ${rng.int(-8, 8)} ${rng.int(250, 500)} 0" stroke="${shade(wood, rng.range(-0.3, 0.15))}" stroke-width="${rng.int(2, 5)}" fill="none" opacity="0.35"/>`;
  }
  return {
    tableTop,
    svg: `
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(wall, 0.25)}"/><stop offset="1" stop-color="${shade(wall, -0.12)}"/>
    </linearGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(wood, 0.12)}"/><stop offset="1" stop-color="${shade(wood, -0.3)}"/>
    </linearGradient>
    <radialGradient id="light" cx="${lightX / WIDTH}" cy="0.15" r="0.8">
      <stop offset="0" stop-color="#fff8e6" stop-opacity="0.75"/><stop offset="1" stop-color="#fff8e6" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0.05"/><stop offset="0.18" stop-color="#fff" stop-opacity="0.55"/>
      <stop offset="0.3" stop-color="#fff" stop-opacity="0.08"/><stop offset="0.85" stop-color="#000" stop-opacity="0.12"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.25"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
  <rect x="${rng.int(40, 700)}" y="${rng.int(-80, 40)}" width="${rng.int(260, 420)}" height="${rng.int(300, 420)}" fill="#fffaf0" opacity="0.35" rx="6"/>
  <rect y="${tableTop}" width="${WIDTH}" height="${HEIGHT - tableTop}" fill="url(#table)"/>
  <rect y="${tableTop}" width="${WIDTH}" height="10" fill="${shade(wood, 0.3)}" opacity="0.6"/>
  ${planks}${grain}`,
    light: `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>`,
  };
}

function groundShadow(cx: number, y: number, w: number) {
  return `<ellipse cx="${cx}" cy="${y}" rx="${w / 2}" ry="${w / 9}" fill="url(#shadow)"/>`;
}

function leaf(x: number, y: number, size: number, angle: number, color: string) {
  return `<g transform="translate(${x} ${y}) rotate(${angle})">
    <path d="M0 0 C ${size * 0.3} ${-size * 0.35}, ${size * 0.75} ${-size * 0.3}, ${size} 0 C ${size * 0.75} ${size * 0.3}, ${size * 0.3} ${size * 0.35}, 0 0 Z" fill="${color}"/>
    <path d="M0 0 L ${size * 0.95} 0" stroke="${shade(color, -0.35)}" stroke-width="2"/>
  </g>`;
}

function props(rng: Rng, kinds: ProductPicture['props'], tableTop: number, avoid: [number, number]) {
  let out = '';
  const spots = () => {
    let x = rng.int(60, WIDTH - 60);
    for (let tries = 0; tries < 20 && x > avoid[0] - 60 && x < avoid[1] + 60; tries++) x = rng.int(60, WIDTH - 60);
    return x;
  };
  for (const kind of kinds ?? []) {
    if (kind === 'leaves') {
      const x = spots();
      const y = rng.int(tableTop + 60, HEIGHT - 80);
      const green = rng.pick(['#4f7a32', '#5d8a3a', '#3f6b2a', '#6b8f3c']);
      out += `<path d="M${x - 90} ${y + 20} Q ${x} ${y - 10} ${x + 110} ${y + 5}" stroke="#5b4a2a" stroke-width="4" fill="none"/>`;
      for (let i = 0; i < 6; i++) out += leaf(x - 80 + i * 34, y + 12 - i * 2, rng.int(50, 75), rng.int(-70, -20) + (i % 2) * 90, shade(green, rng.range(-0.1, 0.15)));
    } else if (kind === 'seeds') {
      const x = spots();
      const y = rng.int(tableTop + 70, HEIGHT - 60);
      const color = rng.pick(['#c58b45', '#e8d9b5', '#3b2f28', '#d7a24a']);
      for (let i = 0; i < 45; i++) {
        out += `<ellipse cx="${x + rng.range(-110, 110)}" cy="${y + rng.range(-30, 30)}" rx="${rng.range(5, 9)}" ry="${rng.range(3, 6)}" transform="rotate(${rng.int(0, 180)} ${x} ${y})" fill="${shade(color, rng.range(-0.2, 0.2))}"/>`;
      }
    } else if (kind === 'coconut') {
      const x = spots();
      const y = rng.int(tableTop + 90, HEIGHT - 90);
      out += `${groundShadow(x, y + 70, 220)}<circle cx="${x}" cy="${y}" r="85" fill="#6b4423"/><circle cx="${x}" cy="${y}" r="85" fill="none" stroke="#4a2e17" stroke-width="6" stroke-dasharray="4 10"/>
        <ellipse cx="${x + 45}" cy="${y - 10}" rx="58" ry="70" fill="#fbf7ee"/><ellipse cx="${x + 45}" cy="${y - 10}" rx="58" ry="70" fill="none" stroke="#5a3a1e" stroke-width="10"/>`;
    } else if (kind === 'chillies') {
      const x = spots();
      const y = rng.int(tableTop + 60, HEIGHT - 60);
      for (let i = 0; i < 5; i++) {
        const dx = x + i * 38 - 80;
        out += `<path d="M${dx} ${y} q 40 ${-50 + i * 6} 95 ${-10 + i * 4}" stroke="#b3201a" stroke-width="${rng.int(14, 18)}" stroke-linecap="round" fill="none"/><path d="M${dx - 4} ${y + 2} l -14 -6" stroke="#4f7a32" stroke-width="6" stroke-linecap="round"/>`;
      }
    } else if (kind === 'flowers') {
      const x = spots();
      const y = rng.int(tableTop + 60, HEIGHT - 70);
      const petal = rng.pick(['#f2c230', '#ffffff', '#f08a24']);
      for (let f = 0; f < 3; f++) {
        const fx = x + f * 70 - 70;
        const fy = y + rng.int(-20, 20);
        for (let p = 0; p < 8; p++) out += `<ellipse cx="${fx}" cy="${fy - 22}" rx="10" ry="22" fill="${petal}" transform="rotate(${p * 45} ${fx} ${fy})"/>`;
        out += `<circle cx="${fx}" cy="${fy}" r="11" fill="#7a4b12"/>`;
      }
    }
  }
  return out;
}

function label(cx: number, y: number, w: number, h: number, picture: ProductPicture, rng: Rng) {
  const accent = picture.accent ?? rng.pick(['#7a2e1f', '#2f5d2f', '#6b3f14', '#1f4f5a', '#8a5a12']);
  const paper = rng.pick(['#f6ecd6', '#fbf3e2', '#efe2c4']);
  const words = picture.label.split(' ');
  // Up to three lines of at most ~12 characters.
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + word).length <= 12) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const shown = lines.slice(0, 3);
  const longest = Math.max(...shown.map((line) => line.length));
  const fontSize = Math.max(14, Math.min(34, Math.floor((w - 28) / (longest * 0.66))));
  const text = shown
    .map((line, i) => `<text x="${cx}" y="${y + h * 0.38 + i * (fontSize + 4) - ((shown.length - 1) * (fontSize + 4)) / 2}" font-family="DejaVu Serif, serif" font-weight="bold" font-size="${fontSize}" fill="${accent}" text-anchor="middle">${esc(line)}</text>`)
    .join('');
  return `<rect x="${cx - w / 2}" y="${y}" width="${w}" height="${h}" rx="8" fill="${paper}" stroke="${accent}" stroke-width="4"/>
    <rect x="${cx - w / 2 + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="4" fill="none" stroke="${accent}" stroke-width="1.5" opacity="0.7"/>
    ${leaf(cx - 22, y + 26, 24, -30, '#5d8a3a')}${leaf(cx + 2, y + 26, 24, -150, '#5d8a3a')}
    ${text}
    ${picture.size ? `<text x="${cx}" y="${y + h - 22}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(fontSize * 0.7)}" fill="${shade(accent, 0.15)}" text-anchor="middle">${esc(picture.size)}</text>` : ''}
    <text x="${cx}" y="${y + h - 22 - (picture.size ? fontSize : 0)}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(fontSize * 0.5)}" textLength="${Math.round(w * 0.7)}" lengthAdjust="spacingAndGlyphs" fill="${shade(accent, 0.25)}" text-anchor="middle">${esc(picture.tagline ?? 'VANAM NATURALS')}</text>`;
}

// ─── objects ──────────────────────────────────────────────────────────────────────────────────

function bottle(cx: number, base: number, picture: ProductPicture, rng: Rng) {
  const w = rng.int(200, 250);
  const h = rng.int(430, 500);
  const neck = w * 0.32;
  const top = base - h;
  const shoulder = top + h * 0.3;
  const liquidTop = shoulder + rng.int(5, 40);
  const body = `M${cx - neck / 2} ${top + 40} L${cx - neck / 2} ${top + h * 0.18} C ${cx - neck / 2} ${shoulder - 20}, ${cx - w / 2} ${shoulder - 30}, ${cx - w / 2} ${shoulder + 20} L${cx - w / 2} ${base - 20} Q ${cx - w / 2} ${base} ${cx - w / 2 + 20} ${base} L${cx + w / 2 - 20} ${base} Q ${cx + w / 2} ${base} ${cx + w / 2} ${base - 20} L${cx + w / 2} ${shoulder + 20} C ${cx + w / 2} ${shoulder - 30}, ${cx + neck / 2} ${shoulder - 20}, ${cx + neck / 2} ${top + h * 0.18} L${cx + neck / 2} ${top + 40} Z`;
  const capColor = picture.accent ?? rng.pick(['#7a2e1f', '#2f5d2f', '#3b2a1a', '#8a5a12']);
  return `${groundShadow(cx + 30, base, w * 1.5)}
  <clipPath id="bottleClip"><path d="${body}"/></clipPath>
  <path d="${body}" fill="${shade(picture.color, 0.55)}" opacity="0.55"/>
  <rect x="${cx - w}" y="${liquidTop}" width="${w * 2}" height="${base - liquidTop}" fill="${picture.color}" clip-path="url(#bottleClip)" opacity="0.92"/>
  <rect x="${cx - w}" y="${liquidTop}" width="${w * 2}" height="6" fill="${shade(picture.color, 0.35)}" clip-path="url(#bottleClip)"/>
  <path d="${body}" fill="url(#glass)"/>
  <path d="${body}" fill="none" stroke="${shade(picture.color, -0.45)}" stroke-width="3" opacity="0.6"/>
  <rect x="${cx - neck / 2 - 6}" y="${top}" width="${neck + 12}" height="52" rx="6" fill="${capColor}"/>
  <rect x="${cx - neck / 2 - 6}" y="${top + 40}" width="${neck + 12}" height="8" fill="${shade(capColor, -0.3)}"/>
  <path d="M${cx - neck / 2 - 4} ${top + 50} q ${neck / 2 + 4} 26 ${neck + 8} 0" stroke="#c9a66b" stroke-width="5" fill="none"/>
  ${label(cx, shoulder + 60, w * 0.86, h * 0.42, picture, rng)}`;
}

function tin(cx: number, base: number, picture: ProductPicture, rng: Rng) {
  const w = rng.int(300, 340);
  const h = rng.int(400, 440);
  const top = base - h;
  const metal = '#c9ccd1';
  return `${groundShadow(cx + 30, base, w * 1.4)}
  <defs><linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(metal, -0.3)}"/><stop offset="0.25" stop-color="${shade(metal, 0.5)}"/><stop offset="0.6" stop-color="${metal}"/><stop offset="1" stop-color="${shade(metal, -0.4)}"/></linearGradient></defs>
  <rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="14" fill="url(#metal)"/>
  <rect x="${cx - w / 2}" y="${top + 30}" width="${w}" height="${h - 60}" fill="${picture.color}" opacity="0.85"/>
  <rect x="${cx - w / 2}" y="${top + 30}" width="${w}" height="${h - 60}" fill="url(#glass)"/>
  <rect x="${cx + w / 6}" y="${top - 40}" width="${w / 4}" height="46" rx="8" fill="${shade(metal, -0.1)}"/>
  <path d="M${cx - w / 3} ${top} q ${w / 6} -70 ${w / 3} 0" stroke="${shade(metal, -0.35)}" stroke-width="10" fill="none"/>
  ${label(cx, top + h * 0.22, w * 0.8, h * 0.52, picture, rng)}`;
}

function jar(cx: number, base: number, picture: ProductPicture, rng: Rng) {
  const w = rng.int(280, 330);
  const h = rng.int(300, 350);
  const top = base - h;
  const cloth = picture.accent ?? rng.pick(['#b3261e', '#2f5d8a', '#7a2e1f', '#4f7a32']);
  let contents = `<rect x="${cx - w / 2 + 8}" y="${top + 50}" width="${w - 16}" height="${h - 58}" rx="20" fill="${picture.color}"/>`;
  // Pieces (pickle chunks, ghee grain) inside.
  for (let i = 0; i < 40; i++) {
    contents += `<circle cx="${cx + rng.range(-w / 2 + 30, w / 2 - 30)}" cy="${top + rng.range(70, h - 30)}" r="${rng.range(4, 14)}" fill="${shade(picture.color, rng.range(-0.3, 0.25))}" opacity="0.7"/>`;
  }
  let checks = '';
  for (let i = 0; i < 8; i++) checks += `<rect x="${cx - w / 2 - 30 + i * ((w + 60) / 8)}" y="${top - 46}" width="${(w + 60) / 16}" height="70" fill="#fff" opacity="0.35"/>`;
  return `${groundShadow(cx + 30, base, w * 1.4)}
  <rect x="${cx - w / 2}" y="${top + 30}" width="${w}" height="${h - 30}" rx="34" fill="${shade(picture.color, 0.6)}" opacity="0.4"/>
  ${contents}
  <rect x="${cx - w / 2}" y="${top + 30}" width="${w}" height="${h - 30}" rx="34" fill="url(#glass)"/>
  <rect x="${cx - w / 2}" y="${top + 30}" width="${w}" height="${h - 30}" rx="34" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>
  <path d="M${cx - w / 2 - 30} ${top + 24} L${cx - w / 2 + 10} ${top - 46} L${cx + w / 2 - 10} ${top - 46} L${cx + w / 2 + 30} ${top + 24} Q ${cx} ${top + 50} ${cx - w / 2 - 30} ${top + 24} Z" fill="${cloth}"/>
  ${checks}
  <path d="M${cx - w / 2 + 2} ${top + 14} Q ${cx} ${top + 38} ${cx + w / 2 - 2} ${top + 14}" stroke="#c9a66b" stroke-width="7" fill="none"/>
  ${label(cx, top + h * 0.38, w * 0.7, h * 0.5, picture, rng)}`;
}

function heap(cx: number, y: number, w: number, color: string, rng: Rng, grainy: boolean) {
  let out = `<path d="M${cx - w / 2} ${y} Q ${cx} ${y - w * 0.45} ${cx + w / 2} ${y} Z" fill="${color}"/>`;
  if (grainy) {
    for (let i = 0; i < 160; i++) {
      const gx = cx + rng.range(-w / 2 + 10, w / 2 - 10);
      const limit = y - (1 - Math.pow((gx - cx) / (w / 2), 2)) * w * 0.22;
      const gy = rng.range(limit + 4, y - 2);
      out += `<ellipse cx="${gx}" cy="${gy}" rx="${rng.range(4, 8)}" ry="${rng.range(3, 5)}" fill="${shade(color, rng.range(-0.25, 0.25))}"/>`;
    }
  } else {
    out += `<path d="M${cx - w / 4} ${y - w * 0.12} Q ${cx} ${y - w * 0.3} ${cx + w / 5} ${y - w * 0.14}" stroke="${shade(color, 0.3)}" stroke-width="10" fill="none" opacity="0.5"/>`;
  }
  return out;
}

function sack(cx: number, base: number, picture: ProductPicture, rng: Rng) {
  const w = rng.int(380, 440);
  const h = rng.int(330, 380);
  const top = base - h;
  const jute = rng.pick(['#c8a36a', '#bf9a5e', '#d1ad73']);
  let weave = '';
  for (let y = top + 20; y < base; y += 14) weave += `<path d="M${cx - w / 2} ${y} L${cx + w / 2} ${y}" stroke="${shade(jute, -0.2)}" stroke-width="2" opacity="0.35"/>`;
  for (let x = cx - w / 2; x < cx + w / 2; x += 14) weave += `<path d="M${x} ${top} L${x} ${base}" stroke="${shade(jute, 0.15)}" stroke-width="2" opacity="0.25"/>`;
  return `${groundShadow(cx + 30, base, w * 1.3)}
  <clipPath id="sackClip"><path d="M${cx - w / 2 + 20} ${base} Q ${cx - w / 2 - 20} ${top + h / 2} ${cx - w / 2 + 10} ${top + 40} L${cx + w / 2 - 10} ${top + 40} Q ${cx + w / 2 + 20} ${top + h / 2} ${cx + w / 2 - 20} ${base} Z"/></clipPath>
  <g clip-path="url(#sackClip)"><rect x="${cx - w}" y="${top}" width="${w * 2}" height="${h}" fill="${jute}"/>${weave}</g>
  <path d="M${cx - w / 2 + 10} ${top + 40} Q ${cx - w / 2 - 10} ${top + 10} ${cx - w / 2 + 40} ${top - 10} L${cx + w / 2 - 40} ${top - 10} Q ${cx + w / 2 + 10} ${top + 10} ${cx + w / 2 - 10} ${top + 40} Z" fill="${shade(jute, -0.15)}"/>
  <ellipse cx="${cx}" cy="${top + 16}" rx="${w / 2 - 40}" ry="34" fill="${shade(picture.color, -0.25)}"/>
  ${heap(cx, top + 30, w - 110, picture.color, rng, true)}
  ${label(cx, top + h * 0.42, w * 0.55, h * 0.42, picture, rng)}`;
}

function bowl(cx: number, base: number, picture: ProductPicture, rng: Rng, grainy: boolean) {
  const w = rng.int(420, 480);
  const h = rng.int(150, 180);
  const rim = base - h;
  const wood = rng.pick(['#7a4b2a', '#5e3920', '#8c5a32']);
  return `${groundShadow(cx + 30, base, w * 1.25)}
  ${heap(cx, rim + 20, w - 40, picture.color, rng, grainy)}
  <path d="M${cx - w / 2} ${rim} Q ${cx - w / 2 + 20} ${base} ${cx} ${base} Q ${cx + w / 2 - 20} ${base} ${cx + w / 2} ${rim} Z" fill="${wood}"/>
  <path d="M${cx - w / 2 + 40} ${rim + 30} Q ${cx - w / 4} ${base - 20} ${cx} ${base - 14}" stroke="${shade(wood, 0.35)}" stroke-width="8" fill="none" opacity="0.5"/>
  <ellipse cx="${cx}" cy="${rim}" rx="${w / 2}" ry="22" fill="none" stroke="${shade(wood, -0.3)}" stroke-width="8"/>
  <g transform="translate(${cx + w / 2 - 40} ${base - 40}) rotate(${rng.int(-20, 10)})">
    <rect x="0" y="-14" width="220" height="28" rx="14" fill="${shade(wood, 0.2)}"/>
    <ellipse cx="0" cy="0" rx="46" ry="34" fill="${shade(wood, 0.15)}"/>
    <ellipse cx="0" cy="-4" rx="34" ry="22" fill="${picture.color}"/>
  </g>
  ${label(cx - w / 2 - 20, rim - 240, 200, 170, picture, rng)}`;
}

function blocks(cx: number, base: number, picture: ProductPicture, rng: Rng) {
  let out = groundShadow(cx + 30, base, 560);
  const leafColor = '#6b8f3c';
  out += `<path d="M${cx - 280} ${base - 10} L${cx + 280} ${base - 10} L${cx + 240} ${base - 70} L${cx - 240} ${base - 70} Z" fill="${leafColor}"/>`;
  for (let i = 0; i < 7; i++) out += `<path d="M${cx - 240 + i * 80} ${base - 70} L${cx - 280 + i * 90} ${base - 10}" stroke="${shade(leafColor, -0.3)}" stroke-width="3"/>`;
  const positions = [
    [-170, 0], [-60, 0], [50, 0], [160, 0], [-115, -1], [-5, -1], [105, -1], [-60, -2], [50, -2],
  ];
  for (const [dx, row] of positions) {
    const x = cx + dx + rng.range(-8, 8);
    const y = base - 70 - 10 - (-row) * 82;
    const s = rng.int(88, 100);
    out += `<g transform="rotate(${rng.range(-6, 6)} ${x} ${y - s / 2})">
      <path d="M${x - s / 2} ${y} L${x - s / 2 + 10} ${y - s} L${x + s / 2 - 10} ${y - s} L${x + s / 2} ${y} Z" fill="${shade(picture.color, rng.range(-0.15, 0.1))}"/>
      <ellipse cx="${x}" cy="${y - s}" rx="${s / 2 - 10}" ry="12" fill="${shade(picture.color, 0.2)}"/>
    </g>`;
  }
  return out + label(cx + 330, base - 330, 200, 170, picture, rng);
}

function pods(cx: number, base: number, picture: ProductPicture, rng: Rng) {
  return bowl(cx, base, picture, rng, true);
}

// ─── product pictures ─────────────────────────────────────────────────────────────────────────

export function productSvg(seedText: string, picture: ProductPicture) {
  const rng = random(seedText);
  const scene = backdrop(rng);
  const base = scene.tableTop + rng.int(150, 210);
  const cx = rng.int(430, 770);
  const object =
    picture.kind === 'bottle'
      ? bottle(cx, base, picture, rng)
      : picture.kind === 'tin'
        ? tin(cx, base, picture, rng)
        : picture.kind === 'jar'
          ? jar(cx, base, picture, rng)
          : picture.kind === 'sack'
            ? sack(cx, base, picture, rng)
            : picture.kind === 'blocks'
              ? blocks(cx - 60, base, picture, rng)
              : picture.kind === 'pods'
                ? pods(cx, base, picture, rng)
                : bowl(cx, base, picture, rng, false);
  // A second, smaller object behind for depth (a small bowl of the same produce).
  const backX = cx < WIDTH / 2 ? cx + rng.int(330, 420) : cx - rng.int(330, 420);
  const back = `<g opacity="0.95">${groundShadow(backX, scene.tableTop + 70, 200)}
    <path d="M${backX - 90} ${scene.tableTop + 20} Q ${backX - 80} ${scene.tableTop + 75} ${backX} ${scene.tableTop + 75} Q ${backX + 80} ${scene.tableTop + 75} ${backX + 90} ${scene.tableTop + 20} Z" fill="#e9e1d2"/>
    ${heap(backX, scene.tableTop + 26, 170, picture.color, rng, picture.kind !== 'bottle' && picture.kind !== 'tin')}
    <ellipse cx="${backX}" cy="${scene.tableTop + 20}" rx="90" ry="12" fill="none" stroke="#cfc4b0" stroke-width="5"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${scene.svg}
  ${back}
  ${props(rng, picture.props, scene.tableTop, [cx - 260, cx + 260])}
  ${object}
  ${scene.light}
</svg>`;
}

// ─── gallery scenes ───────────────────────────────────────────────────────────────────────────

export type SceneKind = 'ghani' | 'field' | 'drying' | 'shop' | 'churn' | 'palms' | 'jaggery' | 'market';

function sky(rng: Rng, evening: boolean) {
  const top = evening ? rng.pick(['#f3a65a', '#f0b36e', '#e98f52']) : rng.pick(['#8fc3e8', '#9fd0ee', '#7fb8e0']);
  const bottom = evening ? '#fbe3b0' : '#eaf5fb';
  const sunX = rng.int(150, 1050);
  const sunY = evening ? rng.int(300, 420) : rng.int(110, 220);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff6d5"/><stop offset="0.4" stop-color="#ffe08a" stop-opacity="0.9"/><stop offset="1" stop-color="#ffe08a" stop-opacity="0"/></radialGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${evening ? 140 : 110}" fill="url(#sun)"/>
    <circle cx="${sunX}" cy="${sunY}" r="${evening ? 46 : 38}" fill="#fff3c4"/>
    ${Array.from({ length: 3 }, () => {
      const x = rng.int(0, WIDTH);
      const y = rng.int(60, 260);
      return `<g fill="#ffffff" opacity="${rng.range(0.5, 0.85)}"><ellipse cx="${x}" cy="${y}" rx="${rng.int(70, 120)}" ry="26"/><ellipse cx="${x + 50}" cy="${y - 18}" rx="60" ry="30"/><ellipse cx="${x - 50}" cy="${y - 8}" rx="50" ry="22"/></g>`;
    }).join('')}`;
}

function hills(rng: Rng, horizon: number) {
  let out = '';
  const greens = ['#7fa35a', '#6d944c', '#5d8540', '#8db266'];
  for (let layer = 0; layer < 3; layer++) {
    const y = horizon - 60 + layer * 35;
    let d = `M0 ${y}`;
    for (let x = 0; x <= WIDTH; x += 150) d += ` Q ${x + 75} ${y - rng.int(20, 90)} ${x + 150} ${y + rng.int(-10, 10)}`;
    d += ` L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z`;
    out += `<path d="${d}" fill="${shade(greens[layer], -0.05 * layer)}" opacity="${0.75 + layer * 0.1}"/>`;
  }
  return out;
}

function person(x: number, y: number, scale: number, cloth: string, rng: Rng) {
  const skin = rng.pick(['#8a5a3c', '#7a4b2f', '#9b6a48']);
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <ellipse cx="0" cy="0" rx="40" ry="10" fill="#000" opacity="0.25"/>
    <path d="M-22 0 L-14 -70 L14 -70 L22 0 Z" fill="${shade(cloth, -0.2)}"/>
    <path d="M-28 -70 Q 0 -150 28 -70 Z" fill="${cloth}"/>
    <rect x="-26" y="-130" width="52" height="64" rx="18" fill="${cloth}"/>
    <circle cx="0" cy="-150" r="20" fill="${skin}"/>
    <path d="M-20 -156 Q 0 -180 20 -156 Q 10 -168 -20 -156 Z" fill="#2a1c12"/>
  </g>`;
}

export function sceneSvg(seedText: string, kind: SceneKind, caption: string) {
  const rng = random(seedText);
  const evening = rng.next() < 0.4;
  const horizon = rng.int(430, 520);
  let body = '';
  if (kind === 'field' || kind === 'palms' || kind === 'drying') {
    body += hills(rng, horizon);
    const crop = kind === 'field' ? rng.pick(['#c9b23a', '#8fae3c', '#b58b3a', '#d9c36a']) : '#9ab86a';
    for (let row = 0; row < 16; row++) {
      const y = horizon + 20 + row * row * 1.6 + row * 8;
      if (y > HEIGHT) break;
      body += `<path d="M${-50} ${y} Q ${WIDTH / 2} ${y - 14} ${WIDTH + 50} ${y}" stroke="${shade(crop, (row % 2 ? -0.12 : 0.08) - row * 0.01)}" stroke-width="${6 + row * 1.8}" fill="none"/>`;
    }
    if (kind === 'palms') {
      for (let i = 0; i < 5; i++) {
        const x = rng.int(60, WIDTH - 60);
        const base = horizon + rng.int(40, 200);
        const height = rng.int(260, 420);
        body += `<path d="M${x} ${base} Q ${x + rng.int(-40, 40)} ${base - height / 2} ${x + rng.int(-20, 20)} ${base - height}" stroke="#6b4a2b" stroke-width="${rng.int(12, 18)}" fill="none"/>`;
        for (let f = 0; f < 8; f++) {
          const angle = f * 45 + rng.int(-10, 10);
          body += `<g transform="translate(${x} ${base - height}) rotate(${angle})"><path d="M0 0 Q 60 -30 140 10 Q 60 -8 0 0 Z" fill="${shade('#4f7a32', rng.range(-0.15, 0.15))}"/></g>`;
        }
        body += `<circle cx="${x - 8}" cy="${base - height + 14}" r="12" fill="#5e3d1e"/><circle cx="${x + 10}" cy="${base - height + 18}" r="12" fill="#5e3d1e"/>`;
      }
    }
    if (kind === 'drying') {
      const mat = '#d8c08a';
      body += `<path d="M150 ${HEIGHT - 40} L${WIDTH - 150} ${HEIGHT - 40} L${WIDTH - 300} ${horizon + 90} L300 ${horizon + 90} Z" fill="${mat}"/>`;
      const grain = rng.pick(['#c58b45', '#e8d9b5', '#d7a24a', '#b5541c']);
      for (let i = 0; i < 700; i++) {
        const t = rng.next();
        const y = horizon + 100 + t * (HEIGHT - 150 - horizon);
        const half = 150 + t * 260;
        body += `<ellipse cx="${WIDTH / 2 + rng.range(-half, half)}" cy="${y}" rx="${3 + t * 5}" ry="${2 + t * 3}" fill="${shade(grain, rng.range(-0.2, 0.2))}"/>`;
      }
      body += person(rng.int(200, 1000), HEIGHT - 60, 1.6, rng.pick(['#b3261e', '#2f5d8a', '#d08a1e']), rng);
    }
    if (kind === 'field') body += person(rng.int(150, 1050), horizon + rng.int(150, 260), 1.3, rng.pick(['#b3261e', '#2f5d8a', '#e0a21e']), rng);
  } else {
    // Indoors / under a thatched roof: the mill, the shop, the churn, the jaggery pan, the market stall.
    const wall = rng.pick(['#e6d2b0', '#d9c29b', '#eadbc0']);
    const floor = rng.pick(['#9c7650', '#8a6844', '#a88359']);
    body += `<rect width="${WIDTH}" height="${HEIGHT}" fill="${wall}"/>
      <rect y="${horizon + 80}" width="${WIDTH}" height="${HEIGHT}" fill="${floor}"/>
      <path d="M0 0 L${WIDTH} 0 L${WIDTH} 90 Q ${WIDTH / 2} 150 0 90 Z" fill="#8a6a3a"/>
      ${Array.from({ length: 24 }, (_, i) => `<path d="M${i * 52} 0 L${i * 52 + 20} 110" stroke="#6e5230" stroke-width="5"/>`).join('')}
      <rect x="${rng.int(700, 950)}" y="160" width="200" height="220" fill="#fdf2d6" stroke="#6e5230" stroke-width="12"/>
      <path d="M${WIDTH} 120 L${rng.int(500, 700)} ${HEIGHT} L${WIDTH} ${HEIGHT} Z" fill="#fff3d0" opacity="0.22"/>`;
    const cx = rng.int(380, 620);
    const ground = horizon + rng.int(220, 300);
    if (kind === 'ghani') {
      body += `<ellipse cx="${cx}" cy="${ground}" rx="190" ry="40" fill="#000" opacity="0.25"/>
        <path d="M${cx - 150} ${ground} L${cx - 110} ${ground - 250} L${cx + 110} ${ground - 250} L${cx + 150} ${ground} Z" fill="#6b4423"/>
        ${Array.from({ length: 6 }, (_, i) => `<path d="M${cx - 140 + i * 56} ${ground} L${cx - 100 + i * 40} ${ground - 250}" stroke="#4e2f17" stroke-width="5"/>`).join('')}
        <ellipse cx="${cx}" cy="${ground - 250}" rx="115" ry="28" fill="#8a5a33"/>
        <ellipse cx="${cx}" cy="${ground - 250}" rx="70" ry="16" fill="#d9a62b"/>
        <rect x="${cx - 10}" y="${ground - 420}" width="22" height="190" fill="#5a3a1e" transform="rotate(12 ${cx} ${ground - 250})"/>
        <path d="M${cx} ${ground - 300} L${cx + 520} ${ground - 180}" stroke="#5a3a1e" stroke-width="22" stroke-linecap="round"/>
        <path d="M${cx + 60} ${ground - 40} q 30 40 90 20" stroke="#d9a62b" stroke-width="14" fill="none"/>
        <path d="M${cx + 150} ${ground - 30} L${cx + 230} ${ground - 30} L${cx + 215} ${ground + 20} L${cx + 165} ${ground + 20} Z" fill="#a0522d"/>
        <ellipse cx="${cx + 190}" cy="${ground - 30}" rx="40" ry="9" fill="#d9a62b"/>`;
      // The bullock that turns the beam.
      const bx = cx + 480;
      const by = ground - 10;
      body += `<g><ellipse cx="${bx}" cy="${by + 10}" rx="130" ry="20" fill="#000" opacity="0.2"/>
        <rect x="${bx - 110}" y="${by - 170}" width="210" height="110" rx="50" fill="#e8e0d0"/>
        <rect x="${bx - 95}" y="${by - 80}" width="22" height="90" fill="#d8cfbd"/><rect x="${bx - 50}" y="${by - 80}" width="22" height="90" fill="#d8cfbd"/>
        <rect x="${bx + 30}" y="${by - 80}" width="22" height="90" fill="#d8cfbd"/><rect x="${bx + 68}" y="${by - 80}" width="22" height="90" fill="#d8cfbd"/>
        <path d="M${bx - 60} ${by - 170} q 30 -50 70 -10 z" fill="#d8cfbd"/>
        <rect x="${bx - 175}" y="${by - 185}" width="80" height="70" rx="26" fill="#e8e0d0"/>
        <path d="M${bx - 165} ${by - 185} q -20 -40 10 -50 M${bx - 110} ${by - 185} q 20 -40 -10 -50" stroke="#6b4a2b" stroke-width="9" fill="none"/>
        <circle cx="${bx - 150}" cy="${by - 160}" r="5" fill="#222"/></g>`;
      body += person(cx - 260, ground + 20, 1.5, rng.pick(['#f0f0e8', '#b3261e', '#2f5d8a']), rng);
    } else if (kind === 'shop' || kind === 'market') {
      const shelfColor = '#6b4423';
      for (let s = 0; s < 3; s++) {
        const y = 300 + s * 150;
        body += `<rect x="${cx - 330}" y="${y}" width="660" height="16" fill="${shelfColor}"/>`;
        for (let b = 0; b < 9; b++) {
          const bx = cx - 300 + b * 72;
          const color = rng.pick(['#d9a62b', '#b8741a', '#f3ecd2', '#c99a1e', '#f1d27a', '#8a3b1a']);
          if (rng.next() < 0.5) body += `<rect x="${bx}" y="${y - 110}" width="44" height="110" rx="10" fill="${color}" opacity="0.9"/><rect x="${bx + 12}" y="${y - 136}" width="20" height="30" fill="#5a3a1e"/><rect x="${bx + 4}" y="${y - 70}" width="36" height="40" fill="#f6ecd6"/>`;
          else body += `<rect x="${bx - 4}" y="${y - 80}" width="54" height="80" rx="12" fill="${color}" opacity="0.9"/><rect x="${bx - 8}" y="${y - 92}" width="62" height="16" rx="4" fill="#b3261e"/>`;
        }
      }
      body += `<rect x="${cx - 380}" y="${ground - 150}" width="760" height="160" fill="#7a4b2a"/><rect x="${cx - 380}" y="${ground - 160}" width="760" height="20" fill="#8f5c33"/>`;
      if (kind === 'market') {
        for (let i = 0; i < 4; i++) body += `<path d="M${cx - 380 + i * 190} 160 L${cx - 285 + i * 190} 240 L${cx - 190 + i * 190} 160 Z" fill="${i % 2 ? '#b3261e' : '#f2c230'}"/>`;
      }
      body += person(cx + 420, ground + 10, 1.5, rng.pick(['#2f5d8a', '#7a2e1f', '#4f7a32']), rng);
    } else if (kind === 'churn') {
      body += `<ellipse cx="${cx}" cy="${ground}" rx="170" ry="34" fill="#000" opacity="0.25"/>
        <path d="M${cx - 150} ${ground - 220} Q ${cx - 190} ${ground - 40} ${cx - 80} ${ground} L${cx + 80} ${ground} Q ${cx + 190} ${ground - 40} ${cx + 150} ${ground - 220} Z" fill="#a0522d"/>
        <ellipse cx="${cx}" cy="${ground - 220}" rx="150" ry="30" fill="#8a4424"/><ellipse cx="${cx}" cy="${ground - 220}" rx="120" ry="20" fill="#fbf3dc"/>
        <path d="M${cx - 150} ${ground - 150} Q ${cx} ${ground - 120} ${cx + 150} ${ground - 150}" stroke="#e8c27a" stroke-width="8" fill="none"/>
        <rect x="${cx - 8}" y="${ground - 520}" width="16" height="320" fill="#6b4423"/>
        <path d="M${cx - 80} ${ground - 420} L${cx + 80} ${ground - 440}" stroke="#c9a66b" stroke-width="6"/>
        <rect x="${cx + 230}" y="${ground - 140}" width="160" height="140" rx="26" fill="#f1d27a"/><ellipse cx="${cx + 310}" cy="${ground - 140}" rx="80" ry="18" fill="#f6dc8c"/>`;
      body += person(cx - 260, ground + 20, 1.6, rng.pick(['#b3261e', '#d08a1e', '#7a2e6b']), rng);
    } else {
      // jaggery: a wide pan over a wood fire.
      body += `<ellipse cx="${cx}" cy="${ground}" rx="330" ry="60" fill="#000" opacity="0.25"/>
        <rect x="${cx - 260}" y="${ground - 110}" width="520" height="110" fill="#7a6a5a"/>
        ${Array.from({ length: 9 }, (_, i) => `<path d="M${cx - 200 + i * 50} ${ground - 20} q 20 -60 ${rng.int(-10, 30)} -100" stroke="${i % 2 ? '#f08a24' : '#f2c230'}" stroke-width="16" stroke-linecap="round" fill="none" opacity="0.85"/>`).join('')}
        <ellipse cx="${cx}" cy="${ground - 130}" rx="330" ry="60" fill="#3b3b3b"/><ellipse cx="${cx}" cy="${ground - 136}" rx="300" ry="48" fill="#8a4f12"/>
        ${Array.from({ length: 30 }, () => `<circle cx="${cx + rng.range(-260, 260)}" cy="${ground - 136 + rng.range(-30, 30)}" r="${rng.range(4, 12)}" fill="#b8741a" opacity="0.8"/>`).join('')}
        ${Array.from({ length: 5 }, (_, i) => `<path d="M${cx - 150 + i * 70} ${ground - 190} q 20 -60 -10 -120 q -20 -50 10 -100" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.25"/>`).join('')}`;
      body += person(cx + 380, ground + 20, 1.5, rng.pick(['#f0f0e8', '#2f5d8a']), rng);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${kind === 'field' || kind === 'palms' || kind === 'drying' ? sky(rng, evening) : ''}
  ${body}
  <rect y="${HEIGHT - 70}" width="${WIDTH}" height="70" fill="#000" opacity="0.28"/>
  <text x="36" y="${HEIGHT - 26}" font-family="DejaVu Serif, serif" font-size="30" fill="#fff8e6" opacity="0.9">${esc(caption)}</text>
</svg>`;
}

/** Pixel width of the rendered pictures: the largest rendition's (1600), so the seed has every width the site asks for. */
const RENDER_WIDTH = 1600;

/** Renders an SVG scene (drawn at WIDTH × HEIGHT) to a 1600 × 1200 JPEG. */
export async function renderJpeg(svg: string): Promise<Buffer> {
  // SVG renders at 72 dpi by default: a higher density scales the drawing up.
  return sharp(Buffer.from(svg), { density: (72 * RENDER_WIDTH) / WIDTH }).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}
