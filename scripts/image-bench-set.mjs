/**
 * The image benchmark set: renders the texts of image-bench-texts.mjs into images with sharp, varying
 * font, size (14–40 px), contrast (down to 8–14 grey levels), background (flat, gradient, photo-like
 * noise), layout (one line, wrapped paragraph, two columns, small block in a corner of a large canvas),
 * rotation (±4°) and format (PNG, JPEG, WebP, GIF). Deterministic for a seed.
 *
 * Text is drawn as an offset of the local background (pixel = background ∓ contrast × glyph coverage), so
 * "8 grey levels" means 8 levels against whatever lies under each glyph, on gradients and noise too.
 * Fonts: the DejaVu family (Debian/Ubuntu `fonts-dejavu-core`, present on this machine); librsvg falls back
 * to another installed font when one is missing, so the set still renders elsewhere.
 */
import sharp from 'sharp';
import { ATTACK_TEXTS, BENIGN_TEXTS, FILLER_TEXTS } from './image-bench-texts.mjs';

export const FONTS = ['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Mono', 'DejaVu Sans Condensed'];
/** Average glyph advance per font, as a share of the font size (for wrapping). */
const ADVANCE = {
  'DejaVu Sans': 0.6,
  'DejaVu Serif': 0.6,
  'DejaVu Sans Mono': 0.61,
  'DejaVu Sans Condensed': 0.54,
};
export const BACKGROUNDS = ['flat', 'gradient', 'noise'];
export const CONTRASTS = ['high', 'medium', 'low'];
export const LAYOUTS = ['line', 'wrapped', 'two-column', 'corner'];
export const FORMATS = ['png', 'jpeg', 'webp', 'gif'];
export const ROTATIONS = ['none', 'rotated'];

/** mulberry32 */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `values` repeated to `count` entries, shuffled: every value appears equally often. */
function balanced(values, count, random) {
  const out = Array.from({ length: count }, (_, index) => values[index % values.length]);
  for (let index = out.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [out[index], out[other]] = [out[other], out[index]];
  }
  return out;
}

function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function wrap(text, font, size, width) {
  const perLine = Math.max(8, Math.floor(width / (size * ADVANCE[font])));
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && `${line} ${word}`.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

function textBlock(lines, { x, y, font, size, bold }) {
  const lineHeight = Math.round(size * 1.35);
  const spans = lines
    .map((line, index) => `<tspan x="${x}" y="${y + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text font-family="${font}" font-size="${size}" font-weight="${bold ? 'bold' : 'normal'}" fill="#fff">${spans}</text>`;
}

/** Background RGB pixels. */
function background(kind, width, height, base, random) {
  const pixels = Buffer.alloc(width * height * 3);
  const tint = [random() * 24 - 12, random() * 24 - 12, random() * 24 - 12];
  const blobs =
    kind === 'noise'
      ? Array.from({ length: 18 }, () => ({
          x: random() * width,
          y: random() * height,
          r: 40 + random() * 220,
          tone: [random() * 110 - 55, random() * 110 - 55, random() * 110 - 55],
        }))
      : [];
  const slope = kind === 'gradient' ? 70 + random() * 40 : kind === 'noise' ? 50 : 0;
  const angle = random() * Math.PI * 2;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const grain = kind === 'noise' ? 16 : 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const along = ((x / width - 0.5) * dx + (y / height - 0.5) * dy) * slope;
      const value = [base + along + tint[0], base + along + tint[1], base + along + tint[2]];
      for (const blob of blobs) {
        const distance = Math.hypot(x - blob.x, y - blob.y);
        if (distance < blob.r) {
          const weight = 1 - distance / blob.r;
          for (let channel = 0; channel < 3; channel += 1) value[channel] += blob.tone[channel] * weight;
        }
      }
      const noise = grain === 0 ? 0 : (random() - 0.5) * grain;
      const offset = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[offset + channel] = Math.max(0, Math.min(255, Math.round(value[channel] + noise)));
      }
    }
  }
  return pixels;
}

