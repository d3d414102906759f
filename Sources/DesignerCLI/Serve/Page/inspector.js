"use strict";
const token = document.querySelector('meta[name="designer-token"]').content;
history.replaceState(null, "", "/");
const zooms = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6, 8];
const ui = { state: null, selection: { index: 0, id: null }, zoom: 1, fitted: false, appearance: "light",
  variant: "", images: null, queue: Promise.resolve(), animationTimer: null, shown: null, outline: null,
  pending: 0, heard: 0, failure: null, autoFit: true, collapsed: new Set(), posted: 0, wanted: null, drawing: false, readings: 0,
  rows: new Map(), attributesLayout: null, rendering: false, target: null, animatedVersion: null };
window.designerTimings = [];
const $ = (id) => document.getElementById(id);
function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "className") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), guarded(value));
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children) if (child) node.append(child);
  return node;
}
// A control's events count only while it is on the page and the page is not being drawn:
// an edited field taken away by a new state fires its change as it goes, and that text
// was never meant to be saved.
function guarded(handler) {
  return (event) => {
    if (ui.rendering || (event.target instanceof Node && !event.target.isConnected)) return;
    handler(event);
  };
}
function on(node, type, handler) { node.addEventListener(type, guarded(handler)); }
// Makes `old` show what `fresh` shows, keeping each element that matches (the same tag, id
// and type) with its focus, its caret and what is being typed in it: a new state never
// moves the caret of the field being typed in, nor takes away its text.
function morph(old, fresh) {
  if (old.nodeName !== fresh.nodeName || old.id !== fresh.id || old.type !== fresh.type) {
    old.replaceWith(fresh);
    return;
  }
  if (old.nodeType === Node.TEXT_NODE) { if (old.data !== fresh.data) old.data = fresh.data; return; }
  if (old.nodeType !== Node.ELEMENT_NODE) return;
  // The control in use keeps its value while it is typed in, or while later changes of
  // it are still on their way (a slider stepped on): this state is older than what it shows.
  const typed = old === document.activeElement && (isTyping(old) || ui.pending > 1);
  for (const attribute of [...old.attributes]) if (!fresh.hasAttribute(attribute.name)) old.removeAttribute(attribute.name);
  for (const attribute of fresh.attributes) {
    if (old.getAttribute(attribute.name) !== attribute.value) old.setAttribute(attribute.name, attribute.value);
  }
  if (old.tagName !== "TEXTAREA") {
    const children = [...old.childNodes], replacements = [...fresh.childNodes];
    replacements.forEach((child, index) => { if (children[index]) morph(children[index], child); else old.append(child); });
    for (const extra of children.slice(replacements.length)) extra.remove();
  }
  if (["INPUT", "SELECT", "TEXTAREA"].includes(old.tagName)) {
    if (!typed && old.value !== fresh.value) old.value = fresh.value;
    if (old.checked !== fresh.checked) old.checked = fresh.checked;
  }
}
// Whether a field is one typed in.
function isTextField(field) {
  return !!field && ((field.tagName === "INPUT" && ["text", "number", "search"].includes(field.type)) ||
    field.tagName === "TEXTAREA") && !field.readOnly;
}
// Whether a field holds text typed and not yet committed (a commit makes its text the field's default).
function isTyping(field) {
  return isTextField(field) && field.value !== field.defaultValue;
}
// Puts `rows` in `box`. The row that holds the focus stays, made to show its new row, where
// `same` says they are of one view; other rows are replaced.
function showRows(box, rows, same) {
  const focused = document.activeElement;
  const kept = same && [...box.children].find((child) => child !== focused && child.contains(focused));
  const counterpart = kept && rows.find((row) => row.dataset && row.dataset.key && row.dataset.key === kept.dataset.key);
  if (!counterpart) { box.replaceChildren(...rows); return; }
  morph(kept, counterpart);
  for (const child of [...box.children]) if (child !== kept) child.remove();
  const position = rows.indexOf(counterpart);
  kept.before(...rows.slice(0, position));
  kept.after(...rows.slice(position + 1));
}
// A label for a control that has no row of its own, read by assistive technology.
function hiddenLabel(id, text) { return el("label", { for: id, className: "hidden-label", text: text }); }
function query() {
  // An id too long for a request's head is left out: the position finds the view then.
  const id = ui.selection.id && ui.selection.id.length <= 1000 ? ui.selection.id : "";
  const parameters = new URLSearchParams({ view: ui.selection.index, id: id,
    appearance: ui.appearance, variant: ui.variant });
  return parameters.toString();
}
// Reads the state for the selection. Only the answer to the latest reading is shown: views
// selected one after another (the arrow keys in the outline) may be answered out of order.
async function load() {
  const asked = ++ui.readings;
  const response = await fetch("/api/state?" + query(), { cache: "no-store" });
  const answer = await answerOf(response);
  if (asked !== ui.readings) return;
  if (!response.ok || !answer.version) { status(answer.error || "the state could not be read", true); return; }
  show(answer);
}
// The view the inspectors show: a change is sent for it, whatever is selected by the time it is sent.
function shownTarget() {
  const shown = ui.state && ui.state.views[ui.selection.index];
  return { view: ui.selection.index, id: ui.selection.id, class: shown ? shown.class : null,
    seen: ui.state ? ui.state.version : null };
}
// A response's JSON, or its text as the error when it is none (a 503 or 431 of the server's own).
async function answerOf(response) {
  const text = await response.text();
  try { return JSON.parse(text); } catch (error) {
    return { error: (response.status + " " + text).trim() || "the server did not answer" };
  }
}
function post(change, target) {
  const started = change.started || performance.now();
  delete change.started;
  const body = Object.assign({ appearance: ui.appearance, variant: ui.variant }, target || shownTarget(), change);
  ui.pending += 1;
  ui.posted += 1;
  ui.wanted = null;
  ui.queue = ui.queue.then(async () => {
    const response = await fetch("/api/change", { method: "POST", cache: "no-store",
      headers: { "Content-Type": "application/json", "X-Designer-Token": token }, body: JSON.stringify(body) });
    const answer = await answerOf(response);
    // A saved value is shown as the file now has it, even where it did not change (clamped).
    const sent = ui.rows.get(change.key);
    if (answer.saved && sent) sent.json = null;
    if (answer.state) show(answer.state, answer.saved || !answer.message ? null : { key: change.key || change.change, message: answer.message });
    else status(answer.error || answer.message || "the change failed", true);
    // A value clamped into its range is said beside its field, which shows the value used, as `set` says it.
    const note = answer.clamped && document.querySelector('.row[data-key="' + CSS.escape(change.key || "") + '"] .note');
    if (note) note.textContent = "Clamped: " + answer.clamped;
    await new Promise(requestAnimationFrame);
    window.designerTimings.push({ change: change.change, key: change.key, saved: !!answer.saved,
      milliseconds: performance.now() - started });
  }).catch((error) => status("the server cannot be reached: " + error, true)).finally(() => {
    ui.pending -= 1;
    // News that came while changes were on their way is read once they are all answered.
    if (ui.pending === 0 && ui.state && ui.heard > ui.state.version) load();
  });
  return ui.queue;
}
// While a slider or the color well is dragged, the canvas shows its value, drawn by the
// server with nothing written; letting go saves it, once. One drawing is asked for at a
// time, the latest value next, and none is shown once a change has been sent since.
function preview(attribute, text) {
  if (ui.variant) return;
  ui.wanted = { attribute: attribute, text: String(text), posted: ui.posted };
  if (!ui.drawing) drawWanted();
}
async function drawWanted() {
  ui.drawing = true;
  while (ui.wanted) {
    const wanted = ui.wanted;
    ui.wanted = null;
    const body = Object.assign({ appearance: ui.appearance, variant: "" }, wanted.attribute.target || shownTarget(),
      { change: "preview", key: wanted.attribute.name, value: wanted.text });
    try {
      const response = await fetch("/api/change", { method: "POST", cache: "no-store",
        headers: { "Content-Type": "application/json", "X-Designer-Token": token }, body: JSON.stringify(body) });
      const answer = await answerOf(response);
      if (answer.svg && wanted.posted === ui.posted && ui.pending === 0) draw($("picture"), answer.svg);
    } catch (error) {
      break;
    }
  }
  ui.drawing = false;
}
// A change refused before it is sent, said beside its control.
function fail(key, message) {
  const row = document.querySelector('.row[data-key="' + CSS.escape(key) + '"] .error');
  if (row) row.textContent = message;
  status(message, true);
}
function status(text, isError) {
  $("status").textContent = text || "";
  $("status").className = isError ? "error" : "";
}
function show(state, failure) {
  ui.rendering = true;
  try { showState(state, failure); } finally { ui.rendering = false; }
}
function showState(state, failure) {
  const previous = ui.state;
  // A refusal stays by its control until something new is shown.
  if (failure) ui.failure = Object.assign({ version: state.version }, failure);
  else if (ui.failure && ui.failure.version === state.version) failure = ui.failure;
  else ui.failure = null;
  ui.state = state;
  if (state.selected) ui.selection = { index: state.selected.index, id: state.selected.id };
  $("file").textContent = state.file;
  document.title = state.file + " — " + state.program;
  $("undo").disabled = !state.canUndo;
  $("redo").disabled = !state.canRedo;
  $("appearance").hidden = $("appearance-label").hidden = !state.hasDarkAppearance;
  showScreen(state);
  showVariants(state.variants);
  showScenes(state.scenes, state.scene);
  showOutline(state.views);
  showCanvas(state, previous);
  showProblems(state);
  const focused = document.activeElement && document.activeElement.id;
  ui.target = shownTarget();
  for (const error of document.querySelectorAll(".row .error")) error.textContent = "";
  showIdentity(state.selected);
  showAttributes(state.selected);
  showSize(state.selected);
  if (focused && $(focused) && $(focused) !== document.activeElement) $(focused).focus({ preventScroll: true });
  if (failure) {
    const row = document.querySelector('.row[data-key="' + CSS.escape(failure.key || "") + '"] .error');
    if (row) row.textContent = failure.message || "";
  }
  status(failure ? failure.message : state.message, !!failure);
  window.designerRendered = { version: state.version, at: Date.now() };
}
