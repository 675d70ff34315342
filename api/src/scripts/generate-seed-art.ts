/**
 * Writes the demo data's illustrations to api/assets/seed/ (committed), so
 * the seeded site has pictures without any network. Run again after
 * changing a picture here: `npx tsx src/scripts/generate-seed-art.ts`.
 * Give a changed picture a new name: the API serves these as immutable.
 */
import fs from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(import.meta.dirname, '../../assets/seed');
const INK = '#ffffff';

/** Simple shapes drawn in white on a 800×500 canvas, centred near (400, 200). */
const icons = {
  chalice: `<path d="M330 110h140c0 70-30 110-70 118v62h45v22H355v-22h45v-62c-40-8-70-48-70-118z" fill="${INK}"/>
    <circle cx="400" cy="88" r="26" fill="none" stroke="${INK}" stroke-width="8"/>`,
  candle: `<rect x="372" y="150" width="56" height="150" rx="8" fill="${INK}"/>
    <path d="M400 70c22 30 28 48 28 60a28 28 0 0 1-56 0c0-12 6-30 28-60z" fill="#ffe7a3"/>
    <rect x="397" y="132" width="6" height="20" fill="${INK}"/>
    <ellipse cx="400" cy="306" rx="90" ry="14" fill="${INK}" opacity="0.6"/>`,
  mountains: `<circle cx="505" cy="105" r="38" fill="#ffe7a3"/>
    <path d="M250 310l110-170 70 100 45-60 95 130z" fill="${INK}"/>
    <path d="M360 140l28 44-28-10-26 14z" fill="#dfe9f5"/>`,
  heart: `<path d="M400 310C300 245 260 200 260 150a65 65 0 0 1 140-30 65 65 0 0 1 140 30c0 50-40 95-140 160z" fill="${INK}"/>`,
  book: `<path d="M400 120c-40-22-95-28-150-22v190c55-6 110 0 150 22z" fill="${INK}"/>
    <path d="M400 120c40-22 95-28 150-22v190c-55-6-110 0-150 22z" fill="${INK}" opacity="0.85"/>
    <path d="M470 150v60m-30-30h60" stroke="#c9a34a" stroke-width="10" stroke-linecap="round"/>`,
  note: `<circle cx="350" cy="280" r="38" fill="${INK}"/><circle cx="480" cy="255" r="38" fill="${INK}"/>
    <path d="M380 280V110l130-30v175" fill="none" stroke="${INK}" stroke-width="14"/>
    <path d="M380 110l130-30v40l-130 30z" fill="${INK}"/>`,
  sun: `<circle cx="400" cy="190" r="70" fill="#ffe7a3"/>
    <g stroke="${INK}" stroke-width="10" stroke-linecap="round">
      <path d="M400 80v-30M400 330v-30M290 190h-30M540 190h-30M322 112l-20-20M498 288l20 20M478 112l20-20M322 268l-20 20"/>
    </g>`,
  cross: `<rect x="380" y="70" width="40" height="250" rx="6" fill="${INK}"/>
    <rect x="320" y="130" width="160" height="40" rx="6" fill="${INK}"/>`,
  star: `<path d="M400 60l34 92h98l-79 58 30 94-83-57-83 57 30-94-79-58h98z" fill="#ffe7a3"/>
    <circle cx="250" cy="110" r="6" fill="${INK}"/><circle cx="560" cy="90" r="5" fill="${INK}"/>
    <circle cx="585" cy="260" r="7" fill="${INK}"/><circle cx="220" cy="270" r="5" fill="${INK}"/>`,
  drop: `<path d="M400 70c50 70 90 120 90 170a90 90 0 0 1-180 0c0-50 40-100 90-170z" fill="${INK}"/>`,
  person: `<circle cx="400" cy="140" r="62" fill="${INK}"/>
    <path d="M270 320c0-80 58-120 130-120s130 40 130 120z" fill="${INK}"/>`,
  people: `<circle cx="300" cy="160" r="42" fill="${INK}" opacity="0.85"/><circle cx="500" cy="160" r="42" fill="${INK}" opacity="0.85"/>
    <path d="M220 310c0-60 36-95 80-95s80 35 80 95zM420 310c0-60 36-95 80-95s80 35 80 95z" fill="${INK}" opacity="0.85"/>
    <circle cx="400" cy="140" r="50" fill="${INK}"/><path d="M305 320c0-70 42-110 95-110s95 40 95 110z" fill="${INK}"/>`,
  rosary: `<g fill="${INK}">${Array.from({ length: 18 }, (_, i) => {
    const angle = (i / 18) * Math.PI * 2;
    return `<circle cx="${(400 + 95 * Math.cos(angle)).toFixed(1)}" cy="${(160 + 80 * Math.sin(angle)).toFixed(1)}" r="${i % 6 === 0 ? 12 : 8}"/>`;
  }).join('')}</g>
    <path d="M400 240v35" stroke="${INK}" stroke-width="6"/>
    <rect x="392" y="272" width="16" height="58" rx="3" fill="${INK}"/><rect x="374" y="285" width="52" height="14" rx="3" fill="${INK}"/>`,
  candles: `<rect x="300" y="170" width="50" height="140" rx="8" fill="${INK}"/><rect x="375" y="130" width="50" height="180" rx="8" fill="${INK}"/><rect x="450" y="190" width="50" height="120" rx="8" fill="${INK}"/>
    <path d="M325 120c16 22 20 34 20 42a20 20 0 0 1-40 0c0-8 4-20 20-42zM400 80c16 22 20 34 20 42a20 20 0 0 1-40 0c0-8 4-20 20-42zM475 140c16 22 20 34 20 42a20 20 0 0 1-40 0c0-8 4-20 20-42z" fill="#ffe7a3"/>`,
  medal: `<circle cx="400" cy="200" r="100" fill="none" stroke="${INK}" stroke-width="14"/>
    <circle cx="400" cy="200" r="78" fill="${INK}" opacity="0.25"/>
    <path d="M400 135v130M335 200h130" stroke="${INK}" stroke-width="16" stroke-linecap="round"/>
    <path d="M370 80l30-40 30 40" fill="none" stroke="${INK}" stroke-width="10"/>`,
  mug: `<path d="M300 130h170v140a40 40 0 0 1-40 40h-90a40 40 0 0 1-40-40z" fill="${INK}"/>
    <path d="M470 160h25a40 40 0 0 1 0 80h-25" fill="none" stroke="${INK}" stroke-width="18"/>
    <path d="M345 70c-12 15 12 25 0 45M385 70c-12 15 12 25 0 45M425 70c-12 15 12 25 0 45" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round" opacity="0.8"/>`,
} as const;

