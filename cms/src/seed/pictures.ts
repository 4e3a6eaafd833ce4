/**
 * Demo pictures drawn as SVG and rendered with sharp at seed time, so the repository
 * ships no binaries and every picture is a real JPEG or PNG.
 */
import sharp from 'sharp';

export interface Scene {
  sky: [string, string];
  ground: string;
  /** Building colour, or null for a garden scene. */
  building: string | null;
  sun?: boolean;
  trees?: number;
  snow?: boolean;
}

function sceneSvg(scene: Scene, width: number, height: number): string {
  const horizon = Math.round(height * 0.72);
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
  ];
  if (scene.sun) parts.push(`<circle cx="${width * 0.82}" cy="${height * 0.2}" r="${height * 0.09}" fill="#ffd166"/>`);
  parts.push(`<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${scene.ground}"/>`);
  if (scene.building) {
    const bw = width * 0.34;
    const bh = height * 0.56;
    const bx = width * 0.33;
    const by = horizon - bh;
    parts.push(`<rect x="${bx}" y="${by}" width="${bw}" height="${bh}" fill="${scene.building}"/>`);
    for (let row = 0; row < 6; row++) {
      for (let col = 0; col < 5; col++) {
        const lit = (row * 5 + col) % 3 === 0;
        parts.push(
          `<rect x="${bx + 14 + col * ((bw - 28) / 5)}" y="${by + 14 + row * ((bh - 40) / 6)}" width="${(bw - 28) / 5 - 10}" height="${(bh - 40) / 6 - 10}" fill="${lit ? '#ffe8a3' : '#9fb7c9'}"/>`,
        );
      }
    }
    parts.push(`<rect x="${bx + bw / 2 - 16}" y="${horizon - 34}" width="32" height="34" fill="#5b3a29"/>`);
  }
  for (let i = 0; i < (scene.trees ?? 0); i++) {
    const x = width * (0.08 + (i * 0.84) / Math.max(1, (scene.trees ?? 1) - 1));
    parts.push(`<rect x="${x - 5}" y="${horizon - 40}" width="10" height="42" fill="#6b4226"/>`);
    parts.push(`<circle cx="${x}" cy="${horizon - 62}" r="30" fill="${scene.snow ? '#e8f1f5' : '#2d6a4f'}"/>`);
  }
  if (scene.snow) {
    for (let i = 0; i < 60; i++) parts.push(`<circle cx="${(i * 97) % width}" cy="${(i * 53) % horizon}" r="3" fill="#ffffff"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

export async function renderScene(scene: Scene, format: 'jpeg' | 'png', width = 800, height = 450): Promise<Buffer> {
  const image = sharp(Buffer.from(sceneSvg(scene, width, height)));
  return format === 'jpeg' ? image.jpeg({ quality: 82 }).toBuffer() : image.png().toBuffer();
}

/** A company logo: a roof mark and the name, rendered to PNG. */
export async function renderLogo(name: string, tagline: string, colour: string): Promise<Buffer> {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="120">
    <rect width="420" height="120" rx="12" fill="#ffffff"/>
    <path d="M20 70 L60 30 L100 70 Z" fill="${colour}"/>
    <rect x="34" y="70" width="52" height="34" fill="${colour}"/>
    <rect x="52" y="80" width="16" height="24" fill="#ffffff"/>
    <text x="116" y="64" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="bold" fill="${colour}">${escape(name)}</text>
    <text x="116" y="92" font-family="DejaVu Sans, Arial, sans-serif" font-size="15" fill="#555555">${escape(tagline)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
