import { ImageSizes } from '@cinevocab/core';
import {
  type DemoImageKind,
  type DemoMotif,
  type DemoPalette,
  demoCompanies,
  demoImagePath,
  demoMovies,
  demoShows,
} from './demo-catalog.js';

/**
 * The demo catalog's artwork, drawn as SVG on request: posters (2:3), backdrops and episode stills
 * (16:9) and company wordmarks, in the size tiers of `ImageSizes`. Each picture is a gradient from
 * the title's palette, a few geometric shapes suggesting its motif and, except on backdrops, the
 * title in a system sans-serif. No fonts or images are fetched, and the same input always gives the same bytes.
 */

export type DemoArtworkKind = DemoImageKind;

/** Drawing sizes: a tier's width scales the drawing, which is always made at this size. */
const canvas = {
  poster: { width: 1000, height: 1500 },
  backdrop: { width: 1920, height: 1080 },
  still: { width: 1280, height: 720 },
  logo: { width: 640, height: 200 },
} as const satisfies Record<DemoArtworkKind, { width: number; height: number }>;

/** Pixel width of a tier; 'original' is the drawing size. */
function tierWidth(kind: DemoArtworkKind, size: string): number | undefined {
  const tiers: readonly string[] = ImageSizes[kind];
  if (!tiers.includes(size)) return undefined;
  if (size === 'original') return canvas[kind].width;
  const width = Number.parseInt(size.slice(1), 10);
  return Number.isFinite(width) && width > 0 ? width : undefined;
}

// ---------------------------------------------------------------------------------------------
// What each image path shows

interface TitleArt {
  readonly type: 'title';
  readonly seed: number;
  readonly title: string;
  /** Small uppercase line at the top of a poster (genres, 'TV Series', a season name). */
  readonly kicker: string;
  /** The year (or season name) under the title on posters. */
  readonly footer: string;
  readonly palette: DemoPalette;
  readonly motif: DemoMotif;
}

interface StillArt {
  readonly type: 'still';
  readonly seed: number;
  readonly show: string;
  readonly label: string;
  readonly name: string;
  readonly palette: DemoPalette;
  readonly motif: DemoMotif;
}

interface LogoArt {
  readonly type: 'logo';
  readonly seed: number;
  readonly name: string;
}

type Art = TitleArt | StillArt | LogoArt;

const year = (date: string | null): string => (date ? date.slice(0, 4) : '');

function buildIndex(): Map<string, Art> {
  const index = new Map<string, Art>();
  for (const movie of demoMovies) {
    const art: TitleArt = {
      type: 'title',
      seed: movie.id,
      title: movie.title,
      kicker: movie.genres
        .slice(0, 2)
        .map((genre) => genre.name)
        .join(' · '),
      footer: year(movie.release_date),
      palette: movie.palette,
      motif: movie.motif,
    };
    index.set(movie.poster_path, art);
    index.set(movie.backdrop_path, art);
  }
  for (const show of demoShows) {
    const art: TitleArt = {
      type: 'title',
      seed: show.id,
      title: show.name,
      kicker: 'TV Series',
      footer: year(show.first_air_date),
      palette: show.palette,
      motif: show.motif,
    };
    index.set(show.poster_path, art);
    index.set(show.backdrop_path, art);
    for (const season of show.seasons) {
      if (season.poster_path) {
        index.set(season.poster_path, {
          ...art,
          seed: season.id,
          kicker: season.season_number === 0 ? 'TV Series · Extras' : 'TV Series',
          footer: season.air_date ? `${season.name} · ${year(season.air_date)}` : season.name,
        });
      }
      for (const episode of season.episodes) {
        if (!episode.still_path) continue;
        index.set(episode.still_path, {
          type: 'still',
          seed: episode.id,
          show: show.name,
          label: `S${season.season_number} · E${episode.episode_number}`,
          name: episode.name,
          palette: show.palette,
          motif: show.motif,
        });
      }
    }
  }
  for (const company of demoCompanies) {
    if (company.logo_path)
      index.set(company.logo_path, { type: 'logo', seed: company.id, name: company.name });
  }
  return index;
}

const artIndex = buildIndex();

/**
 * An SVG document for a demo image, or undefined when the demo catalog has no such image or the
 * size is not one of that kind's tiers (ImageSizes).
 */
export function renderDemoImage(kind: DemoArtworkKind, id: number, size: string): string | undefined {
  if (!Object.hasOwn(canvas, kind) || !Number.isSafeInteger(id)) return undefined;
  const width = tierWidth(kind, size);
  if (width === undefined) return undefined;
  const art = artIndex.get(demoImagePath(kind, id));
  if (!art) return undefined;
  const { width: w, height: h } = canvas[kind];
  const height = Math.round((width * h) / w);
  const prefix = `${kind[0]}${id}`;
  let body: string;
  let label: string;
  if (art.type === 'logo') {
    if (kind !== 'logo') return undefined;
    body = drawLogo(art, prefix);
    label = art.name;
  } else if (art.type === 'still') {
    if (kind !== 'still') return undefined;
    body = drawStill(art, prefix);
    label = `${art.show}, ${art.label}: ${art.name}`;
  } else if (kind === 'poster') {
    body = drawPoster(art, prefix);
    label = art.title;
  } else if (kind === 'backdrop') {
    body = drawBackdrop(art, prefix);
    label = art.title;
  } else {
    return undefined;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}" ` +
    `role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>${body}</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Helpers

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Numbers in the markup: at most three decimals, no trailing zeros. */
const n = (value: number): string => String(Math.round(value * 1000) / 1000);

/** A small deterministic random generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes two hex colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

const darken = (hex: string, t: number) => mix(hex, '#000000', t);
const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);

interface Colors {
  readonly c0: string;
  readonly c1: string;
  readonly accent: string;
  readonly ink: string;
}

function colorsOf(palette: DemoPalette): Colors {
  const [c0, c1] = palette;
  return { c0, c1, accent: palette[2] ?? lighten(c1, 0.6), ink: darken(c0, 0.55) };
}

const fontFamily = `'Inter', 'Segoe UI', 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif`;

/** Rough width of a text in a bold sans-serif, in units of the font size (kept on the wide side). */
function textWidth(text: string, letterSpacing = 0): number {
  let width = 0;
  for (const char of text) {
    if (" ilj.,:;!|'’`·".includes(char)) width += 0.32;
    else if ('IJft()-r'.includes(char)) width += 0.42;
    else if ('MWmw@%'.includes(char)) width += 0.92;
    else if (char >= 'A' && char <= 'Z') width += 0.72;
    else width += 0.6;
    width += letterSpacing;
  }
  return width;
}

