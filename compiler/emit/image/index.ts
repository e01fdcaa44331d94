// Card images from the IR: one SVG per card (`cronicas compilar --formato imagenes`, the
// studio's preview). Pure: no Node module, no DOM, so it runs in the CLI, a worker and a
// page alike. The text on the card is the canonical text of `printCard` (the one printer),
// its trait heads and keywords in bold, fitted to the text box (metrics.ts, layout.ts).
import { CARD_KEYWORDS, TRAITS, type CardDefinition, type CardSet, type Faction } from "../../ir.js";
import { printCard, UnprintableError } from "../text.js";
import { fitLine, fitText, type Box, type Run, type TextLayout } from "./layout.js";
import { CARD_FONT, textWidth } from "./metrics.js";

export { textWidth, CARD_FONT } from "./metrics.js";
export type { Box, Run, TextLayout } from "./layout.js";

export const CARD_WIDTH = 500;
export const CARD_HEIGHT = 700;

/** Frame colours per faction: [dark, main, light]. */
const FACTION_COLOURS: Record<Faction, readonly [string, string, string]> = {
  Orden: ["#6b5514", "#c9a33a", "#f6ecc8"],
  Instinto: ["#1f4d24", "#3f8a45", "#dcefd6"],
  Forja: ["#6a2e10", "#c0642a", "#f7e0cc"],
  Caos: ["#3a1550", "#7b3aa0", "#eadcf3"],
  Valor: ["#5e1114", "#b22a2a", "#f6d8d4"],
  Errantes: ["#1d3a4f", "#3f6f8f", "#d8e6ef"],
};

/** Words drawn in bold wherever they stand: the keywords, the traits and a Verso's two options. */
const EMPHASIS = new Set<string>([...CARD_KEYWORDS, ...TRAITS, "Prólogo", "Epílogo", "Temple", "Vincular", "Límite", "Mítica"]);
const KEYWORD_LINE = new RegExp(`^(${[...CARD_KEYWORDS, ...TRAITS, "Vincular \\d+", "Límite: \\S+"].join("|")})\\.$`, "u");

/** The canonical text of the card's abilities, one paragraph per line, without the frame fields. */
export function cardTextLines(card: CardDefinition): string[] | { unprintable: string } {
  let text: string;
  try {
    text = printCard(card);
  } catch (error) {
    if (error instanceof UnprintableError) return { unprintable: error.detail };
    throw error;
  }
  // printCard's lines: `carta "…"`, tipo, facción, then coste / ataque / vida when the card has them.
  const fields = 3 + [card.cost, card.attack, card.life].filter((n) => n !== undefined).length;
  return text.trimEnd().split("\n").slice(fields).map((l) => l.trim()).filter((l) => l !== "");
}

