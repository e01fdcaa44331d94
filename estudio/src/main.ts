// The studio page: the editor with the compiler's diagnostics, the rendered card under
// the cursor, and a game against an agent. The compiler and the engine each run in a
// worker (compile-worker.ts, juego-worker.ts); this module only draws and forwards.
import type { CardSet, DeckDefinition } from "../../compiler/browser.js";
import { createEditor, type Editor } from "./editor.js";
import type { AgentName, CardSpan, CompileReply, CompileRequest, FormGroup, GameReply, GameRequest, GameSnapshot, StudioDiagnostic } from "./protocolo.js";
import { loadProject } from "./proyecto.js";

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const status = $("estado");

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}

// ───────────── tabs ─────────────

for (const [tab, panel] of [
  ["pestana-editar", "editar"],
  ["pestana-jugar", "jugar"],
] as const) {
  $(tab).addEventListener("click", () => {
    for (const [t, p] of [
      ["pestana-editar", "editar"],
      ["pestana-jugar", "jugar"],
    ] as const) {
      $(t).setAttribute("aria-selected", String(t === tab));
      $(p).hidden = p !== panel;
    }
  });
}

// ───────────── compile ─────────────

const compiler = new Worker(new URL("./compile-worker.ts", import.meta.url), { type: "module" });
let requestId = 0;
let latest: { id: number; cards: CardSpan[]; diagnostics: StudioDiagnostic[]; decks: string[] } | null = null;
let editor: Editor;
let paths: string[] = [];
/** A compile is running in the worker; `dirty`: the text changed since it was sent. */
let compiling = false;
let dirty = false;
let shownCard = "";
let lastSvg = new Map<string, string>();
let firstRender = true;

function send(request: CompileRequest): void {
  compiler.postMessage(request);
}

function requestCompile(): void {
  compiling = true;
  dirty = false;
  send({ kind: "compile", id: ++requestId, files: paths.map((path) => ({ path, text: editor.text(path) })) });
}

/** At once when the worker is idle; otherwise once, with the latest text, when it is done. */
function scheduleCompile(): void {
  if (compiling) dirty = true;
  else requestCompile();
}

/** The card whose text holds the cursor: the last card of the file starting at or before it. */
function cardAt(offset: number): CardSpan | undefined {
  if (latest === null) return undefined;
  const file = editor.current();
  const cards = latest.cards.filter((c) => c.file === file && c.from <= offset).sort((a, b) => a.from - b.from);
  return cards[cards.length - 1];
}

/** The name of the card written around the cursor (`carta "…"` above it), compiled or not. */
function writtenCardAt(offset: number): string | undefined {
  const text = editor.text(editor.current()).slice(0, offset + 200);
  let name: string | undefined;
  for (const m of text.matchAll(/^\s*carta\s+"([^"\n]*)"/gim)) if ((m.index ?? 0) <= offset) name = m[1];
  return name;
}

function showCardAt(offset: number): void {
  const written = writtenCardAt(offset);
  const compiled = cardAt(offset);
  // Before the file's first card (its comments), the first card.
  const name = written ?? compiled?.name ?? latest?.cards.find((c) => c.file === editor.current())?.name;
  if (name === undefined) return;
  shownCard = name;
  send({ kind: "render", id: ++requestId, name });
}

function renderDiagnostics(diagnostics: readonly StudioDiagnostic[]): void {
  const list = $("diagnosticos");
  list.replaceChildren(
    ...diagnostics.slice(0, 200).map((d) => {
      const go = el("button", { type: "button", textContent: `${d.file}:${d.line}:${d.column}: ${d.severity === "error" ? "error" : "aviso"} [${d.code}] ${d.message}` });
      go.addEventListener("click", () => {
        if (editor.current() !== d.file && paths.includes(d.file)) {
          editor.open(d.file);
          ($("archivo") as HTMLSelectElement).value = d.file;
        }
        editor.goTo(d.from);
      });
      return el("li", { className: d.severity }, go);
    }),
  );
  if (diagnostics.length === 0) list.append(el("li", { textContent: "Sin errores ni avisos." }));
}