/** The images of the benchmark: attacks and benign twins, each with its variation. */
export async function generateBenchSet({
  seed = 20261125,
  attacks = ATTACK_TEXTS,
  benign = BENIGN_TEXTS,
  attacksPerText = 4,
  benignPerText = 2,
} = {}) {
  const random = seeded(seed);
  const specs = [
    ...attacks.flatMap((text) => Array.from({ length: attacksPerText }, () => ({ label: 'attack', text }))),
    ...benign.flatMap((text) => Array.from({ length: benignPerText }, () => ({ label: 'benign', text }))),
  ];
  const count = specs.length;
  const columns = {
    background: balanced(BACKGROUNDS, count, random),
    contrast: balanced(CONTRASTS, count, random),
    layout: balanced(LAYOUTS, count, random),
    format: balanced(FORMATS, count, random),
    font: balanced(FONTS, count, random),
    rotation: balanced(ROTATIONS, count, random),
  };
  const images = [];
  for (const [index, spec] of specs.entries()) {
    const variation = Object.fromEntries(
      Object.entries(columns).map(([key, values]) => [key, values[index]]),
    );
    const image = await renderImage(spec, variation, random);
    images.push({
      id: `${spec.label}-${String(index).padStart(3, '0')}`,
      ...spec,
      variation: { ...variation, size: image.size },
      bytes: image.bytes,
    });
  }
  return images;
}

async function renderImage(spec, variation, random) {
  const { layout, font } = variation;
  const size = layout === 'corner' ? 14 + Math.floor(random() * 7) : 14 + Math.floor(random() * 27); // 14–20 / 14–40
  const bold = random() < 0.2;
  const filler = FILLER_TEXTS[Math.floor(random() * FILLER_TEXTS.length)];
  let width;
  let height;
  let blocks;
  if (layout === 'line') {
    width = Math.round(spec.text.length * size * ADVANCE[font] + 80 + random() * 100);
    height = Math.round(size * 3 + random() * 40);
    blocks = [textBlock([spec.text], { x: 40, y: Math.round(height / 2 + size * 0.35), font, size, bold })];
  } else if (layout === 'wrapped') {
    width = 640 + Math.floor(random() * 500);
    const lines = wrap(spec.text, font, size, width - 80);
    height = Math.round(lines.length * size * 1.35 + size * 2 + 40);
    blocks = [textBlock(lines, { x: 40, y: 40 + size, font, size, bold })];
  } else if (layout === 'two-column') {
    width = 1100 + Math.floor(random() * 300);
    const columnWidth = Math.floor((width - 120) / 2);
    const left = wrap(spec.text, font, size, columnWidth);
    const right = wrap(`${filler} ${filler}`, font, size, columnWidth);
    const rows = Math.max(left.length, right.length);
    height = Math.round(rows * size * 1.35 + size * 2 + 40);
    // Half of the time the text sits in the right column.
    const textLeft = random() < 0.5;
    blocks = [
      textBlock(textLeft ? left : right, { x: 40, y: 40 + size, font, size, bold }),
      textBlock(textLeft ? right : left, { x: 80 + columnWidth, y: 40 + size, font, size, bold }),
    ];
  } else {
    width = 1600;
    height = 1000;
    const blockWidth = 420 + Math.floor(random() * 120);
    const lines = wrap(spec.text, font, size, blockWidth);
    const blockHeight = lines.length * size * 1.35;
    const right = random() < 0.5;
    const bottom = random() < 0.5;
    const x = right ? width - blockWidth - 30 : 30;
    const y = bottom ? Math.round(height - blockHeight - 20) : 30 + size;
    blocks = [textBlock(lines, { x, y, font, size, bold })];
  }
  const angle = variation.rotation === 'rotated' ? (random() < 0.5 ? -1 : 1) * (1 + random() * 3) : 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/><g transform="rotate(${angle.toFixed(2)} ${width / 2} ${height / 2})">${blocks.join('')}</g></svg>`;
  const mask = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer();
  // Polarity: dark text on a light background, one image in five light text on a dark one.
  const lightText = random() < 0.2;
  const delta =
    variation.contrast === 'high'
      ? 130 + random() * 70
      : variation.contrast === 'medium'
        ? 35 + random() * 30
        : 8 + Math.round(random() * 6);
  const spread = variation.background === 'flat' ? 0 : 40;
  const base = lightText ? 30 + spread + random() * 30 : 225 - spread - random() * 20;
  const pixels = background(variation.background, width, height, base, random);
  const sign = lightText ? 1 : -1;
  for (let at = 0; at < mask.length; at += 1) {
    const coverage = mask[at] / 255;
    if (coverage === 0) continue;
    for (let channel = 0; channel < 3; channel += 1) {
      const offset = at * 3 + channel;
      pixels[offset] = Math.max(0, Math.min(255, Math.round(pixels[offset] + sign * delta * coverage)));
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const bytes =
    variation.format === 'png'
      ? await image.png().toBuffer()
      : variation.format === 'jpeg'
        ? await image.jpeg({ quality: 60 + Math.floor(random() * 26) }).toBuffer()
        : variation.format === 'webp'
          ? await image.webp({ quality: 70 + Math.floor(random() * 16) }).toBuffer()
          : await image.gif().toBuffer();
  return { bytes, size };
}