/** Wraps words into at most maxLines lines at the largest font size that fits maxWidth. */
function fitText(
  text: string,
  maxWidth: number,
  maxLines: number,
  maxSize: number,
  minSize: number,
): { size: number; lines: string[]; fits: boolean } {
  const words = text.split(/\s+/).filter(Boolean);
  let last: string[] = [text];
  for (let size = maxSize; size >= minSize; size -= 2) {
    const limit = maxWidth / size;
    const lines: string[] = [];
    for (const word of words) {
      const current = lines.at(-1);
      if (current !== undefined && textWidth(`${current} ${word}`) <= limit)
        lines[lines.length - 1] = `${current} ${word}`;
      else lines.push(word);
    }
    last = lines;
    if (lines.length <= maxLines && lines.every((line) => textWidth(line) <= limit))
      return { size, lines, fits: true };
  }
  const lines = last.slice(0, maxLines);
  if (last.length > maxLines) lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
  return { size: minSize, lines, fits: false };
}

interface TextOptions {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly fill: string;
  readonly weight?: number;
  readonly anchor?: 'start' | 'middle' | 'end';
  readonly letterSpacing?: number;
  readonly opacity?: number;
}

function text(content: string, options: TextOptions): string {
  const attributes = [
    `x="${n(options.x)}"`,
    `y="${n(options.y)}"`,
    `font-family="${fontFamily}"`,
    `font-size="${n(options.size)}"`,
    `font-weight="${options.weight ?? 700}"`,
    `fill="${options.fill}"`,
  ];
  if (options.anchor && options.anchor !== 'start') attributes.push(`text-anchor="${options.anchor}"`);
  if (options.letterSpacing) attributes.push(`letter-spacing="${n(options.letterSpacing)}"`);
  if (options.opacity !== undefined) attributes.push(`opacity="${n(options.opacity)}"`);
  return `<text ${attributes.join(' ')}>${escapeXml(content)}</text>`;
}

