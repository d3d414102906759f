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