/** One paragraph as runs: a trait head («Talento, Temple:») and keyword sentences in bold, keywords in bold anywhere. */
export function emphasize(line: string): Run[] {
  if (KEYWORD_LINE.test(line)) return [{ text: line, bold: true }];
  const runs: Run[] = [];
  let rest = line;
  const colon = line.indexOf(":");
  const head = colon > 0 ? line.slice(0, colon) : "";
  if (head !== "" && [...TRAITS, "Prólogo", "Epílogo"].some((t) => head.startsWith(t)) && !head.includes("«")) {
    runs.push({ text: line.slice(0, colon + 1), bold: true });
    rest = line.slice(colon + 1);
  }
  // Keywords inside the sentence, outside quoted names.
  for (const part of rest.split(/(«[^»]*»|"[^"]*"|Sin entrenamiento|\p{L}+)/u)) {
    if (part === "") continue;
    const bold = EMPHASIS.has(part);
    const last = runs[runs.length - 1];
    if (last !== undefined && last.bold === bold) last.text += part;
    else runs.push({ text: part, bold });
  }
  return runs;
}

/** Where things go on a card of this type. */
export interface CardGeometry {
  name: Box;
  /** The picture area (smaller when the text needs the room). */
  art: Box;
  /** The band with the type and the faction. */
  typeLine: Box;
  text: Box;
}

function hasStats(card: CardDefinition): boolean {
  return card.type === "Personaje" || card.type === "Santuario";
}

const ART_HEIGHT = 220;
const SHORT_ART_HEIGHT = 110;

export function cardGeometry(card: CardDefinition, artHeight = ART_HEIGHT): CardGeometry {
  const hasCost = card.cost !== undefined;
  const name: Box = { x: hasCost ? 104 : 46, y: 30, width: hasCost ? 350 : 408, height: 56 };
  const art: Box = { x: 28, y: 100, width: CARD_WIDTH - 56, height: artHeight };
  const typeLine: Box = { x: 28, y: art.y + art.height + 6, width: CARD_WIDTH - 56, height: 36 };
  const top = typeLine.y + typeLine.height + 10;
  const bottom = hasStats(card) ? 600 : 652;
  return { name, art, typeLine, text: { x: 52, y: top, width: 396, height: bottom - top } };
}

export interface CardLayout {
  geometry: CardGeometry;
  nameSize: number;
  text: TextLayout;
  /** Set when the IR holds something the language cannot write. */
  unprintable?: string;
}

/** Below this size the picture gives its room to the text. */
const COMFORTABLE_SIZE = 17;

export function layoutCard(card: CardDefinition): CardLayout {
  const lines = cardTextLines(card);
  const paragraphs = Array.isArray(lines)
    ? lines.map(emphasize)
    : [[{ text: "Esta carta no se puede escribir en el lenguaje de cartas: ", bold: false }, { text: lines.unprintable, bold: false }]];
  let geometry = cardGeometry(card);
  let text = fitText(paragraphs, geometry.text, 24, 11);
  if (text.size < COMFORTABLE_SIZE) {
    geometry = cardGeometry(card, SHORT_ART_HEIGHT);
    text = fitText(paragraphs, geometry.text, 24, 11);
  }
  const nameSize = fitLine(card.name, geometry.name.width, 34, 14);
  return { geometry, nameSize, text, ...(Array.isArray(lines) ? {} : { unprintable: lines.unprintable }) };
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

const n = (x: number) => String(Math.round(x * 100) / 100);

/** The outline of the frame: each card type its own shape. */
function frameShape(card: CardDefinition, fill: string, stroke: string): string {
  const W = CARD_WIDTH;
  const H = CARD_HEIGHT;
  switch (card.type) {
    case "Reliquia": {
      // Cut corners, like a forged plate.
      const c = 34;
      return `<polygon points="${c},4 ${W - c},4 ${W - 4},${c} ${W - 4},${H - c} ${W - c},${H - 4} ${c},${H - 4} 4,${H - c} 4,${c}" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`;
    }
    case "Verso":
      // A scroll: rounded ends top and bottom.
      return `<path d="M30,4 H${W - 30} Q${W - 4},4 ${W - 4},40 V${H - 40} Q${W - 4},${H - 4} ${W - 30},${H - 4} H30 Q4,${H - 4} 4,${H - 40} V40 Q4,4 30,4 Z" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`;
    case "Santuario":
      // Battlements along the top.
      return `<path d="M4,30 H60 V12 H110 V30 H200 V12 H300 V30 H390 V12 H440 V30 H${W - 4} V${H - 4} H4 Z" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`;
    case "Escencia":
      return `<rect x="4" y="4" width="${W - 8}" height="${H - 8}" rx="60" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`;
    case "Personaje":
      return `<rect x="4" y="4" width="${W - 8}" height="${H - 8}" rx="24" fill="${fill}" stroke="${stroke}" stroke-width="6"/>`;
  }
}

/** A simple emblem of the card type in the picture area. */
function emblem(card: CardDefinition, colour: string, art: Box): string {
  const scale = Math.min(1, (art.height - 20) / 200);
  return `<g transform="translate(${n(art.x + art.width / 2)} ${n(art.y + art.height / 2)}) scale(${n(scale)})">${emblemShape(card, colour)}</g>`;
}

/** The emblem drawn around (0, 0), about 200 high. */
function emblemShape(card: CardDefinition, colour: string): string {
  const cx = 0;
  const cy = 0;
  switch (card.type) {
    case "Personaje":
      return `<circle cx="${cx}" cy="${cy - 40}" r="40" fill="${colour}"/><path d="M${cx - 85},${cy + 85} Q${cx - 80},${cy + 5} ${cx},${cy + 5} Q${cx + 80},${cy + 5} ${cx + 85},${cy + 85} Z" fill="${colour}"/>`;
    case "Reliquia":
      return `<path d="M${cx},${cy - 90} L${cx + 16},${cy + 30} H${cx - 16} Z" fill="${colour}"/><rect x="${cx - 50}" y="${cy + 30}" width="100" height="14" rx="4" fill="${colour}"/><rect x="${cx - 9}" y="${cy + 44}" width="18" height="40" fill="${colour}"/>`;
    case "Verso":
      return `<path d="M${cx - 80},${cy - 70} H${cx + 70} Q${cx + 90},${cy - 70} ${cx + 90},${cy - 50} V${cy + 70} H${cx - 60} Q${cx - 80},${cy + 70} ${cx - 80},${cy + 50} Z" fill="${colour}"/><g stroke="#ffffff" stroke-opacity="0.6" stroke-width="6"><line x1="${cx - 50}" y1="${cy - 35}" x2="${cx + 60}" y2="${cy - 35}"/><line x1="${cx - 50}" y1="${cy}" x2="${cx + 60}" y2="${cy}"/><line x1="${cx - 50}" y1="${cy + 35}" x2="${cx + 30}" y2="${cy + 35}"/></g>`;
    case "Santuario":
      return `<path d="M${cx - 90},${cy + 80} V${cy - 20} H${cx - 60} V${cy - 50} H${cx - 30} V${cy - 20} H${cx + 30} V${cy - 50} H${cx + 60} V${cy - 20} H${cx + 90} V${cy + 80} Z" fill="${colour}"/><path d="M${cx - 22},${cy + 80} V${cy + 30} Q${cx},${cy + 5} ${cx + 22},${cy + 30} V${cy + 80} Z" fill="#ffffff" fill-opacity="0.55"/>`;
    case "Escencia":
      return `<path d="M${cx},${cy - 90} L${cx + 70},${cy} L${cx},${cy + 90} L${cx - 70},${cy} Z" fill="${colour}"/><path d="M${cx},${cy - 90} L${cx + 25},${cy} L${cx},${cy + 90} L${cx - 25},${cy} Z" fill="#ffffff" fill-opacity="0.35"/>`;
  }
}

/** A number in a badge: the cost, attack, life. */
function badge(cx: number, cy: number, value: number, fill: string, label: string, shape: "circle" | "sword" | "shield"): string {
  const r = 30;
  const body =
    shape === "circle"
      ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#ffffff" stroke-width="4"/>`
      : shape === "sword"
        ? `<path d="M${cx},${cy - r - 6} L${cx + r + 4},${cy} L${cx},${cy + r + 6} L${cx - r - 4},${cy} Z" fill="${fill}" stroke="#ffffff" stroke-width="4"/>`
        : `<path d="M${cx - r},${cy - r} H${cx + r} V${cy + 2} Q${cx + r},${cy + r} ${cx},${cy + r + 8} Q${cx - r},${cy + r} ${cx - r},${cy + 2} Z" fill="${fill}" stroke="#ffffff" stroke-width="4"/>`;
  const text = String(value);
  const size = textWidth(text, 30, true) > 44 ? 22 : 30;
  return `<g aria-label="${escapeXml(label)}">${body}<text x="${cx}" y="${cy + size * 0.36}" text-anchor="middle" font-size="${size}" font-weight="bold" fill="#ffffff">${text}</text></g>`;
}

function typeLine(card: CardDefinition): string {
  return `${card.type}${card.essenceKind !== undefined ? ` ${card.essenceKind}` : ""} · ${card.faction}`;
}

/** The card as a standalone SVG document. */
export function renderCardSvg(card: CardDefinition): string {
  const [dark, main, light] = FACTION_COLOURS[card.faction];
  const layout = layoutCard(card);
  const { geometry, text, nameSize } = layout;
  const W = CARD_WIDTH;
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${CARD_HEIGHT}" width="${W}" height="${CARD_HEIGHT}" font-family="${escapeXml(CARD_FONT)}" role="img" aria-label="${escapeXml(`${card.name}, ${typeLine(card)}`)}">`,
    `<title>${escapeXml(card.name)}</title>`,
    `<defs><linearGradient id="art" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${main}"/></linearGradient></defs>`,
    frameShape(card, dark, main),
  );
  // Name band.
  const nb = geometry.name;
  out.push(`<rect x="28" y="${nb.y}" width="${W - 56}" height="${nb.height}" rx="12" fill="${light}" stroke="${main}" stroke-width="3"/>`);
  const nameFits = textWidth(card.name, nameSize, true) <= nb.width;
  out.push(
    `<text x="${nb.x}" y="${n(nb.y + nb.height / 2 + nameSize * 0.36)}" font-size="${n(nameSize)}" font-weight="bold" fill="#1a1a1a"${nameFits ? "" : ` textLength="${nb.width}" lengthAdjust="spacingAndGlyphs"`}>${escapeXml(card.name)}</text>`,
  );
  if (card.cost !== undefined) out.push(badge(62, nb.y + nb.height / 2, card.cost, "#2b2b2b", `coste ${card.cost}`, "circle"));
  // Picture area with the type's emblem.
  const art = geometry.art;
  out.push(`<rect x="${art.x}" y="${art.y}" width="${art.width}" height="${art.height}" rx="8" fill="url(#art)" stroke="${main}" stroke-width="3"/>`, emblem(card, dark, art));
  // Type line.
  const tl = geometry.typeLine;
  out.push(`<rect x="${tl.x}" y="${tl.y}" width="${tl.width}" height="${tl.height}" rx="8" fill="${main}"/>`);
  out.push(`<text x="${tl.x + 16}" y="${tl.y + 25}" font-size="20" font-weight="bold" fill="#ffffff">${escapeXml(typeLine(card))}</text>`);
  // Text box.
  const tb = geometry.text;
  out.push(`<rect x="${tb.x - 14}" y="${tb.y - 6}" width="${tb.width + 28}" height="${tb.height + 12}" rx="8" fill="#fbf8f0" stroke="${main}" stroke-width="3"/>`);
  out.push(`<text class="texto" font-size="${n(text.size)}" fill="#1a1a1a" xml:space="preserve">`);
  for (const line of text.lines) {
    const runs = line.runs.map((r) => (r.bold ? `<tspan font-weight="bold">${escapeXml(r.text)}</tspan>` : escapeXml(r.text))).join("");
    out.push(`<tspan x="${tb.x}" y="${n(line.y)}">${runs}</tspan>`);
  }
  out.push(`</text>`);
  // Numbers.
  if (card.type === "Personaje") {
    if (card.attack !== undefined) out.push(badge(80, 650, card.attack, "#8a1c1c", `ataque ${card.attack}`, "sword"));
    if (card.life !== undefined) out.push(badge(W - 80, 650, card.life, "#1c4f8a", `vida ${card.life}`, "shield"));
  } else if (card.type === "Santuario" && card.life !== undefined) {
    out.push(badge(W / 2, 648, card.life, "#1c4f8a", `vida ${card.life}`, "shield"));
  }
  out.push(`</svg>`);
  return out.join("\n") + "\n";
}

/** A file name for the card: lower case ASCII, accents dropped, words joined by «-». */
export function cardImageName(name: string): string {
  const base = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return base === "" ? "carta" : base;
}

/** One SVG per card of the set, under `imagenes/`, named after the card (unique: «-2» for a repeat). */
export function emitImages(cardSet: CardSet): { name: string; content: string }[] {
  const used = new Set<string>();
  return cardSet.cards.map((card) => {
    const base = cardImageName(card.name);
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}-${i}`;
    used.add(name);
    return { name: `imagenes/${name}.svg`, content: renderCardSvg(card) };
  });
}
