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
function showVariants(variants) {
  const select = $("variants");
  select.hidden = $("variants-title").hidden = variants.length === 0;
  const names = [""].concat(variants);
  if (select.options.length !== names.length || names.some((name, i) => select.options[i].value !== name)) {
    select.replaceChildren(...names.map((name) => el("option", { value: name, text: name || "As written" })));
  }
  if (!names.includes(ui.variant)) ui.variant = "";
  select.value = ui.variant;
}
// A storyboard's scenes, each drawn and inspected on its own, as Interface Builder's outline lists them.
function showScenes(scenes, current) {
  const select = $("scene");
  select.hidden = scenes.length < 2;
  if (select.options.length !== scenes.length || scenes.some((scene, i) => select.options[i].textContent !== scene.title)) {
    // A scene with no view of its own (a navigation controller's) has nothing to draw.
    select.replaceChildren(...scenes.map((scene, index) =>
      el("option", { value: index, text: scene.title, disabled: !scene.hasView })));
  }
  if (current !== null) select.value = String(current);
}
// The views as a tree, as the WAI-ARIA tree view pattern has it: each view's subviews in a
// group inside its item, which is expanded or collapsed.
function showOutline(views) {
  const list = $("outline");
  // A change of a value leaves the outline as it was: only the selection moves.
  const signature = JSON.stringify(views);
  if (signature !== ui.outline) {
    ui.outline = signature;
    const groups = [list];
    list.replaceChildren();
    views.forEach((view, position) => {
      const hasChildren = position + 1 < views.length && views[position + 1].depth > view.depth;
      const item = el("li", { role: "treeitem", "aria-selected": "false", "aria-level": view.depth + 1,
        "aria-expanded": hasChildren ? String(!ui.collapsed.has(view.index)) : null,
        "data-index": view.index, className: view.known ? "" : "unknown", tabindex: "-1" },
        el("span", { className: "item", style: "padding-left:" + (6 + view.depth * 14) + "px",
          onclick: () => select(view.index) },
          el("span", { className: "kind", text: view.classTitle }), view.title ? " " + view.title : ""));
      groups.length = view.depth + 1;
      groups[view.depth].append(item);
      if (hasChildren) {
        const group = el("ul", { role: "group", hidden: ui.collapsed.has(view.index) });
        item.append(group);
        groups.push(group);
      }
    });
  }
  for (const item of list.querySelectorAll('li[aria-selected="true"]')) {
    item.setAttribute("aria-selected", "false");
    item.tabIndex = -1;
  }
  const selected = treeItem(ui.selection.index);
  if (selected) {
    // A view selected on the canvas is shown in the outline: the items it is in are expanded.
    for (let parent = selected.parentElement.closest("li"); parent; parent = parent.parentElement.closest("li")) {
      expand(parent, true);
    }
    selected.setAttribute("aria-selected", "true");
    selected.tabIndex = 0;
  }
}
function treeItem(index) {
  return $("outline").querySelector('li[data-index="' + index + '"]');
}
function expand(item, expanded) {
  if (!item.hasAttribute("aria-expanded")) return;
  item.setAttribute("aria-expanded", String(expanded));
  item.querySelector(":scope > ul").hidden = !expanded;
  const index = Number(item.dataset.index);
  if (expanded) ui.collapsed.delete(index); else ui.collapsed.add(index);
}
// The items the keyboard goes through: those not in a collapsed item.
function visibleItems() {
  return [...$("outline").querySelectorAll("li")].filter((item) => !item.parentElement.closest('ul[hidden]'));
}
function focusItem(item) {
  if (!item) return;
  for (const other of $("outline").querySelectorAll('li[tabindex="0"]')) other.tabIndex = -1;
  item.tabIndex = 0;
  item.focus();
  select(Number(item.dataset.index));
}
function select(index) {
  const view = ui.state && ui.state.views[index];
  if (!view) return;
  ui.selection = { index: index, id: view.id };
  load();
}
function showCanvas(state, previous) {
  const canvas = state.canvas;
  if (!canvas) return;
  const picture = $("picture");
  // An animation plays once, when its change is new; the same state again only shows the picture.
  if (canvas.animation && ui.animatedVersion !== state.version) {
    ui.animatedVersion = state.version;
    clearTimeout(ui.animationTimer);
    picture.innerHTML = canvas.animation;
    ui.shown = null;
    ui.animationTimer = setTimeout(() => { draw(picture, canvas.svg); place(); }, canvas.duration * 1000 + 50);
  } else if (!ui.animationTimer || !previous || !previous.canvas || previous.canvas.svg !== canvas.svg) {
    clearTimeout(ui.animationTimer);
    ui.animationTimer = null;
    draw(picture, canvas.svg);
  }
  // Another scene (chosen, or shown by an undo) is fitted as the first one was.
  if (!ui.fitted || (previous && previous.scene !== state.scene && ui.autoFit)) { ui.fitted = true; fit(); }
  place();
  $("stale").style.display = state.readable ? "none" : "block";
  $("stale").textContent = state.readable ? "" :
    "The file has problems: the last picture that drew is shown until it reads again.";
  if (canvas.problem) status(canvas.problem, true);
  $("previewing").style.display = ui.variant ? "block" : "none";
  $("previewing").textContent = ui.variant ? "Previewing the variant " + ui.variant +
    ": the inspectors show and change the document as written." : "";
}
// The picture as SVG: where the new one differs from the one shown only in some of its
// lines (our renderer writes an element a line), only those elements are replaced, so a
// change in a large scene is laid out again only where it is.
function draw(picture, svg) {
  if (ui.shown === svg) return;
  const root = picture.querySelector("svg");
  if (!(root && ui.shown && patch(root, ui.shown, svg))) picture.innerHTML = svg;
  ui.shown = svg;
}
function lineKind(line) {
  const text = line.trimStart();
  if (text.startsWith("</")) return "close";
  if (!text.startsWith("<") || text.startsWith("<?") || text.startsWith("<!")) return "other";
  return text.endsWith("/>") || text.includes("</") ? "leaf" : "open";
}
function patch(root, oldText, newText) {
  const before = oldText.split("\n"), after = newText.split("\n");
  if (before.length !== after.length) return false;
  const kinds = after.map(lineKind);
  const changes = [];
  const stack = [{ node: null, index: 0 }];
  for (let i = 0; i < after.length; i++) {
    const kind = kinds[i], differs = before[i] !== after[i];
    if (differs && (kind !== lineKind(before[i]) || kind === "close" || kind === "other")) return false;
    if (kind === "other") continue;
    if (kind === "close") { if (stack.length === 1) return false; stack.pop(); continue; }
    const top = stack[stack.length - 1];
    const node = top.node === null ? root : top.node.children[top.index++];
    const tag = after[i].trimStart().slice(1).split(/[\s>\/]/, 1)[0];
    if (!node || node.tagName !== tag) return false;
    if (differs) { if (top.node === null) return false; changes.push([node, after[i].trim(), kind]); }
    if (kind === "open") stack.push({ node: node, index: 0 });
  }
  for (const [node, line, kind] of changes) {
    const holder = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    if (kind === "leaf") {
      holder.innerHTML = line;
      node.replaceWith(...holder.childNodes);
    } else {
      holder.innerHTML = line + "</" + node.tagName + ">";
      const fresh = holder.firstElementChild;
      for (const attribute of [...node.attributes]) node.removeAttribute(attribute.name);
      for (const attribute of fresh.attributes) node.setAttribute(attribute.name, attribute.value);
    }
  }
  return true;
}
function place() {
  const canvas = ui.state && ui.state.canvas;
  if (!canvas) return;
  const svg = $("picture").querySelector("svg");
  if (svg) { svg.style.width = canvas.width * ui.zoom + "px"; svg.style.height = canvas.height * ui.zoom + "px"; }
  const view = ui.state.views[ui.selection.index];
  const highlight = $("highlight");
  if (!view) { highlight.style.display = "none"; return; }
  const frame = view.frame;
  Object.assign(highlight.style, { display: "block", left: frame.x * ui.zoom + "px", top: frame.y * ui.zoom + "px",
    width: Math.max(1, frame.width * ui.zoom) + "px", height: Math.max(1, frame.height * ui.zoom) + "px" });
  const select = $("zoom");
  if (!select.options.length) {
    select.replaceChildren(...zooms.map((zoom) => el("option", { value: zoom, text: zoom * 100 + "%" })));
  }
  if (!zooms.includes(ui.zoom)) {
    const option = select.querySelector(".custom") || el("option", { className: "custom" });
    option.value = ui.zoom; option.textContent = Math.round(ui.zoom * 100) + "%";
    select.prepend(option);
  }
  select.value = String(ui.zoom);
}
function fit() {
  const canvas = ui.state && ui.state.canvas;
  if (!canvas || !canvas.width || !canvas.height) return;
  const scroller = $("scroller");
  const fitting = Math.min((scroller.clientWidth - 48) / canvas.width, (scroller.clientHeight - 48) / canvas.height);
  ui.zoom = Math.max(0.1, Math.min(4, Math.floor(fitting * 100) / 100));
  place();
}
function zoomBy(direction) {
  const next = direction > 0 ? zooms.find((zoom) => zoom > ui.zoom) : zooms.slice().reverse().find((zoom) => zoom < ui.zoom);
  if (next) { ui.zoom = next; ui.autoFit = false; place(); }
}
function showProblems(state) {
  $("problems").replaceChildren(...state.problems.map((line) =>
    el("li", { className: / warning: /.test(line) ? "warning" : "", text: line })));
}
function showIdentity(view) {
  const box = $("identity");
  if (!view) { box.replaceChildren(el("p", { className: "empty", text: "No view" })); return; }
  const names = view.classes.map((item) => item.name);
  const options = names.map((name) => el("option", { value: name, text: name }));
  if (!names.includes(view.class)) options.unshift(el("option", { value: view.class, text: view.classTitle }));
  const classSelect = classMenu(options);
  classSelect.value = view.class;
  const rows = [row("class", "identity-class", "Class", classSelect, {
    help: view.known ? null : "designer does not know this class: it is drawn as a placeholder" })];
  // The id is shown, not announced: it is read with its label when the field is reached.
  const idText = el("input", { type: "text", readonly: true, id: "identity-id",
    value: view.id === null ? "(none)" : view.idTitle });
  rows.push(row("id", "identity-id", "Identifier", idText, {}));
  if (view.notApplicable.length) {
    rows.push(el("p", { className: "empty", id: "not-applicable", "data-key": "not-applicable",
      text: "Not applicable to " + view.classTitle + ": " + view.notApplicable.join(", ") }));
  }
  const target = ui.target;
  const same = box.dataset.view === target.view + " " + target.id;
  box.dataset.view = target.view + " " + target.id;
  showRows(box, rows, same);
}
// The Class menu. A class change removes the attributes the new class does not have, so it
// is made by a choice from the list, or by Enter: the arrow keys and typing go through the
// classes and say what Enter will do, and Escape or leaving the menu keeps the class.
function classMenu(options) {
  const select = el("select", { id: "identity-class" }, ...options);
  const shown = () => (ui.state && ui.state.selected ? ui.state.selected.class : null);
  const hint = (text) => { const note = $("identity-class-note"); if (note) note.textContent = text; };
  let browsing = false;
  const choose = () => {
    browsing = false;
    hint("");
    if (select.value !== shown()) post({ change: "class", value: select.value, key: "class" }, ui.target);
  };
  on(select, "pointerdown", () => { browsing = false; });
  on(select, "keydown", (event) => {
    if (event.key === "Enter") {
      if (select.value !== shown()) { event.preventDefault(); choose(); }
    } else if (event.key === "Escape") {
      browsing = false;
      select.value = shown();
      hint("");
    } else if (event.key !== "Tab" && event.key !== "Shift") {
      browsing = true;
    }
  });
  on(select, "change", () => {
    if (!browsing) { choose(); return; }
    hint(select.value === shown() ? "" :
      "Enter makes the view a " + select.value + ", removing the attributes it does not have; Escape keeps " + shown());
  });
  on(select, "blur", () => {
    browsing = false;
    if (select.value !== shown()) { select.value = shown(); hint(""); }
  });
  return select;
}
function row(key, id, labelText, control, options) {
  const classes = ["row"];
  if (options.isDefault) classes.push("is-default");
  const label = el("label", { for: id, text: labelText, title: options.help || null });
  const tail = el("span", {});
  if (options.reset) tail.append(options.reset);
  if (options.badge) { options.badge.id = id + "-badge"; tail.append(options.badge); }
  const made = el("div", { className: classes.join(" "), "data-key": key }, label,
    el("div", { className: "control" }, control), tail,
    options.help ? el("p", { className: "help", id: id + "-help", text: options.help }) : null,
    el("p", { className: "note", id: id + "-note", text: options.note || "" }),
    el("p", { className: "error", id: id + "-error", role: "alert" }));
  // Each control is described by what the row says of its value: the badge, the help
  // with the range, the note on a clamped or invalid value, a refusal.
  const described = [options.badge ? id + "-badge" : null, options.help ? id + "-help" : null,
    id + "-note", id + "-error"].filter(Boolean).join(" ");
  for (const field of made.querySelectorAll(".control input, .control select, .control textarea")) {
    field.setAttribute("aria-describedby", described);
    // The value the state gives a field, kept up to date by each new state as the field is
    // typed in: Escape puts it back.
    if (isTextField(field)) field.dataset.shown = field.value;
  }
  return made;
}
function showAttributes(view) {
  const box = $("attributes");
  if (!view || !view.known) ui.attributesLayout = null;
  if (!view) { box.replaceChildren(); return; }
  if (!view.known) {
    box.replaceChildren(el("p", { className: "empty", text: "A class designer does not know has no attributes." }));
    return;
  }
  // Only the rows whose attribute changed are made again: the others keep their elements,
  // and the field being typed in keeps its focus.
  const layout = view.index + " " + view.id + " " + JSON.stringify(view.sections.map((section) =>
    [section.title, section.attributes.map((attribute) => [attribute.name, attribute.group])]));
  const made = (attribute) => JSON.stringify([attribute, ui.appearance,
    attribute.control === "image" ? ui.images : null]);
  if (layout === ui.attributesLayout) {
    for (const attribute of view.sections.flatMap((section) => section.attributes)) {
      const kept = ui.rows.get(attribute.name);
      const json = made(attribute);
      if (kept && kept.json === json) continue;
      const row = attributeRow(attribute);
      // The row being typed in or stepped stays, showing the new value around what is typed.
      if (kept && kept.element.contains(document.activeElement)) morph(kept.element, row);
      else if (kept) kept.element.replaceWith(row);
      ui.rows.set(attribute.name, { json: json, element: kept && kept.element.isConnected ? kept.element : row });
    }
    return;
  }
  ui.attributesLayout = layout;
  ui.rows = new Map();
  const children = [];
  view.sections.forEach((section, sectionIndex) => {
    children.push(el("div", { className: "section-title", text: section.title }));
    // A group's rows, which the state gives together, are shown under its title, as a
    // group assistive technology names; the rows of no group stay in the section.
    let group = null, groupBox = null;
    for (const attribute of section.attributes) {
      if (attribute.group !== group) {
        group = attribute.group;
        groupBox = null;
        if (group !== null) {
          const id = "group-" + sectionIndex + "-" + children.length;
          groupBox = el("div", { className: "group", role: "group", "aria-labelledby": id },
            el("div", { className: "group-title", id: id, text: group }));
          children.push(groupBox);
        }
      }
      const row = attributeRow(attribute);
      ui.rows.set(attribute.name, { json: made(attribute), element: row });
      if (groupBox) groupBox.append(row); else children.push(row);
    }
  });
  box.replaceChildren(...children);
}
function setValue(attribute, text) {
  return post({ change: "set", key: attribute.name, value: String(text) }, attribute.target);
}
function attributeRow(attribute) {
  attribute.target = ui.target;
  const id = "attr-" + attribute.name;
  let control;
  const label = attribute.label;
  switch (attribute.control) {
  case "toggle":
    control = el("input", { type: "checkbox", role: "switch", id: id, checked: attribute.value === true,
      onchange: (event) => setValue(attribute, event.target.checked ? "true" : "false") });
    break;
  case "number": control = numberControl(attribute, id); break;
  case "choice": control = choiceControl(attribute, id, attribute.cases); break;
  case "color": control = colorControl(attribute, id); break;
  case "fields": control = fieldsControl(attribute, id); break;
  case "image": control = imageControl(attribute, id); break;
  default:
    // Text of several lines is edited as such, so its line breaks are kept.
    control = typeof attribute.value === "string" && attribute.value.includes("\n")
      ? el("textarea", { id: id, rows: Math.min(6, attribute.value.split("\n").length), text: attribute.value,
        onchange: (event) => setValue(attribute, event.target.value) })
      : el("input", { type: "text", id: id, value: attribute.value === null ? "" : attribute.text,
        onchange: (event) => setValue(attribute, event.target.value) });
    if (control.tagName === "TEXTAREA") control.value = attribute.value;
  }
  const fragment = document.createDocumentFragment();
  fragment.append(control);
  if (attribute.optional && attribute.control !== "choice" && attribute.control !== "image") {
    fragment.append(el("button", { type: "button", title: "Unset " + label, "aria-label": "Unset " + label,
      disabled: attribute.value === null, onclick: () => setValue(attribute, "nil"), text: "∅" }));
  }
  const reset = el("button", { type: "button", className: "reset", "aria-label": "Reset " + label,
    title: "Reset to the default, " + attribute.defaultText, disabled: !attribute.written,
    onclick: () => post({ change: "reset", key: attribute.name }, attribute.target), text: "↺" });
  let badge = null, note = "";
  if (attribute.state === "default") badge = el("span", { className: "badge", text: "default" });
  if (attribute.state === "clamped") {
    badge = el("span", { className: "badge clamped", text: "clamped" });
    note = "The document writes " + attribute.writtenValue + "; " + attribute.text + " is used (" + attribute.range + ")";
  }
  if (attribute.state === "invalid") {
    badge = el("span", { className: "badge invalid", text: "invalid" });
    note = "The document writes " + attribute.writtenValue + ", which " + attribute.label +
      " (" + attribute.type + ") cannot hold; the default is used";
  }
  const help = [attribute.description, attribute.range ? "Range " + attribute.range : null,
    attribute.animates ? "Animates" : null].filter(Boolean).join(" · ");
  return row(attribute.name, id, label, fragment,
    { help: help || null, reset: reset, badge: badge, note: note, isDefault: attribute.isDefault });
}
function numberControl(attribute, id) {
  const fragment = document.createDocumentFragment();
  const step = attribute.step !== null ? attribute.step : (attribute.integer ? 1 : "any");
  const field = el("input", { type: "number", id: id, value: attribute.value === null ? "" : attribute.value,
    step: step, min: attribute.minimum, max: attribute.maximum,
    onchange: (event) => {
      if (event.target.value !== "") setValue(attribute, event.target.value);
      else if (event.target.validity.badInput) fail(attribute.name, attribute.label + " is not a number");
    } });
  field.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && field.value === "" ) event.preventDefault();
  });
  fragment.append(field);
  if (attribute.minimum !== null && attribute.maximum !== null) {
    fragment.append(hiddenLabel(id + "-slider", attribute.label + " slider"));
    const slider = el("input", { type: "range", id: id + "-slider",
      min: attribute.minimum, max: attribute.maximum, step: step, value: attribute.value === null ? attribute.minimum : attribute.value,
      oninput: (event) => { field.value = event.target.value; preview(attribute, event.target.value); },
      onchange: (event) => setValue(attribute, event.target.value) });
    fragment.append(slider);
    // The two show one value, however it was last given.
    on(field, "input", () => { if (field.value !== "") slider.value = field.value; });
  }
  return fragment;
}
function choiceControl(attribute, id, cases) {
  const options = cases.map((name) => el("option", { value: name, text: name }));
  if (attribute.optional) options.unshift(el("option", { value: "nil", text: "None" }));
  const select = el("select", { id: id, onchange: (event) => setValue(attribute, event.target.value) }, ...options);
  select.value = attribute.value === null ? "nil" : attribute.text;
  return select;
}
function colorControl(attribute, id) {
  const fragment = document.createDocumentFragment();
  const current = ui.appearance === "dark" ? attribute.dark : attribute.light;
  const hex = current ? current.slice(0, 7) : "#000000";
  const alpha = current ? parseInt(current.slice(7, 9), 16) / 255 : 1;
  const well = el("input", { type: "color", id: id, value: hex });
  const alphaSlider = el("input", { type: "range", min: 0, max: 1, step: 0.01, value: alpha.toFixed(2),
    id: id + "-alpha", title: "Alpha" });
  const text = el("input", { type: "text", value: attribute.value === null ? "" : attribute.text,
    id: id + "-text", list: "palette", placeholder: attribute.optional ? "nil" : "",
    onchange: (event) => setValue(attribute, event.target.value || (attribute.optional ? "nil" : attribute.defaultText)) });
  const swatch = el("span", { className: "swatch", title: attribute.text }, el("i", { style: "background:" + (current || "transparent") }));
  function fromWell() {
    const a = Number(alphaSlider.value);
    return a >= 1 ? well.value.toUpperCase() :
      well.value.toUpperCase() + Math.round(a * 255).toString(16).padStart(2, "0").toUpperCase();
  }
  on(well, "input", () => preview(attribute, fromWell()));
  on(alphaSlider, "input", () => preview(attribute, fromWell()));
  on(well, "change", () => setValue(attribute, fromWell()));
  on(alphaSlider, "change", () => setValue(attribute, fromWell()));
  fragment.append(hiddenLabel(id + "-text", attribute.label + " value"), hiddenLabel(id + "-alpha", attribute.label + " alpha"),
    el("span", { className: "line" }, swatch, text), el("span", { className: "line" }, well, alphaSlider));
  return fragment;
}
function fieldsControl(attribute, id) {
  const fragment = document.createDocumentFragment();
  const values = attribute.value || {};
  const inputs = attribute.fields.map((name, index) => el("input", { type: "number", step: "any",
    id: index === 0 ? id : id + "-" + name, value: values[name] === undefined ? "" : values[name] }));
  const send = () => {
    const bad = attribute.fields.find((name, index) => !isFinite(parseFloat(inputs[index].value)));
    if (bad) { fail(attribute.name, attribute.label + ": " + bad + " is not a number"); return; }
    setValue(attribute, inputs.map((input) => input.value).join(","));
  };
  attribute.fields.forEach((name, index) => {
    on(inputs[index], "change", send);
    const fieldID = index === 0 ? id : id + "-" + name;
    fragment.append(el("span", { className: "field" }, inputs[index],
      index === 0 ? el("span", { text: name }) : el("label", { for: fieldID, text: name,
        "aria-label": attribute.label + " " + name })));
  });
  return fragment;
}
function imageControl(attribute, id) {
  const fragment = document.createDocumentFragment();
  const select = el("select", { id: id, onchange: (event) => setValue(attribute, event.target.value) });
  const options = (ui.images || []).map((name) => el("option", { value: name, text: name }));
  const currentPath = attribute.value === null ? "nil" : attribute.text;
  if (attribute.optional) options.unshift(el("option", { value: "nil", text: "None" }));
  if (!options.some((option) => option.value === currentPath)) options.unshift(el("option", { value: currentPath, text: currentPath }));
  select.replaceChildren(...options);
  select.value = currentPath;
  fragment.append(select);
  if (attribute.value !== null && attribute.text.endsWith(".png") && (ui.images || []).includes(attribute.text)) {
    fragment.append(el("img", { className: "thumb", alt: "", src: "/files/" + attribute.text.split("/").map(encodeURIComponent).join("/") }));
  }
  if (ui.images === null) {
    ui.images = [];
    fetch("/api/images", { cache: "no-store" }).then((r) => r.json()).then((answer) => {
      ui.images = answer.images || [];
      showAttributes(ui.state && ui.state.selected);
    });
  }
  return fragment;
}
function showSize(view) {
  const box = $("size");
  if (!view) { box.replaceChildren(); return; }
  const names = [["x", "X"], ["y", "Y"], ["width", "Width"], ["height", "Height"]];
  const inputs = names.map(([name]) => el("input", { type: "number", step: "any", id: "frame-" + name,
    min: name === "width" || name === "height" ? 0 : null, value: view.frame[name] }));
  const target = ui.target;
  // The fields on the page, which are these or, where one has the focus, those kept.
  const field = (name) => $("frame-" + name);
  const send = (event) => {
    const key = event.target.id;
    const bad = names.find(([name]) => !isFinite(parseFloat(field(name).value)));
    if (bad) { fail(key, bad[1] + " is not a number"); return; }
    const frame = {};
    names.forEach(([name]) => { frame[name] = parseFloat(field(name).value); });
    post({ change: "frame", frame: frame, key: key }, target);
  };
  const same = box.dataset.view === target.view + " " + target.id;
  box.dataset.view = target.view + " " + target.id;
  showRows(box, names.map(([name, labelText], index) => {
    on(inputs[index], "change", send);
    return row("frame-" + name, "frame-" + name, labelText, inputs[index], {});
  }), same);
}
$("undo").addEventListener("click", () => post({ change: "undo" }));
$("redo").addEventListener("click", () => post({ change: "redo" }));
$("appearance").addEventListener("change", (event) => { ui.appearance = event.target.value; load(); });
$("variants").addEventListener("change", (event) => { ui.variant = event.target.value; load(); });
$("scene").addEventListener("change", (event) => {
  ui.selection = { index: 0, id: null };
  ui.fitted = false;
  post({ change: "scene", value: event.target.value, key: "scene" }, { view: 0, id: null, class: null });
});
$("zoom").addEventListener("change", (event) => { ui.zoom = Number(event.target.value); ui.autoFit = false; place(); });
$("zoom-in").addEventListener("click", () => zoomBy(1));
$("zoom-out").addEventListener("click", () => zoomBy(-1));
$("zoom-fit").addEventListener("click", () => { ui.autoFit = true; fit(); });
$("stage").addEventListener("click", (event) => {
  if (!ui.state) return;
  const box = $("stage").getBoundingClientRect();
  const x = (event.clientX - box.left) / ui.zoom, y = (event.clientY - box.top) / ui.zoom;
  let hit = null;
  for (const view of ui.state.views) {
    const f = view.frame;
    if (x >= f.x && y >= f.y && x <= f.x + f.width && y <= f.y + f.height) hit = view;
  }
  if (hit) select(hit.index);
});
$("outline").addEventListener("keydown", (event) => {
  if (!ui.state || event.altKey || event.ctrlKey || event.metaKey) return;
  const item = event.target.closest("li");
  if (!item) return;
  const items = visibleItems();
  const position = items.indexOf(item);
  const expanded = item.getAttribute("aria-expanded");
  switch (event.key) {
  case "ArrowDown": focusItem(items[position + 1]); break;
  case "ArrowUp": focusItem(items[position - 1]); break;
  case "Home": focusItem(items[0]); break;
  case "End": focusItem(items[items.length - 1]); break;
  case "ArrowRight":
    if (expanded === "false") expand(item, true);
    else if (expanded === "true") focusItem(item.querySelector(":scope > ul > li"));
    break;
  case "ArrowLeft":
    if (expanded === "true") expand(item, false);
    else focusItem(item.parentElement.closest("li"));
    break;
  default: return;
  }
  event.preventDefault();
});
document.addEventListener("keydown", (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
  const key = event.key.toLowerCase();
  const redo = (key === "z" && event.shiftKey) || (key === "y" && !event.shiftKey);
  const undo = key === "z" && !event.shiftKey;
  if (!undo && !redo) return;
  const target = event.target;
  // Typing in a text field is undone there, as in any text field.
  if (target && isTyping(target)) return;
  event.preventDefault();
  post({ change: redo ? "redo" : "undo" });
});
// The canvas is fitted to its pane again as the window or the pane changes size, until a zoom is chosen.
new ResizeObserver(() => { if (ui.autoFit) fit(); else place(); }).observe($("scroller"));
// A committed value is the field's own: Ctrl-Z then undoes the change in the file, and a
// new state shows the file's value in it.
document.addEventListener("change", (event) => {
  const field = event.target;
  if (!isTextField(field)) return;
  // A field that shows the state's value has nothing to save (its typing abandoned with
  // Escape, say): the file may have that value from another program since the field was
  // given the focus, and its own change is not to be written over it again.
  if (field.dataset.shown !== undefined && field.value === field.dataset.shown && !field.validity.badInput) {
    event.stopImmediatePropagation();
    clearError(field);
    return;
  }
  field.defaultValue = field.value;
}, true);
// Escape abandons what is typed in a field, as in Xcode's inspector: the field shows the
// value of the latest state again, and leaving it saves nothing.
document.addEventListener("keydown", (event) => {
  const field = event.target;
  if (event.key !== "Escape" || !isTextField(field) || field.dataset.shown === undefined) return;
  if (field.value === field.dataset.shown && field.defaultValue === field.dataset.shown) return;
  event.preventDefault();
  field.value = field.defaultValue = field.dataset.shown;
  clearError(field);
  // What follows the field (a slider) follows it back.
  field.dispatchEvent(new Event("input", { bubbles: true }));
}, true);
function clearError(field) {
  const error = field.closest(".row") && field.closest(".row").querySelector(".error");
  if (error) error.textContent = "";
}
const palette = el("datalist", { id: "palette" });
document.body.append(palette);
fetch("/api/palette", { cache: "no-store" }).then((r) => r.ok ? r.json() : { colors: [] }).then((answer) => {
  palette.replaceChildren(...(answer.colors || []).map((color) => el("option", { value: color.name })));
});
const events = new EventSource("/api/events");
events.addEventListener("changed", (event) => {
  let version = 0;
  try { version = JSON.parse(event.data).version; } catch (error) { version = Infinity; }
  ui.heard = Math.max(ui.heard, version);
  if (ui.pending === 0 && (!ui.state || version > ui.state.version)) load();
});
// A server that stopped is said at once; if the stream comes back (a dropped connection), the
// page shows the file as it is then.
events.addEventListener("error", () => {
  $("offline").textContent = "designer serve has stopped: nothing can be saved here. Start it again and open the address it prints.";
  $("offline").style.display = "block";
});
events.addEventListener("open", () => {
  $("offline").textContent = "";
  $("offline").style.display = "none";
  if (ui.state) load();
});
load();
