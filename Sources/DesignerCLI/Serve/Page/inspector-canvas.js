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
// The device and orientation menus, for a document that is laid out: the screen it is laid out
// on, where "As saved" is the document's own. A size given on the command line is a choice too.
function showScreen(state) {
  for (const id of ["device", "device-label", "orientation", "orientation-label"]) $(id).hidden = !state.hasLayout;
  const device = $("device");
  if (device.options.length === 1) {
    device.append(...state.devices.map((choice) => el("option", { value: choice.id, text: choice.name + " (" + choice.id + ")" })));
  }
  if (![...device.options].some((option) => option.value === state.device)) {
    device.append(el("option", { value: state.device, text: state.device }));
  }
  device.value = state.device;
  $("orientation").value = state.orientation;
  // The text size (UIKit's twelve) and the language: the document's strings as written, each
  // language its tables have, and Xcode's pseudolanguages.
  const size = $("content-size");
  if (size.options.length === 0) size.append(...state.contentSizes.map((name) => el("option", { value: name, text: name })));
  size.value = state.contentSize;
  const language = $("language");
  for (const id of ["language", "language-label"]) $(id).hidden = state.languages.length === 0;
  if (language.options.length !== state.languages.length + 1) {
    language.replaceChildren(el("option", { value: "", text: "As written" }),
      ...state.languages.map((name) => el("option", { value: name, text: name })));
  }
  language.value = state.language;
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
  $("problems").replaceChildren(...state.problems.map((problem) =>
    el("li", { className: problem.severity === "error" ? "" : problem.severity, text: problem.line })));
}
