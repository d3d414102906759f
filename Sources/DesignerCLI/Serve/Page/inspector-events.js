$("undo").addEventListener("click", () => post({ change: "undo" }));
$("redo").addEventListener("click", () => post({ change: "redo" }));
$("appearance").addEventListener("change", (event) => { ui.appearance = event.target.value; load(); });
// Another device, orientation, text size or language: the document is laid out there, the
// same view selected.
function postScreen() {
  ui.fitted = false;
  post({ change: "device", value: $("device").value, orientation: $("orientation").value,
    contentSize: $("content-size").value, language: $("language").value, key: "device" });
}
for (const id of ["device", "orientation", "content-size", "language"]) $(id).addEventListener("change", postScreen);
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