compiler.onmessage = (event: MessageEvent<CompileReply>) => {
  const reply = event.data;
  if (reply.kind === "compiled") {
    compiling = false;
    if (dirty) requestCompile();
    latest = reply;
    editor.showDiagnostics(reply.diagnostics);
    renderDiagnostics(reply.diagnostics);
    const errors = reply.diagnostics.filter((d) => d.severity === "error").length;
    status.textContent = `${reply.cards.length} cartas, ${errors} ${errors === 1 ? "error" : "errores"}, ${reply.diagnostics.length - errors} avisos · compilado en ${Math.round(reply.ms)} ms`;
    status.dataset["compilaciones"] = String(reply.id);
    status.dataset["compiladoA"] ??= String(Math.round(performance.now()));
    fillDecks(reply.decks);
    showCardAt(editor.view.state.selection.main.head);
  } else if (reply.kind === "set") {
    startGame(reply.cardSet, reply.decks);
  } else {
    if (reply.name !== shownCard) return;
    const box = $("carta");
    const note = $("nota-carta");
    const errors = errorsOfCard(reply.name);
    const old = lastSvg.get(reply.name);
    // A card with errors shows its last drawing without errors, if there is one.
    const svg = errors > 0 && old !== undefined ? old : reply.svg;
    if (reply.svg !== null && errors === 0) lastSvg.set(reply.name, reply.svg);
    if (svg !== null) box.innerHTML = svg;
    else box.replaceChildren();
    box.dataset["carta"] = svg !== null ? reply.name : "";
    note.textContent =
      errors === 0 && svg !== null
        ? ""
        : `«${reply.name}» tiene ${errors === 1 ? "un error" : `${errors} errores`}: ${old !== undefined ? "se muestra la última versión sin errores" : svg !== null ? "se muestra sin lo que no compila" : "corrígelos para verla"}.`;
    if (svg !== null && firstRender) {
      firstRender = false;
      // Milliseconds since the navigation started (performance.now()'s origin).
      document.body.dataset["primeraCarta"] = String(Math.round(performance.now()));
    }
  }
};

/** Errors written inside the card's text: from its `carta "…"` line to the next card of its file. */
function errorsOfCard(name: string): number {
  if (latest === null) return 0;
  const file = editor.current();
  const text = editor.text(file);
  const starts = [...text.matchAll(/^\s*carta\s+"([^"\n]*)"/gim)].map((m) => ({ name: m[1]!, at: m.index ?? 0 }));
  const i = starts.findIndex((s) => s.name === name);
  if (i < 0) return 0;
  const from = starts[i]!.at;
  const to = starts[i + 1]?.at ?? text.length + 1;
  return latest.diagnostics.filter((d) => d.file === file && d.severity === "error" && d.from >= from && d.from < to).length;
}

// ───────────── play ─────────────

const engine = new Worker(new URL("./juego-worker.ts", import.meta.url), { type: "module" });
let game: GameSnapshot | null = null;
/** The open form: which action, and the values chosen per group (in click order). */
let form: { action: number; groups: FormGroup[]; selection: Record<string, number[]> } | null = null;
/** The number of the last check sent to the engine: a reply to an older one is ignored. */
let checkSeq = 0;

function fillDecks(names: readonly string[]): void {
  for (const [id, index] of [
    ["mazo-humano", 0],
    ["mazo-rival", 1],
  ] as const) {
    const select = $<HTMLSelectElement>(id);
    const before = select.value;
    if ([...select.options].map((o) => o.value).join("\n") === names.join("\n")) continue;
    select.replaceChildren(...names.map((n) => el("option", { value: n, textContent: n })));
    select.value = names.includes(before) ? before : (names[index] ?? names[0] ?? "");
  }
}

function sendGame(request: GameRequest): void {
  engine.postMessage(request);
}

$("preparar").addEventListener("submit", (event) => {
  event.preventDefault();
  // The set and decks of the last compile, from the compile worker.
  send({ kind: "set", id: ++requestId });
});

function startGame(cardSet: CardSet, decks: readonly DeckDefinition[]): void {
  const pick = (id: string) => decks.find((d) => d.name === $<HTMLSelectElement>(id).value);
  const human = pick("mazo-humano");
  const rival = pick("mazo-rival");
  if (human === undefined || rival === undefined) {
    $("pregunta").textContent = "Hacen falta dos mazos sin errores para jugar.";
    return;
  }
  form = null;
  sendGame({ kind: "start", cardSet, decks: [human, rival], agent: $<HTMLSelectElement>("agente").value as AgentName, seed: Number($<HTMLInputElement>("semilla").value) || 0 });
}
$("deshacer").addEventListener("click", () => {
  form = null;
  sendGame({ kind: "undo" });
});

function zone(label: string, cards: GameSnapshot["players"][number]["hand"]): HTMLElement {
  return el(
    "div",
    { className: "zona" },
    `${label}: `,
    ...(cards.length === 0
      ? ["—"]
      : cards.map((c) => el("span", { className: `c${c.turned ? " girada" : ""}`, title: c.turned ? "girada" : "", textContent: `${c.name}${c.attack !== null ? ` ${c.attack}/${c.life}${c.damage > 0 ? ` (${c.damage} de daño)` : ""}` : ""}${c.turned ? " ⟲" : ""}` }))),
  );
}

function renderBoard(g: GameSnapshot): void {
  const players = [1, 0].map((i) => {
    const p = g.players[i as 0 | 1];
    return el(
      "section",
      { className: "jugador", ariaLabel: p.name },
      el("h3", { textContent: `${p.name} — ${p.deck}${g.active === i ? " · turno activo" : ""}` }),
      el("div", { className: "zona", textContent: `Santuario: ${p.life} de vida · Escencias: ${p.essence.untapped} de ${p.essence.total} sin girar · Baraja: ${p.deckCount} · Cementerio: ${p.graveyard} · Mano: ${p.handCount}` }),
      zone("Campo", p.battlefield),
      ...(i === 0 ? [zone("Mano", p.hand)] : []),
    );
  });
  $("tablero").replaceChildren(
    el("p", { id: "fase", textContent: `Turno ${g.turn} · ${g.phase}${g.chain.length > 0 ? ` · Cadena: ${g.chain.join(", ")}` : ""}` }),
    ...players,
  );
}