type Icon = keyof typeof icons;

interface Art {
  name: string;
  label: string;
  icon: Icon;
  colors: [string, string];
}

const ART: Art[] = [
  // Events
  {
    name: 'sunday-liturgy',
    label: 'Sunday Liturgy',
    icon: 'chalice',
    colors: ['#5b2a86', '#b0569b'],
  },
  { name: 'advent', label: 'Advent Carols', icon: 'candle', colors: ['#2d1b69', '#7b3fa0'] },
  {
    name: 'youth-retreat',
    label: 'Youth Retreat',
    icon: 'mountains',
    colors: ['#1f6f8b', '#58b4ae'],
  },
  { name: 'food-drive', label: 'Food Drive', icon: 'heart', colors: ['#b8432f', '#e9a23b'] },
  { name: 'bible-study', label: 'Bible Study', icon: 'book', colors: ['#22577a', '#38a3a5'] },
  { name: 'choir-concert', label: 'Choir Concert', icon: 'note', colors: ['#3a0ca3', '#4361ee'] },
  { name: 'family-picnic', label: 'Family Picnic', icon: 'sun', colors: ['#2b9348', '#aacc00'] },
  { name: 'reflection', label: 'Lenten Reflection', icon: 'cross', colors: ['#4a1942', '#893168'] },
  { name: 'christmas', label: 'Christmas', icon: 'star', colors: ['#0b3d2e', '#1e7f4f'] },
  { name: 'baptism', label: 'Baptism', icon: 'drop', colors: ['#0077b6', '#48cae4'] },
  // Leaders
  { name: 'leader-pastor', label: 'Pastor', icon: 'person', colors: ['#432818', '#99582a'] },
  { name: 'leader-deacon', label: 'Deacon', icon: 'person', colors: ['#283618', '#606c38'] },
  { name: 'leader-music', label: 'Music', icon: 'person', colors: ['#3a0ca3', '#7209b7'] },
  { name: 'leader-youth', label: 'Youth', icon: 'person', colors: ['#005f73', '#0a9396'] },
  // Ministries
  { name: 'ministry-music', label: 'Music Ministry', icon: 'note', colors: ['#5a189a', '#9d4edd'] },
  {
    name: 'ministry-youth',
    label: 'Youth Ministry',
    icon: 'mountains',
    colors: ['#006466', '#4d9078'],
  },
  { name: 'ministry-outreach', label: 'Outreach', icon: 'heart', colors: ['#9d0208', '#e85d04'] },
  {
    name: 'ministry-children',
    label: "Children's Ministry",
    icon: 'people',
    colors: ['#f48c06', '#ffba08'],
  },
  // Shop
  { name: 'product-rosary', label: 'Rosary', icon: 'rosary', colors: ['#6f4518', '#a68a64'] },
  {
    name: 'product-candles',
    label: 'Prayer Candles',
    icon: 'candles',
    colors: ['#7f5539', '#ddb892'],
  },
  { name: 'product-bible', label: 'Holy Bible', icon: 'book', colors: ['#14213d', '#3d5a80'] },
  {
    name: 'product-devotional',
    label: 'Daily Devotional',
    icon: 'book',
    colors: ['#386641', '#6a994e'],
  },
  {
    name: 'product-medal',
    label: 'St. Benedict Medal',
    icon: 'medal',
    colors: ['#7d6608', '#c9a227'],
  },
  { name: 'product-mug', label: 'Parish Mug', icon: 'mug', colors: ['#3c096c', '#c77dff'] },
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/'/g, '&apos;');
}

function render({ name, label, icon, colors: [from, to] }: Art): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-label="${escapeXml(label)}">
  <defs>
    <linearGradient id="${name}-bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="${name}-glow" cx="0.5" cy="0.4" r="0.5">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="800" height="500" fill="url(#${name}-bg)"/>
  <circle cx="400" cy="200" r="230" fill="url(#${name}-glow)"/>
  <circle cx="90" cy="430" r="120" fill="#ffffff" opacity="0.06"/>
  <circle cx="720" cy="60" r="90" fill="#ffffff" opacity="0.06"/>
  ${icons[icon]}
  <text x="400" y="420" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="44" fill="#ffffff" letter-spacing="1">${escapeXml(label)}</text>
</svg>
`;
}

fs.mkdirSync(OUT, { recursive: true });
for (const art of ART) fs.writeFileSync(path.join(OUT, `${art.name}.svg`), render(art));
console.info(`Wrote ${ART.length} illustrations to ${OUT}`);