function linearGradient(id: string, stops: [string, number, number?][], x2 = 0, y2 = 1): string {
  const body = stops
    .map(
      ([color, offset, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${n(x2)}" y2="${n(y2)}">${body}</linearGradient>`;
}

function radialGlow(id: string, color: string, opacity: number): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${n(opacity)}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

/** Draws a motif (made in a -1..1 square) centred at (cx, cy) with the given width. */
function placeMotif(
  motif: DemoMotif,
  colors: Colors,
  seed: number,
  prefix: string,
  cx: number,
  cy: number,
  size: number,
  mirrored = false,
): string {
  const scale = size / 2;
  return (
    `<g transform="translate(${n(cx)} ${n(cy)}) scale(${n(mirrored ? -scale : scale)} ${n(scale)})">` +
    `<defs><clipPath id="${prefix}-clip"><circle r="1"/></clipPath></defs>` +
    `<circle r="1.02" fill="#000000" opacity="0.14" transform="translate(0.02 0.035)"/>` +
    `<circle r="1" fill="${darken(colors.c0, 0.2)}" opacity="0.35"/>` +
    `<g clip-path="url(#${prefix}-clip)">${motifs[motif](colors, random(seed), prefix)}</g>` +
    `<circle r="1" fill="none" stroke="#ffffff" stroke-width="0.014" opacity="0.55"/>` +
    `</g>`
  );
}

// ---------------------------------------------------------------------------------------------
// Layouts

function background(
  colors: Colors,
  prefix: string,
  width: number,
  height: number,
  diagonal: boolean,
): string {
  const glowRadius = Math.max(width, height) * 0.55;
  return (
    `<defs>${linearGradient(
      `${prefix}-bg`,
      [
        [colors.c0, 0],
        [colors.c1, 1],
      ],
      diagonal ? 1 : 0.35,
      1,
    )}${radialGlow(`${prefix}-glow`, '#ffffff', 0.22)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${prefix}-bg)"/>` +
    `<circle cx="${n(width * 0.78)}" cy="${n(height * 0.22)}" r="${n(glowRadius)}" fill="url(#${prefix}-glow)"/>`
  );
}

function drawPoster(art: TitleArt, prefix: string): string {
  const { width, height } = canvas.poster;
  const colors = colorsOf(art.palette);
  const rng = random(art.seed);
  const rings = [0, 1, 2]
    .map((i) => {
      const r = 300 + i * 130 + rng() * 40;
      return `<circle cx="500" cy="640" r="${n(r)}" fill="none" stroke="#ffffff" stroke-width="${n(2 + i)}" opacity="${n(0.14 - i * 0.035)}"/>`;
    })
    .join('');
  const twoLines = fitText(art.title, 860, 2, 124, 76);
  const title = twoLines.fits ? twoLines : fitText(art.title, 860, 3, 76, 48);
  const lineHeight = title.size * 1.08;
  const footerY = 1400;
  const titleBottom = footerY - 86;
  const titleTop = titleBottom - (title.lines.length - 1) * lineHeight;
  const titleLines = title.lines
    .map((line, i) =>
      text(line, {
        x: 500,
        y: titleTop + i * lineHeight,
        size: title.size,
        fill: '#ffffff',
        anchor: 'middle',
        weight: 800,
      }),
    )
    .join('');
  const ruleY = titleTop - title.size - 26;
  return (
    background(colors, prefix, width, height, false) +
    `<defs>${linearGradient(`${prefix}-shade`, [
      ['#000000', 0, 0],
      ['#000000', 1, 0.62],
    ])}</defs>` +
    rings +
    placeMotif(art.motif, colors, art.seed, prefix, 500, 640, 720) +
    `<rect y="${n(ruleY - 120)}" width="${width}" height="${n(height - ruleY + 120)}" fill="url(#${prefix}-shade)"/>` +
    text(art.kicker.toUpperCase(), {
      x: 500,
      y: 118,
      size: 34,
      fill: '#ffffff',
      anchor: 'middle',
      letterSpacing: 8,
      opacity: 0.85,
      weight: 600,
    }) +
    `<rect x="440" y="146" width="120" height="5" rx="2.5" fill="${colors.accent}"/>` +
    `<rect x="430" y="${n(ruleY)}" width="140" height="6" rx="3" fill="${colors.accent}"/>` +
    titleLines +
    text(art.footer.toUpperCase(), {
      x: 500,
      y: footerY,
      size: 40,
      fill: '#ffffff',
      anchor: 'middle',
      letterSpacing: 10,
      opacity: 0.85,
      weight: 600,
    }) +
    `<rect x="16" y="16" width="${width - 32}" height="${height - 32}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.25"/>`
  );
}

/**
 * A backdrop carries no lettering, as a film's own backdrops do not: the pages lay the title's
 * name over it, and a second copy of the name showing through would blur the one they show.
 */
function drawBackdrop(art: TitleArt, prefix: string): string {
  const { width, height } = canvas.backdrop;
  const colors = colorsOf(art.palette);
  const rng = random(art.seed + 7);
  const dots = Array.from({ length: 18 }, () => {
    const x = 760 + rng() * 1100;
    const y = 60 + rng() * 960;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(4 + rng() * 10)}" fill="#ffffff" opacity="${n(0.08 + rng() * 0.14)}"/>`;
  }).join('');
  return (
    background(colors, prefix, width, height, true) +
    `<defs>${linearGradient(
      `${prefix}-side`,
      [
        ['#000000', 0, 0.62],
        ['#000000', 0.55, 0.18],
        ['#000000', 1, 0],
      ],
      1,
      0,
    )}</defs>` +
    dots +
    `<circle cx="1380" cy="540" r="470" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.12"/>` +
    `<circle cx="1380" cy="540" r="560" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.07"/>` +
    placeMotif(art.motif, colors, art.seed, prefix, 1380, 540, 860) +
    `<rect width="${width}" height="${height}" fill="url(#${prefix}-side)"/>`
  );
}

function drawStill(art: StillArt, prefix: string): string {
  const { width, height } = canvas.still;
  const colors = colorsOf(art.palette);
  const rng = random(art.seed);
  // Each episode frames the motif a little differently.
  const cx = 800 + rng() * 80;
  const cy = 340 + rng() * 30;
  const size = 540 + rng() * 60;
  const mirrored = rng() < 0.5;
  const name = fitText(art.name, 760, 2, 66, 40);
  const lineHeight = name.size * 1.1;
  const nameBottom = 640;
  const nameTop = nameBottom - (name.lines.length - 1) * lineHeight;
  const labelWidth = textWidth(art.label, 0.08) * 34 + 56;
  return (
    background(colors, prefix, width, height, true) +
    `<defs>${linearGradient(`${prefix}-shade`, [
      ['#000000', 0, 0],
      ['#000000', 1, 0.6],
    ])}</defs>` +
    placeMotif(art.motif, colors, art.seed, prefix, cx, cy, size, mirrored) +
    `<rect y="300" width="${width}" height="420" fill="url(#${prefix}-shade)"/>` +
    `<rect x="64" y="56" width="${n(labelWidth)}" height="58" rx="29" fill="#000000" opacity="0.45"/>` +
    text(art.label, {
      x: 64 + labelWidth / 2,
      y: 96,
      size: 34,
      fill: '#ffffff',
      anchor: 'middle',
      letterSpacing: 2.7,
    }) +
    text(art.show.toUpperCase(), {
      x: 66,
      y: nameTop - name.size - 10,
      size: 28,
      fill: colors.accent,
      letterSpacing: 5,
      weight: 700,
    }) +
    name.lines
      .map((line, i) =>
        text(line, { x: 64, y: nameTop + i * lineHeight, size: name.size, fill: '#ffffff', weight: 800 }),
      )
      .join('')
  );
}

const logoHues = ['#E4572E', '#2E86AB', '#76B041', '#7B2CBF', '#F2A541', '#17BEBB', '#D7263D', '#3D5A80'];

function drawLogo(art: LogoArt, prefix: string): string {
  const { width, height } = canvas.logo;
  const color = logoHues[art.seed % logoHues.length] ?? '#2E86AB';
  const shape = art.seed % 4;
  const emblem =
    shape === 0
      ? `<circle cx="100" cy="100" r="62" fill="${color}"/><circle cx="100" cy="100" r="30" fill="#ffffff"/>`
      : shape === 1
        ? `<path d="M100 36 L162 150 L38 150 Z" fill="${color}"/><circle cx="100" cy="116" r="20" fill="#ffffff"/>`
        : shape === 2
          ? `<rect x="42" y="42" width="116" height="116" rx="26" fill="${color}"/><rect x="78" y="78" width="44" height="44" rx="8" fill="#ffffff"/>`
          : `<path d="M100 34 L158 67 L158 133 L100 166 L42 133 L42 67 Z" fill="${color}"/><path d="M100 72 L128 88 L128 120 L100 136 L72 120 L72 88 Z" fill="#ffffff"/>`;
  const name = fitText(art.name, 420, 2, 56, 30);
  const lineHeight = name.size * 1.08;
  const firstY = 100 + name.size * 0.36 - ((name.lines.length - 1) * lineHeight) / 2;
  return (
    `<rect x="4" y="4" width="${width - 8}" height="${height - 8}" rx="40" fill="#ffffff"/>` +
    `<defs>${linearGradient(`${prefix}-ink`, [
      [darken(color, 0.45), 0],
      [darken(color, 0.2), 1],
    ])}</defs>` +
    emblem +
    name.lines
      .map((line, i) =>
        text(line, {
          x: 192,
          y: firstY + i * lineHeight,
          size: name.size,
          fill: `url(#${prefix}-ink)`,
          weight: 800,
        }),
      )
      .join('')
  );
}

// ---------------------------------------------------------------------------------------------
// Motifs, drawn in a -1..1 square

type MotifDrawer = (colors: Colors, rng: () => number, prefix: string) => string;

function stars(rng: () => number, count: number, top: number, bottom: number): string {
  return Array.from({ length: count }, () => {
    const x = -1 + rng() * 2;
    const y = top + rng() * (bottom - top);
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(0.006 + rng() * 0.01)}" fill="#ffffff" opacity="${n(0.45 + rng() * 0.5)}"/>`;
  }).join('');
}

function gearPath(cx: number, cy: number, radius: number, teeth: number): string {
  const points: string[] = [];
  const inner = radius * 0.82;
  for (let i = 0; i < teeth * 4; i++) {
    const angle = (i / (teeth * 4)) * Math.PI * 2;
    const r = i % 4 === 0 || i % 4 === 1 ? radius : inner;
    points.push(`${n(cx + Math.cos(angle) * r)} ${n(cy + Math.sin(angle) * r)}`);
  }
  return `M${points.join(' L')} Z`;
}

function wavePath(baseline: number, amplitude: number, wavelength: number): string {
  let d = `M-1.2 ${n(baseline)}`;
  for (let x = -1.2; x < 1.2; x += wavelength) {
    d += ` q${n(wavelength / 4)} ${n(-amplitude)} ${n(wavelength / 2)} 0 t${n(wavelength / 2)} 0`;
  }
  return `${d} L1.2 1.2 L-1.2 1.2 Z`;
}

const motifs: Record<DemoMotif, MotifDrawer> = {
  lemon: (colors) => {
    const leaf = '#3F7D3A';
    const slice = Array.from({ length: 8 }, (_, i) => {
      const angle = (i / 8) * Math.PI * 2;
      return `<line x1="0" y1="0" x2="${n(Math.cos(angle) * 0.37)}" y2="${n(Math.sin(angle) * 0.37)}"/>`;
    }).join('');
    return (
      `<circle r="0.96" fill="#ffffff" opacity="0.1"/>` +
      `<path d="M-0.02 -0.42 C0.12 -0.78 0.52 -0.82 0.7 -0.7 C0.52 -0.44 0.2 -0.34 -0.02 -0.42 Z" fill="${leaf}"/>` +
      `<path d="M-0.02 -0.42 C0.2 -0.6 0.45 -0.68 0.62 -0.7" fill="none" stroke="#ffffff" stroke-width="0.012" opacity="0.5"/>` +
      `<path d="M-0.1 -0.38 C-0.32 -0.72 -0.66 -0.72 -0.8 -0.58 C-0.6 -0.38 -0.32 -0.3 -0.1 -0.38 Z" fill="${darken(leaf, 0.15)}"/>` +
      `<g transform="rotate(-18 -0.22 -0.08)">` +
      `<ellipse cx="-0.72" cy="-0.08" rx="0.09" ry="0.07" fill="#F7CF2F"/>` +
      `<ellipse cx="0.28" cy="-0.08" rx="0.09" ry="0.07" fill="#F7CF2F"/>` +
      `<ellipse cx="-0.22" cy="-0.08" rx="0.52" ry="0.38" fill="#FFDD3C"/>` +
      `<ellipse cx="-0.36" cy="-0.2" rx="0.2" ry="0.09" fill="#ffffff" opacity="0.35"/>` +
      `</g>` +
      `<g transform="translate(0.36 0.42)">` +
      `<circle r="0.47" fill="#000000" opacity="0.12" transform="translate(0.03 0.04)"/>` +
      `<circle r="0.46" fill="#F2B705"/><circle r="0.42" fill="#FFF6CC"/><circle r="0.37" fill="#FFD93B"/>` +
      `<g stroke="#FFF6CC" stroke-width="0.03" stroke-linecap="round">${slice}</g>` +
      `<circle r="0.05" fill="#FFF6CC"/></g>` +
      `<path d="M-0.82 0.52 C-0.7 0.42 -0.5 0.42 -0.38 0.52 C-0.5 0.62 -0.7 0.62 -0.82 0.52 Z" fill="${leaf}" opacity="0.85"/>` +
      `<circle cx="-0.55" cy="0.78" r="0.05" fill="${colors.accent}" opacity="0.8"/>` +
      `<circle cx="0.85" cy="-0.2" r="0.035" fill="${colors.accent}" opacity="0.8"/>`
    );
  },

  train: (colors, rng) => {
    const body = darken(colors.c0, 0.45);
    const windows = (x: number, count: number) =>
      Array.from(
        { length: count },
        (_, i) =>
          `<rect x="${n(x + 0.05 + i * 0.1)}" y="0.19" width="0.065" height="0.07" rx="0.012" fill="${colors.accent}"/>`,
      ).join('');
    const wheels = (x: number, w: number) =>
      [x + 0.08, x + 0.2, x + w - 0.2, x + w - 0.08]
        .map(
          (cx) =>
            `<circle cx="${n(cx)}" cy="0.42" r="0.045" fill="${body}" stroke="${colors.c1}" stroke-width="0.012"/>`,
        )
        .join('');
    return (
      stars(rng, 34, -1, -0.1) +
      `<circle cx="0.55" cy="-0.62" r="0.3" fill="${colors.accent}" opacity="0.12"/>` +
      `<circle cx="0.55" cy="-0.62" r="0.16" fill="${colors.accent}"/>` +
      `<path d="M-1.1 0.4 L-0.62 -0.22 L-0.38 0.08 L0.02 -0.38 L0.42 0.1 L0.68 -0.08 L1.1 0.36 L1.1 0.6 L-1.1 0.6 Z" fill="${lighten(colors.c0, 0.12)}"/>` +
      `<path d="M-0.62 -0.22 L-0.52 -0.09 L-0.6 -0.12 L-0.7 -0.12 Z M0.02 -0.38 L0.13 -0.25 L0.04 -0.28 L-0.09 -0.25 Z M0.68 -0.08 L0.76 0 L0.66 -0.02 L0.6 0 Z" fill="#ffffff" opacity="0.85"/>` +
      `<path d="M-0.86 0.25 L-1.2 0.12 L-1.2 0.4 Z" fill="${colors.accent}" opacity="0.25"/>` +
      `<rect x="-1.1" y="0.45" width="2.2" height="0.03" fill="${body}"/>` +
      `<rect x="-1.1" y="0.5" width="2.2" height="0.5" fill="${darken(colors.c0, 0.25)}"/>` +
      Array.from(
        { length: 12 },
        (_, i) => `<rect x="${n(-1.05 + i * 0.19)}" y="0.48" width="0.09" height="0.025" fill="${body}"/>`,
      ).join('') +
      // locomotive
      `<path d="M-0.86 0.42 L-0.86 0.2 Q-0.86 0.1 -0.76 0.1 L-0.5 0.1 L-0.5 0.02 L-0.4 0.02 L-0.4 0.42 Z" fill="${body}"/>` +
      `<rect x="-0.72" y="0.02" width="0.06" height="0.1" fill="${body}"/>` +
      `<rect x="-0.48" y="0.08" width="0.06" height="0.08" rx="0.01" fill="${colors.accent}"/>` +
      `<circle cx="-0.85" cy="0.26" r="0.025" fill="#ffffff"/>` +
      `<circle cx="-0.69" cy="-0.06" r="0.05" fill="#ffffff" opacity="0.3"/><circle cx="-0.62" cy="-0.14" r="0.07" fill="#ffffff" opacity="0.2"/>` +
      // carriages
      `<rect x="-0.37" y="0.12" width="0.62" height="0.3" rx="0.04" fill="${body}"/>${windows(-0.37, 5)}${wheels(-0.37, 0.62)}` +
      `<rect x="0.28" y="0.12" width="0.62" height="0.3" rx="0.04" fill="${body}"/>${windows(0.28, 5)}${wheels(0.28, 0.62)}` +
      `<rect x="-0.37" y="0.3" width="1.27" height="0.012" fill="${colors.accent}" opacity="0.7"/>` +
      wheels(-0.86, 0.46)
    );
  },

  clock: (colors) => {
    const face = '#FFF8E7';
    const ticks = Array.from({ length: 60 }, (_, i) => {
      const angle = (i / 60) * Math.PI * 2;
      const hour = i % 5 === 0;
      const r1 = hour ? 0.48 : 0.53;
      const r2 = 0.57;
      return `<line x1="${n(Math.cos(angle) * r1)}" y1="${n(Math.sin(angle) * r1)}" x2="${n(Math.cos(angle) * r2)}" y2="${n(Math.sin(angle) * r2)}" stroke-width="${hour ? 0.028 : 0.01}"/>`;
    }).join('');
    const hand = (angleDeg: number, length: number, widthValue: number, color: string) => {
      const angle = ((angleDeg - 90) * Math.PI) / 180;
      return `<line x1="${n(-Math.cos(angle) * 0.08)}" y1="${n(-Math.sin(angle) * 0.08)}" x2="${n(Math.cos(angle) * length)}" y2="${n(Math.sin(angle) * length)}" stroke="${color}" stroke-width="${n(widthValue)}" stroke-linecap="round"/>`;
    };
    return (
      `<path d="${gearPath(-0.58, 0.58, 0.34, 12)}" fill="${lighten(colors.c1, 0.25)}" opacity="0.45"/>` +
      `<circle cx="-0.58" cy="0.58" r="0.12" fill="${colors.c0}" opacity="0.6"/>` +
      `<path d="${gearPath(0.64, -0.6, 0.26, 10)}" fill="${lighten(colors.c1, 0.25)}" opacity="0.45"/>` +
      `<circle cx="0.64" cy="-0.6" r="0.09" fill="${colors.c0}" opacity="0.6"/>` +
      `<path d="${gearPath(0.72, 0.32, 0.16, 8)}" fill="${colors.accent}" opacity="0.5"/>` +
      `<circle r="0.7" fill="#000000" opacity="0.18" transform="translate(0.03 0.04)"/>` +
      `<circle r="0.68" fill="${colors.accent}"/>` +
      `<circle r="0.61" fill="${face}"/>` +
      `<circle r="0.44" fill="none" stroke="${colors.c1}" stroke-width="0.006" opacity="0.5"/>` +
      `<g stroke="${colors.c0}">${ticks}</g>` +
      hand(300, 0.3, 0.045, colors.c0) +
      hand(60, 0.44, 0.03, colors.c0) +
      hand(168, 0.5, 0.012, '#C8553D') +
      `<circle r="0.045" fill="${colors.accent}" stroke="${colors.c0}" stroke-width="0.015"/>` +
      // the missing key
      `<g transform="translate(0.42 0.7) rotate(-35)" fill="${colors.accent}">` +
      `<circle r="0.1" fill="none" stroke="${colors.accent}" stroke-width="0.035"/>` +
      `<rect x="0.09" y="-0.018" width="0.36" height="0.036" rx="0.01"/>` +
      `<rect x="0.34" y="0" width="0.035" height="0.09"/><rect x="0.26" y="0" width="0.035" height="0.065"/></g>`
    );
  },

  ball: (colors) => {
    const netLines =
      Array.from(
        { length: 21 },
        (_, i) => `<line x1="${n(-1 + i * 0.1)}" y1="0.26" x2="${n(-1 + i * 0.1)}" y2="0.72"/>`,
      ).join('') +
      Array.from(
        { length: 6 },
        (_, i) => `<line x1="-1" y1="${n(0.26 + i * 0.092)}" x2="1" y2="${n(0.26 + i * 0.092)}"/>`,
      ).join('');
    return (
      `<rect x="-1" y="0.7" width="2" height="0.4" fill="${darken(colors.c0, 0.2)}" opacity="0.5"/>` +
      `<g stroke="#ffffff" stroke-width="0.008" opacity="0.55">${netLines}</g>` +
      `<rect x="-1" y="0.2" width="2" height="0.06" fill="#ffffff"/>` +
      `<rect x="-0.98" y="0.2" width="0.04" height="0.8" fill="${colors.accent}"/>` +
      `<rect x="0.94" y="0.2" width="0.04" height="0.8" fill="${colors.accent}"/>` +
      `<g stroke="#ffffff" stroke-linecap="round" opacity="0.6" stroke-width="0.03">` +
      `<line x1="-0.86" y1="-0.62" x2="-0.46" y2="-0.5"/><line x1="-0.9" y1="-0.42" x2="-0.42" y2="-0.34"/><line x1="-0.8" y1="-0.22" x2="-0.46" y2="-0.2"/></g>` +
      `<ellipse cx="0.12" cy="0.9" rx="0.3" ry="0.05" fill="#000000" opacity="0.18"/>` +
      `<g transform="translate(0.1 -0.36) scale(0.4)">` +
      `<circle r="1.04" fill="#000000" opacity="0.15" transform="translate(0.06 0.08)"/>` +
      `<circle r="1" fill="#ffffff"/>` +
      `<path d="M-0.2 -0.98 C0.25 -0.6 0.45 -0.1 0.96 0.28 L0.99 -0.1 C0.6 -0.4 0.3 -0.8 0.25 -0.97 Z" fill="${colors.accent}"/>` +
      `<path d="M-0.98 -0.2 C-0.4 -0.05 0.15 0.3 0.32 0.95 L-0.05 1 C-0.1 0.55 -0.55 0.2 -0.96 0.22 Z" fill="${colors.c1}"/>` +
      `<g fill="none" stroke="${colors.c0}" stroke-width="0.05" stroke-linecap="round">` +
      `<path d="M-0.2 -0.98 C0.25 -0.6 0.45 -0.1 0.96 0.28"/>` +
      `<path d="M-0.98 -0.2 C-0.4 -0.05 0.15 0.3 0.32 0.95"/>` +
      `<path d="M-0.62 0.78 C-0.5 0.3 -0.1 -0.25 0.55 -0.83"/>` +
      `<circle r="1"/></g></g>`
    );
  },

  boat: (colors) => {
    const paperBoat = (x: number, y: number, scale: number) =>
      `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})">` +
      `<path d="M-0.55 0 L0.55 0 L0.38 0.26 L-0.38 0.26 Z" fill="#ffffff"/>` +
      `<path d="M-0.55 0 L-0.2 0 L-0.32 -0.22 Z" fill="#EDE6DE"/>` +
      `<path d="M0.55 0 L0.2 0 L0.32 -0.22 Z" fill="#EDE6DE"/>` +
      `<path d="M-0.3 0 L0 -0.56 L0.3 0 Z" fill="#FBF8F4"/>` +
      `<path d="M0 -0.56 L0.3 0 L0 0 Z" fill="#E4DCD2"/>` +
      `<path d="M-0.55 0 L0.55 0" stroke="#D9CFC4" stroke-width="0.012"/>` +
      `</g>`;
    return (
      `<circle cx="0.48" cy="-0.5" r="0.34" fill="#ffffff" opacity="0.18"/>` +
      `<circle cx="0.48" cy="-0.5" r="0.22" fill="#ffffff" opacity="0.7"/>` +
      `<path d="M-0.85 -0.55 q0.05 -0.05 0.1 0 q0.05 -0.05 0.1 0 M-0.55 -0.72 q0.04 -0.04 0.08 0 q0.04 -0.04 0.08 0" fill="none" stroke="${colors.accent}" stroke-width="0.014" stroke-linecap="round" opacity="0.7"/>` +
      `<path d="${wavePath(0.18, 0.035, 0.32)}" fill="${lighten(colors.accent, 0.35)}" opacity="0.6"/>` +
      paperBoat(-0.55, 0.12, 0.32) +
      `<path d="${wavePath(0.36, 0.04, 0.4)}" fill="${lighten(colors.accent, 0.15)}" opacity="0.85"/>` +
      paperBoat(0.05, 0.28, 0.9) +
      `<path d="${wavePath(0.52, 0.045, 0.48)}" fill="${colors.accent}"/>` +
      `<path d="M-0.7 0.7 q0.08 -0.04 0.16 0 M0.3 0.8 q0.08 -0.04 0.16 0 M-0.2 0.9 q0.06 -0.03 0.12 0" fill="none" stroke="#ffffff" stroke-width="0.014" stroke-linecap="round" opacity="0.6"/>`
    );
  },

  wheel: (colors) => {
    const wheel = (cx: number) => {
      const spokes = Array.from({ length: 16 }, (_, i) => {
        const angle = (i / 16) * Math.PI * 2;
        return `<line x1="${n(cx)}" y1="0.3" x2="${n(cx + Math.cos(angle) * 0.31)}" y2="${n(0.3 + Math.sin(angle) * 0.31)}"/>`;
      }).join('');
      return (
        `<circle cx="${n(cx)}" cy="0.3" r="0.36" fill="#000000" opacity="0.12"/>` +
        `<g stroke="#ffffff" stroke-width="0.008" opacity="0.7">${spokes}</g>` +
        `<circle cx="${n(cx)}" cy="0.3" r="0.36" fill="none" stroke="${darken(colors.c0, 0.5)}" stroke-width="0.055"/>` +
        `<circle cx="${n(cx)}" cy="0.3" r="0.315" fill="none" stroke="#ffffff" stroke-width="0.014" opacity="0.85"/>` +
        `<circle cx="${n(cx)}" cy="0.3" r="0.04" fill="${colors.accent}"/>`
      );
    };
    const frame = colors.accent;
    return (
      `<path d="${gearPath(0.62, -0.62, 0.22, 10)}" fill="#ffffff" opacity="0.12"/>` +
      `<path d="${gearPath(-0.66, -0.56, 0.14, 8)}" fill="#ffffff" opacity="0.12"/>` +
      `<line x1="-1" y1="0.69" x2="1" y2="0.69" stroke="#ffffff" stroke-width="0.012" stroke-dasharray="0.06 0.05" opacity="0.45"/>` +
      wheel(-0.5) +
      wheel(0.5) +
      `<g fill="none" stroke="${frame}" stroke-width="0.045" stroke-linecap="round" stroke-linejoin="round">` +
      `<path d="M-0.5 0.3 L-0.05 0.32 L-0.2 -0.14 Z"/>` +
      `<path d="M-0.2 -0.14 L0.36 -0.14 L-0.05 0.32"/>` +
      `<path d="M0.36 -0.14 L0.5 0.3"/>` +
      `<path d="M-0.2 -0.14 L-0.24 -0.26"/>` +
      `<path d="M0.36 -0.14 L0.32 -0.3 L0.46 -0.33"/></g>` +
      `<path d="M-0.36 -0.3 L-0.14 -0.3 Q-0.1 -0.26 -0.16 -0.24 L-0.34 -0.25 Z" fill="${darken(colors.c0, 0.5)}"/>` +
      `<circle cx="-0.05" cy="0.32" r="0.07" fill="none" stroke="#ffffff" stroke-width="0.018"/>` +
      `<line x1="-0.05" y1="0.32" x2="0.03" y2="0.44" stroke="#ffffff" stroke-width="0.02" stroke-linecap="round"/>` +
      `<rect x="0.0" y="0.43" width="0.08" height="0.025" rx="0.01" fill="#ffffff"/>`
    );
  },

  hive: (colors, rng, prefix) => {
    const cells: string[] = [];
    const r = 0.17;
    const w = Math.sqrt(3) * r;
    for (let row = -4; row <= 4; row++) {
      for (let col = -4; col <= 4; col++) {
        const cx = col * w + (row % 2 === 0 ? 0 : w / 2);
        const cy = row * r * 1.5;
        if (Math.hypot(cx, cy) > 1.05) continue;
        const points = Array.from({ length: 6 }, (_, i) => {
          const angle = ((60 * i - 90) * Math.PI) / 180;
          return `${n(cx + Math.cos(angle) * r * 0.9)},${n(cy + Math.sin(angle) * r * 0.9)}`;
        }).join(' ');
        const honey = rng() < 0.3;
        cells.push(
          `<polygon points="${points}" fill="${honey ? '#FFC43D' : colors.accent}" opacity="${n(honey ? 0.55 + rng() * 0.35 : 0.08 + rng() * 0.14)}"/>`,
        );
      }
    }
    const bee = (x: number, y: number, scale: number, rotate: number, id: string) =>
      `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate}) scale(${n(scale)})">` +
      `<defs><clipPath id="${id}"><ellipse rx="0.32" ry="0.22"/></clipPath></defs>` +
      `<ellipse cx="-0.05" cy="-0.26" rx="0.17" ry="0.1" transform="rotate(-25 -0.05 -0.26)" fill="#ffffff" opacity="0.8"/>` +
      `<ellipse cx="0.12" cy="-0.24" rx="0.14" ry="0.08" transform="rotate(20 0.12 -0.24)" fill="#ffffff" opacity="0.7"/>` +
      `<ellipse rx="0.32" ry="0.22" fill="#FFC93C"/>` +
      `<g clip-path="url(#${id})" fill="#2B1A0A"><rect x="-0.14" y="-0.3" width="0.08" height="0.6"/><rect x="0.02" y="-0.3" width="0.08" height="0.6"/><rect x="0.18" y="-0.3" width="0.08" height="0.6"/></g>` +
      `<circle cx="-0.34" cy="-0.02" r="0.11" fill="#2B1A0A"/>` +
      `<circle cx="-0.37" cy="-0.05" r="0.025" fill="#ffffff"/>` +
      `<path d="M-0.4 -0.1 Q-0.48 -0.26 -0.56 -0.26 M-0.34 -0.12 Q-0.36 -0.28 -0.44 -0.32" fill="none" stroke="#2B1A0A" stroke-width="0.02" stroke-linecap="round"/>` +
      `<path d="M0.32 0 L0.42 0.02 L0.32 0.05 Z" fill="#2B1A0A"/>` +
      `</g>`;
    return (
      cells.join('') +
      `<path d="M-0.9 0.7 C-0.5 0.9 -0.3 0.3 0 0.45 C0.25 0.58 0.3 0.2 0.1 0.1" fill="none" stroke="#ffffff" stroke-width="0.014" stroke-dasharray="0.04 0.04" opacity="0.7"/>` +
      bee(0.12, -0.05, 1.25, -12, `${prefix}-bee1`) +
      bee(-0.62, -0.55, 0.55, 10, `${prefix}-bee2`)
    );
  },

  camp: (colors, rng, prefix) => {
    const tree = (x: number, base: number, height: number) =>
      `<path d="M${n(x)} ${n(base - height)} L${n(x + height * 0.32)} ${n(base)} L${n(x - height * 0.32)} ${n(base)} Z" fill="${darken(colors.c0, 0.4)}"/>`;
    return (
      stars(rng, 40, -1, 0) +
      `<defs><mask id="${prefix}-moon"><rect x="-1" y="-1" width="2" height="2" fill="#ffffff"/><circle cx="0.66" cy="-0.7" r="0.14" fill="#000000"/></mask></defs>` +
      `<circle cx="0.58" cy="-0.64" r="0.28" fill="${colors.accent}" opacity="0.1"/>` +
      `<circle cx="0.58" cy="-0.64" r="0.16" fill="${colors.accent}" mask="url(#${prefix}-moon)"/>` +
      `<path d="M-1.1 0.3 L-0.55 -0.35 L-0.2 0.05 L0.25 -0.5 L0.8 0.15 L1.1 -0.05 L1.1 0.6 L-1.1 0.6 Z" fill="${lighten(colors.c1, 0.1)}" opacity="0.7"/>` +
      `<path d="M-0.55 -0.35 L-0.43 -0.21 L-0.55 -0.25 L-0.66 -0.22 Z M0.25 -0.5 L0.39 -0.34 L0.25 -0.38 L0.12 -0.35 Z" fill="#ffffff" opacity="0.8"/>` +
      `<path d="M-1.1 0.5 C-0.6 0.36 -0.2 0.4 0.2 0.46 C0.6 0.52 0.9 0.44 1.1 0.4 L1.1 1.1 L-1.1 1.1 Z" fill="${darken(colors.c0, 0.2)}"/>` +
      tree(-0.86, 0.58, 0.5) +
      tree(-0.66, 0.56, 0.36) +
      tree(0.9, 0.5, 0.46) +
      `<path d="M-0.48 0.66 L-0.05 0.02 L0.38 0.66 Z" fill="${colors.accent}"/>` +
      `<path d="M-0.05 0.02 L0.38 0.66 L0.1 0.66 Z" fill="${darken(colors.accent, 0.18)}"/>` +
      `<path d="M-0.16 0.66 L-0.05 0.34 L0.06 0.66 Z" fill="${darken(colors.c0, 0.3)}"/>` +
      `<line x1="-0.05" y1="0.02" x2="-0.05" y2="-0.06" stroke="${colors.accent}" stroke-width="0.02"/>` +
      `<circle cx="0.62" cy="0.6" r="0.2" fill="#FFB347" opacity="0.18"/>` +
      `<path d="M0.62 0.42 C0.72 0.52 0.7 0.62 0.62 0.64 C0.54 0.62 0.52 0.52 0.62 0.42 Z" fill="#FF8C42"/>` +
      `<path d="M0.62 0.5 C0.67 0.56 0.66 0.62 0.62 0.63 C0.58 0.62 0.57 0.56 0.62 0.5 Z" fill="#FFE07A"/>` +
      `<g stroke="#7A4A2A" stroke-width="0.03" stroke-linecap="round"><line x1="0.5" y1="0.68" x2="0.74" y2="0.62"/><line x1="0.5" y1="0.62" x2="0.74" y2="0.68"/></g>`
    );
  },

  cup: (colors, rng) => {
    const beans = Array.from({ length: 9 }, () => {
      const angle = rng() * Math.PI * 2;
      const distance = 0.78 + rng() * 0.16;
      const x = Math.cos(angle) * distance;
      const y = Math.sin(angle) * distance;
      const rotate = Math.round(rng() * 180);
      return (
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${rotate})" opacity="0.55">` +
        `<ellipse rx="0.06" ry="0.04" fill="${darken(colors.c0, 0.2)}"/>` +
        `<path d="M-0.05 0 Q0 -0.02 0.05 0" fill="none" stroke="${colors.accent}" stroke-width="0.01"/></g>`
      );
    }).join('');
    const cream = '#FFF7ED';
    return (
      beans +
      `<circle r="0.72" fill="#ffffff" opacity="0.08"/>` +
      `<g fill="none" stroke="#ffffff" stroke-width="0.035" stroke-linecap="round" opacity="0.6">` +
      `<path d="M-0.16 -0.2 C-0.26 -0.32 -0.06 -0.42 -0.16 -0.56"/>` +
      `<path d="M0.02 -0.22 C-0.08 -0.36 0.12 -0.46 0.02 -0.64"/>` +
      `<path d="M0.2 -0.2 C0.1 -0.32 0.3 -0.42 0.2 -0.56"/></g>` +
      `<ellipse cx="0" cy="0.55" rx="0.62" ry="0.13" fill="#000000" opacity="0.15" transform="translate(0.02 0.03)"/>` +
      `<ellipse cx="0" cy="0.55" rx="0.62" ry="0.13" fill="${colors.accent}"/>` +
      `<ellipse cx="0" cy="0.53" rx="0.4" ry="0.07" fill="${darken(colors.accent, 0.12)}"/>` +
      `<path d="M0.36 0.02 C0.7 -0.02 0.72 0.36 0.31 0.36" fill="none" stroke="${cream}" stroke-width="0.07"/>` +
      `<path d="M-0.42 -0.06 L0.42 -0.06 L0.34 0.42 Q0.31 0.53 0.2 0.53 L-0.2 0.53 Q-0.31 0.53 -0.34 0.42 Z" fill="${cream}"/>` +
      `<path d="M-0.39 0.1 L0.39 0.1 L0.37 0.2 L-0.37 0.2 Z" fill="${colors.c1}"/>` +
      `<ellipse cx="0" cy="-0.06" rx="0.42" ry="0.09" fill="${cream}"/>` +
      `<ellipse cx="0" cy="-0.055" rx="0.37" ry="0.07" fill="#6B3A1E"/>` +
      `<path d="M0 0 C-0.04 -0.03 -0.1 -0.05 -0.08 -0.08 C-0.06 -0.11 -0.02 -0.1 0 -0.07 C0.02 -0.1 0.06 -0.11 0.08 -0.08 C0.1 -0.05 0.04 -0.03 0 0 Z" fill="${colors.accent}"/>`
    );
  },

  lighthouse: (colors, rng) => {
    const halfWidth = (y: number) => 0.12 + (0.08 * (y + 0.35)) / 0.9;
    const band = (top: number, bottom: number) =>
      `<path d="M${n(-halfWidth(top))} ${n(top)} L${n(halfWidth(top))} ${n(top)} L${n(halfWidth(bottom))} ${n(bottom)} L${n(-halfWidth(bottom))} ${n(bottom)} Z" fill="${colors.accent}"/>`;
    return (
      stars(rng, 26, -1, -0.2) +
      `<path d="M0 -0.47 L-1.1 -0.82 L-1.1 -0.36 Z" fill="#FFF2C4" opacity="0.22"/>` +
      `<path d="M0 -0.47 L1.1 -0.74 L1.1 -0.28 Z" fill="#FFF2C4" opacity="0.22"/>` +
      `<circle cx="0" cy="-0.47" r="0.22" fill="#FFF2C4" opacity="0.18"/>` +
      `<path d="M-0.2 0.55 L-0.12 -0.35 L0.12 -0.35 L0.2 0.55 Z" fill="#ffffff"/>` +
      band(-0.16, -0.02) +
      band(0.16, 0.3) +
      `<path d="M0.04 -0.35 L0.12 -0.35 L0.2 0.55 L0.08 0.55 Z" fill="#000000" opacity="0.08"/>` +
      `<rect x="-0.17" y="-0.39" width="0.34" height="0.045" rx="0.01" fill="${darken(colors.c0, 0.3)}"/>` +
      `<rect x="-0.095" y="-0.56" width="0.19" height="0.17" fill="#FFE8A3"/>` +
      `<g stroke="${darken(colors.c0, 0.3)}" stroke-width="0.014"><line x1="-0.03" y1="-0.56" x2="-0.03" y2="-0.39"/><line x1="0.03" y1="-0.56" x2="0.03" y2="-0.39"/></g>` +
      `<path d="M-0.13 -0.56 L0 -0.68 L0.13 -0.56 Z" fill="${darken(colors.c0, 0.3)}"/>` +
      `<path d="M-0.045 0.55 L-0.045 0.44 Q0 0.39 0.045 0.44 L0.045 0.55 Z" fill="${darken(colors.c0, 0.3)}"/>` +
      `<path d="M-0.7 0.62 Q-0.55 0.42 -0.3 0.48 Q-0.1 0.46 0.05 0.5 Q0.3 0.44 0.5 0.56 Q0.62 0.6 0.72 0.64 Z" fill="${darken(colors.c0, 0.35)}"/>` +
      `<path d="${wavePath(0.62, 0.03, 0.3)}" fill="${darken(colors.c1, 0.15)}"/>` +
      `<path d="${wavePath(0.76, 0.035, 0.4)}" fill="${darken(colors.c0, 0.1)}"/>` +
      `<path d="M-0.8 0.72 q0.06 -0.03 0.12 0 M0.4 0.86 q0.06 -0.03 0.12 0 M-0.3 0.92 q0.05 -0.025 0.1 0" fill="none" stroke="#ffffff" stroke-width="0.012" stroke-linecap="round" opacity="0.6"/>` +
      `<path d="M0.55 -0.2 q0.04 -0.04 0.08 0 q0.04 -0.04 0.08 0 M0.38 -0.05 q0.03 -0.03 0.06 0 q0.03 -0.03 0.06 0" fill="none" stroke="#ffffff" stroke-width="0.014" stroke-linecap="round" opacity="0.75"/>`
    );
  },
};