function renderOptions(g: GameSnapshot): void {
  const box = $("opciones");
  $("pregunta").textContent = g.result ?? g.prompt ?? "Espera al rival…";
  if (form !== null) {
    const f = form;
    const action = g.actions[f.action]!;
    const groups = f.groups.map((group) => {
      const chosen = f.selection[group.id] ?? [];
      return el(
        "fieldset",
        {},
        el("legend", { textContent: group.label }),
        ...group.candidates.map((c) => {
          const at = chosen.indexOf(c.value);
          const b = el("button", { type: "button", textContent: `${at >= 0 && group.ordered ? `${at + 1}. ` : ""}${c.label}` });
          b.setAttribute("aria-pressed", String(at >= 0));
          b.addEventListener("click", () => {
            const list = f.selection[group.id] ?? [];
            f.selection[group.id] = at >= 0 ? list.filter((v) => v !== c.value) : group.max === 1 ? [c.value] : [...list, c.value];
            renderOptions(g);
            checkForm();
          });
          return b;
        }),
      );
    });
    const confirm = el("button", { type: "button", id: "confirmar", textContent: `Confirmar: ${action.label}`, disabled: true });
    confirm.addEventListener("click", () => {
      sendGame({ kind: "choose", action: f.action, selection: f.selection, apply: true, seq: ++checkSeq });
    });
    const cancel = el("button", { type: "button", textContent: "Volver a las opciones" });
    cancel.addEventListener("click", () => {
      form = null;
      renderOptions(g);
    });
    box.replaceChildren(el("p", { textContent: action.label }), ...groups, confirm, el("p", { className: "motivo", id: "motivo" }), cancel);
    return;
  }
  box.replaceChildren(
    ...g.actions.map((a, i) => {
      const b = el("button", { type: "button", textContent: a.groups === null ? a.label : `${a.label}…` });
      b.dataset["opcion"] = String(i);
      b.addEventListener("click", () => {
        if (a.groups === null) sendGame({ kind: "choose", action: i, selection: null, apply: true, seq: ++checkSeq });
        else {
          form = { action: i, groups: a.groups, selection: {} };
          renderOptions(g);
          checkForm();
        }
      });
      return b;
    }),
  );
}

function checkForm(): void {
  if (form === null) return;
  const confirm = document.getElementById("confirmar") as HTMLButtonElement | null;
  if (confirm !== null) confirm.disabled = true;
  sendGame({ kind: "choose", action: form.action, selection: form.selection, apply: false, seq: ++checkSeq });
  $("opciones").dataset["pendiente"] = "1";
}

engine.onmessage = (event: MessageEvent<GameReply>) => {
  const reply = event.data;
  if (reply.kind === "snapshot") {
    game = reply.snapshot;
    form = null;
    renderBoard(game);
    renderOptions(game);
    const log = $("registro");
    log.replaceChildren(...game.log.map((line) => el("li", { textContent: line })));
    log.scrollTop = log.scrollHeight;
    $<HTMLButtonElement>("deshacer").disabled = !game.canUndo;
    $("jugar").dataset["decisiones"] = String(game.decisions);
    $("jugar").dataset["terminada"] = String(game.result !== null);
  } else if (reply.kind === "checked") {
    if (form === null || form.action !== reply.action || reply.seq !== checkSeq) return;
    $("opciones").dataset["pendiente"] = "0";
    const confirm = document.getElementById("confirmar") as HTMLButtonElement | null;
    if (confirm !== null) confirm.disabled = !reply.ok;
    const why = document.getElementById("motivo");
    if (why !== null) why.textContent = reply.ok ? "" : `Aún no: ${reply.reason}`;
  } else {
    $("pregunta").textContent = reply.message;
  }
};

// ───────────── start ─────────────

const project = await loadProject();
paths = project.files.map((f) => f.path);
const files = new Map(project.files.map((f) => [f.path, f.text]));
const cartas = paths.filter((p) => p.endsWith(".carta") || p.endsWith(".mazo"));
const select = $<HTMLSelectElement>("archivo");
select.replaceChildren(...cartas.map((p) => el("option", { value: p, textContent: p })));
editor = createEditor($("editor"), new Map(cartas.map((p) => [p, files.get(p)!])), scheduleCompile, (offset) => {
  if (latest !== null) showCardAt(offset);
});
select.addEventListener("change", () => editor.open(select.value));
status.textContent = project.origin === "servidor" ? "Compilando las cartas del proyecto…" : "Compilando las cartas incluidas…";
requestCompile();
