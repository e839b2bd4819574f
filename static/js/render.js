// Paints the element specs that the Python view layer (game/ui) produces.
// A spec is [tag, {attributes}, child, ...]; a child is a spec or a string. Strings always
// become text nodes, so names and imported text are never interpreted as HTML.
//
// A paint morphs the page's DOM into the new specs rather than building it again: each element
// keeps the spec it was last painted from (`seaSpec`), and only what differs from it is changed.
// An element that stays keeps its node, so focus, the selection, an open <details>, scroll
// positions, what is being typed and running transitions survive a paint, and the browser styles
// and lays out again only what changed. What the page's scripts set on an element and the spec
// does not name (a grid's tab stop, a countdown's timing, a QR code's drawing) is left alone.

// PyScript watches the whole document for `<script type="py">` elements and `py-*` event
// attributes added to it, searching every element a change adds (an XPath query over its
// subtree). The app's own elements (#app) are painted from specs, which never carry either, and
// a paint that lights a board's cells would keep that watcher busy for milliseconds before the
// frame. So a watcher of the whole document (PyScript's: this script runs before PyScript's) is
// not told of the changes inside #app; the page's other watchers see everything, as usual.
(function () {
  "use strict";
  var Native = window.MutationObserver;
  if (!Native) return;
  function PageObserver(callback) {
    var watcher = new Native(function (records, self) {
      if (watcher.seaWholePage) {
        var app = document.getElementById("app");
        if (app) records = records.filter(function (record) { return !app.contains(record.target); });
        if (!records.length) return;
      }
      return callback.call(this, records, self);
    });
    return watcher;
  }
  PageObserver.prototype = Native.prototype;
  var observe = Native.prototype.observe;
  Native.prototype.observe = function (target, options) {
    if (target && target.nodeType === 9 && options && options.subtree) this.seaWholePage = true;
    return observe.call(this, target, options);
  };
  window.MutationObserver = PageObserver;
})();

(function () {
  "use strict";
  var SVG_NS = "http://www.w3.org/2000/svg";
  var SVG_TAGS = { svg: 1, path: 1, circle: 1, rect: 1, line: 1, polyline: 1, polygon: 1, g: 1, text: 1, ellipse: 1, title: 1, use: 1, defs: 1, marker: 1 };
  var own = Object.prototype.hasOwnProperty;

  // A spec built once for what it shows (game/ui/element.py, `memo`) carries a mark no other
  // spec has: an element painted from that mark is left as it is, and the mark is never written
  // on the element.
  var MEMO = "data-memo";

  // An attribute's text as painted, or null when it is left out (false, null); true is empty.
  // Attributes only: no event handlers, no raw HTML.
  function attrText(name, value) {
    if (value === false || value === null || value === undefined || name === MEMO) return null;
    if (/^on/i.test(name) || name === "innerHTML") return null;
    return value === true ? "" : String(value);
  }

  // Which node of the last paint a spec is, among its siblings: the element with the same id, or
  // the same card and copy of it (`data-card`: a card keeps its element as the hand changes, a hand
  // may hold two Wilds), else the next one of the same kind (tag and first class), in order.
  function keyOf(spec, copies) {
    if (typeof spec === "string") return null;
    var attrs = spec[1] || {};
    if (attrs.id) return "#" + attrs.id;
    var card = attrs["data-card"];
    if (card === undefined || card === null) return null;
    copies[card] = (copies[card] || 0) + 1;
    return "card " + card + " " + copies[card];
  }
  function kindOf(spec) {
    if (typeof spec === "string") return "#text";
    var cls = (spec[1] || {})["class"];
    if (!cls) return spec[0];
    cls = String(cls);
    var space = cls.indexOf(" ");
    return spec[0] + "." + (space < 0 ? cls : cls.slice(0, space));
  }

  function build(spec, inSvg, key) {
    var node;
    if (typeof spec === "string") node = document.createTextNode(spec);
    else {
      var tag = spec[0];
      var svg = inSvg || tag === "svg";
      node = svg && SVG_TAGS[tag] ? document.createElementNS(SVG_NS, tag) : document.createElement(tag);
      var attrs = spec[1] || {};
      for (var name in attrs) {
        var text = own.call(attrs, name) ? attrText(name, attrs[name]) : null;
        if (text !== null) node.setAttribute(name, text);
      }
      node.seaSpec = attrs;
      var copies = {};
      for (var i = 2; i < spec.length; i++) node.appendChild(build(spec[i], svg, keyOf(spec[i], copies)));
    }
    node.seaKind = kindOf(spec);
    node.seaKey = key;
    return node;
  }

  // Make `node` (painted from a spec of the same kind) what `spec` describes.
  function patch(node, spec, inSvg) {
    if (typeof spec === "string") {
      if (node.nodeValue !== spec) node.nodeValue = spec;
      return;
    }
    var attrs = spec[1] || {}, old = node.seaSpec || {}, name, text;
    if (attrs[MEMO] !== undefined && attrs[MEMO] === old[MEMO]) return;
    for (name in attrs) {
      if (!own.call(attrs, name) || attrs[name] === old[name]) continue;
      text = attrText(name, attrs[name]);
      if (text === attrText(name, old[name])) continue;
      if (text === null) node.removeAttribute(name);
      else node.setAttribute(name, text);
    }
    for (name in old) {
      if (own.call(old, name) && !own.call(attrs, name) && attrText(name, old[name]) !== null) node.removeAttribute(name);
    }
    node.seaSpec = attrs;
    // A QR code's drawing is the page's (qrCodes), not the spec's.
    if (!own.call(attrs, "data-qr")) patchChildren(node, spec, 2, inSvg || spec[0] === "svg");
    formState(node, attrs, old);
  }

  // Form controls show what the spec says, as a control painted anew would (the state is the
  // app's: it reads the forms on every event), but for what is being typed into the focused field.
  function formState(node, attrs, old) {
    var tag = node.tagName;
    if (tag === "INPUT" && (node.type === "checkbox" || node.type === "radio")) {
      var checked = attrText("checked", attrs.checked) !== null;
      if (node.checked !== checked) node.checked = checked;
    } else if ((tag === "INPUT" && node.type !== "file") || tag === "TEXTAREA") {
      var value = tag === "INPUT" ? attrText("value", attrs.value) || "" : node.defaultValue;
      var typing = node === document.activeElement && attrs.value === old.value;
      if (node.value !== value && !typing) node.value = value;
    } else if (tag === "SELECT") {
      var chosen = 0;
      for (var i = 0; i < node.options.length; i++) {
        var option = node.options[i].seaSpec || {};
        if (attrText("selected", option.selected) !== null) { chosen = i; break; }
      }
      if (node.selectedIndex !== chosen) node.selectedIndex = chosen;
    }
  }

  // A node moved among its siblings keeps its focus and animations where the browser can do so.
  function move(parent, node, before) {
    if (parent.moveBefore) {
      try { parent.moveBefore(node, before); return; } catch (e) { /* below */ }
    }
    parent.insertBefore(node, before);
  }

  // Make the children of `parent` those of `specs` from index `from` on, keeping the nodes that
  // match (keyOf): those left over go, new ones are built, and the nodes kept move only if their
  // order changed.
  function patchChildren(parent, specs, from, inSvg) {
    // Most children of most paints are the same, in the same order: each is patched in place.
    var node = parent.firstChild, last = null, i = from, copies = {}, key;
    for (; node && i < specs.length; i++) {
      key = keyOf(specs[i], copies);
      if (node.seaKey !== key || node.seaKind !== kindOf(specs[i])) break;
      patch(node, specs[i], inSvg);
      last = node;
      node = node.nextSibling;
      key = undefined;
    }
    if (node || i < specs.length) rearrange(parent, last, specs, i, inSvg, copies, key);
  }

  // The children of `parent` after `last` (null: all), made those of `specs` from index `from`
  // on; `copies` counts the cards before it (keyOf), and `key` is that spec's, if worked out.
  function rearrange(parent, last, specs, from, inSvg, copies, key) {
    var old = [], keyed = {}, loose = [], i, node;
    for (node = last ? last.nextSibling : parent.firstChild; node; node = node.nextSibling) {
      old.push(node);
      if (node.seaKey) keyed[node.seaKey] = node;
      else if (node.seaKind) loose.push(node);
    }
    var wanted = [], next = 0;
    for (i = from; i < specs.length; i++) {
      var spec = specs[i], kind = kindOf(spec);
      if (i > from || key === undefined) key = keyOf(spec, copies);
      node = null;
      if (key) {
        if (keyed[key] && keyed[key].seaKind === kind) { node = keyed[key]; delete keyed[key]; }
      } else {
        var m = next;
        while (m < loose.length && loose[m].seaKind !== kind) m++;
        if (m < loose.length) { node = loose[m]; next = m + 1; }
      }
      if (node) {
        patch(node, spec, inSvg);
        node.seaKept = true;
      } else node = build(spec, inSvg, key);
      wanted.push(node);
    }
    for (i = 0; i < old.length; i++) {
      if (old[i].seaKept) old[i].seaKept = false;
      else parent.removeChild(old[i]);
    }
    var at = last ? last.nextSibling : parent.firstChild;
    for (i = 0; i < wanted.length; i++) {
      node = wanted[i];
      if (node === at) at = at.nextSibling;
      else if (node.parentNode === parent) move(parent, node, at);
      else parent.insertBefore(node, at);
    }
  }

  // Focus survives a repaint: the element with the same identity gets it back.
  function focusKey(node) {
    if (!node || node === document.body) return null;
    var cell = node.closest && node.closest("[data-cell]");
    if (cell && node.parentElement === cell) return "[data-cell='" + cell.getAttribute("data-cell") + "'] > button";
    // A radio button is one of a group that shares its name: its value tells it apart.
    if (node.type === "radio" && node.name) return "[name=" + JSON.stringify(node.name) + "][value=" + JSON.stringify(node.value) + "]";
    var attrs = ["data-cmd", "data-action", "data-change", "name", "id"];
    for (var i = 0; i < attrs.length; i++) {
      var value = node.getAttribute && node.getAttribute(attrs[i]);
      if (value) return "[" + attrs[i] + "=" + JSON.stringify(value) + "]";
    }
    return null;
  }

  // WAI-ARIA grid pattern: one tab stop per grid, arrow keys move between cells, Home/End
  // go to the ends of the row (with Ctrl: of the grid).
  function gridButtons(grid) {
    return Array.prototype.slice.call(grid.querySelectorAll("[role=gridcell] > button, [role=rowheader] button"));
  }

  function rovingTabs(root) {
    var grids = root.querySelectorAll("[role=grid]");
    for (var g = 0; g < grids.length; g++) {
      var buttons = gridButtons(grids[g]);
      var current = buttons.filter(function (b) { return b === document.activeElement; })[0] ||
        buttons.filter(function (b) { return b.getAttribute("aria-disabled") !== "true"; })[0] || buttons[0];
      buttons.forEach(function (b) {
        var tab = b === current ? "0" : "-1";
        if (b.getAttribute("tabindex") !== tab) b.setAttribute("tabindex", tab);
      });
    }
  }

  function moveInGrid(event) {
    var grid = event.target.closest && event.target.closest("[role=grid]");
    if (!grid) return;
    var rows = Array.prototype.slice.call(grid.querySelectorAll("[role=row]")).map(function (row) {
      return Array.prototype.slice.call(row.querySelectorAll("[role=gridcell] > button, [role=rowheader] button"));
    });
    var r = -1, c = -1;
    rows.forEach(function (row, i) { var j = row.indexOf(event.target); if (j >= 0) { r = i; c = j; } });
    if (r < 0) return;
    var next = null;
    function near(row, col) { var cells = rows[row]; return cells && cells[Math.max(0, Math.min(cells.length - 1, col))]; }
    switch (event.key) {
      case "ArrowRight": next = rows[r][c + 1]; break;
      case "ArrowLeft": next = rows[r][c - 1]; break;
      case "ArrowUp": next = near(r - 1, c); break;
      case "ArrowDown": next = near(r + 1, c); break;
      case "Home": next = event.ctrlKey ? rows[0][0] : rows[r][0]; break;
      case "End": next = event.ctrlKey ? rows[rows.length - 1][rows[rows.length - 1].length - 1] : rows[r][rows[r].length - 1]; break;
      default: return;
    }
    event.preventDefault();
    if (!next) return;
    gridButtons(grid).forEach(function (b) { b.tabIndex = b === next ? 0 : -1; });
    next.focus();
  }

  document.addEventListener("keydown", moveInGrid);

  // Arrow keys move between the choices of a popover (as in a grid of buttons).
  function moveInChoices(event) {
    var list = event.target.closest && event.target.closest(".wild-values");
    if (!list) return;
    var buttons = Array.prototype.slice.call(list.querySelectorAll("button"));
    var i = buttons.indexOf(event.target);
    if (i < 0 || !buttons.length) return;
    var top = buttons[0].offsetTop;
    var columns = buttons.filter(function (b) { return b.offsetTop === top; }).length || 1;
    var step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[event.key];
    var next = null;
    if (step) next = buttons[Math.max(0, Math.min(buttons.length - 1, i + step))];
    else if (event.key === "Home") next = buttons[0];
    else if (event.key === "End") next = buttons[buttons.length - 1];
    else return;
    event.preventDefault();
    next.focus();
  }
  document.addEventListener("keydown", moveInChoices);

  // A popover beside a cell stays inside the screen: above the cell when there is no room below,
  // nudged sideways at the edges (so it never makes the page scroll sideways).
  function keepInView(popover) {
    if (!popover) return;
    // Placed afresh on every paint (the popover may be the one kept from the last).
    popover.classList.remove("above", "floating");
    if (popover.style.marginLeft) popover.style.marginLeft = "";
    var margin = 6;
    var box = popover.getBoundingClientRect();
    if (box.bottom > window.innerHeight - margin) {
      popover.classList.add("above");
      box = popover.getBoundingClientRect();
      if (box.top < margin) {
        // No room above or below the cell: in the middle of the screen.
        popover.classList.remove("above");
        popover.classList.add("floating");
        return;
      }
    }
    var width = document.documentElement.clientWidth;
    var shift = 0;
    if (box.right > width - margin) shift = width - margin - box.right;
    if (box.left + shift < margin) shift = margin - box.left;
    if (shift) popover.style.marginLeft = Math.round(shift) + "px";
  }

  // The pass-and-play Undo window's bar empties over its seconds, timed from the first paint of
  // that window: a repaint meanwhile carries on where it was instead of starting again. A bar the
  // paint kept for the same window is left to run; a new one starts where the window is.
  var windowStarts = {};
  function countdowns(target) {
    var bars = target.querySelectorAll(".countdown[data-window]");
    for (var i = 0; i < bars.length; i++) {
      var bar = bars[i], key = bar.getAttribute("data-window");
      if (bar.seaWindow === key) continue;
      var total = 1000 * Number(bar.getAttribute("data-seconds") || 0);
      if (!(key in windowStarts)) windowStarts[key] = performance.now();
      var left = Math.max(0, total - (performance.now() - windowStarts[key]));
      bar.style.setProperty("--left", total ? String(left / total) : "0");
      bar.style.setProperty("--left-ms", Math.round(left) + "ms");
      // A bar kept from another window empties again, from the start of its animation.
      if (bar.seaWindow !== undefined && bar.getAnimations) {
        bar.getAnimations({ subtree: true }).forEach(function (a) { a.cancel(); a.play(); });
      }
      bar.seaWindow = key;
    }
  }

  // A QR code of a link, drawn into every `[data-qr]` element: the encoder (vendored from npm,
  // `qrcode-generator`) is loaded the first time one is needed, and each drawing is kept by its
  // text so a repaint does not encode the link again. A text too long for any QR code leaves the
  // element empty and marked `data-qr-failed`.
  var QR_SCRIPT = "./static/vendor/qrcode-generator-2.0.4/qrcode.js";
  var qrLoading = null, qrDrawn = {};
  function qrSvg(text) {
    if (!(text in qrDrawn)) {
      var code = window.qrcode(0, "L");
      code.addData(text, "Byte");
      code.make();
      var count = code.getModuleCount(), path = [];
      for (var r = 0; r < count; r++) {
        for (var c = 0; c < count; c++) if (code.isDark(r, c)) path.push("M" + (c + 4) + " " + (r + 4) + "h1v1h-1z");
      }
      qrDrawn[text] = { size: count + 8, path: path.join("") };
    }
    var drawn = qrDrawn[text], size = String(drawn.size);
    return build(["svg", { viewBox: "0 0 " + size + " " + size, "shape-rendering": "crispEdges", "aria-hidden": "true", focusable: "false" },
      ["rect", { width: size, height: size, fill: "#fff" }], ["path", { fill: "#000", d: drawn.path }]], true);
  }
  function qrCodes(target) {
    var boxes = target.querySelectorAll("[data-qr]");
    if (!boxes.length) return;
    if (!window.qrcode) {
      if (!qrLoading) {
        qrLoading = new Promise(function (resolve, reject) {
          var script = document.createElement("script");
          script.src = QR_SCRIPT;
          script.onload = resolve;
          script.onerror = reject;
          document.head.appendChild(script);
        });
      }
      qrLoading.then(function () { qrCodes(target); }, function () { qrLoading = null; });
      return;
    }
    for (var i = 0; i < boxes.length; i++) {
      var box = boxes[i], text = box.getAttribute("data-qr");
      if (box.getAttribute("data-qr-drawn") === text) continue;
      try {
        box.replaceChildren(qrSvg(text));
        box.setAttribute("data-qr-drawn", text);
        box.removeAttribute("data-qr-failed");
      } catch (error) {
        box.replaceChildren();
        box.setAttribute("data-qr-failed", "too-long");
      }
    }
  }

  // The classes `mark` gives (the last move's cells, the hint's): a paint takes them away, as a
  // board painted anew would not have them, and the shell marks the cells again after it.
  var markClasses = {};
  function unmark(target) {
    for (var name in markClasses) {
      var marked = target.querySelectorAll("." + name);
      for (var i = 0; i < marked.length; i++) marked[i].classList.remove(name);
    }
  }

  // The boards' frames (the sea's, the stones') are size containers, and the board inside is
  // sized from the frame's box. Sized in container units, the board is styled and laid out again
  // every time its frame is laid out, that is on every paint; so the frame's box is handed to the
  // stylesheet as --cw and --ch (its content box, in px) when it changes size, and a paint that
  // leaves the frame's size alone leaves the board's layout alone. Until the first report the
  // stylesheet falls back to container units, which give the same sizes.
  var FRAMES = ".sea-frame, .table";
  var frameSizes = typeof ResizeObserver === "function" ? new ResizeObserver(function (entries) {
    for (var i = 0; i < entries.length; i++) {
      var entry = entries[i], box = entry.contentBoxSize && entry.contentBoxSize[0];
      if (!entry.target.isConnected) { frameSizes.unobserve(entry.target); continue; }
      var style = entry.target.style;
      style.setProperty("--cw", (box ? box.inlineSize : entry.contentRect.width) + "px");
      style.setProperty("--ch", (box ? box.blockSize : entry.contentRect.height) + "px");
    }
  }) : null;
  function sizeFrames(target) {
    if (!frameSizes) return;
    var frames = target.querySelectorAll(FRAMES);
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].seaSized) continue;
      frames[i].seaSized = true;
      frameSizes.observe(frames[i]);
    }
  }

  window.seaRender = {
    // Make the children of the element with id `targetId` those of the specs in `json`.
    replace: function (targetId, json) {
      var target = document.getElementById(targetId);
      if (!target) return false;
      var key = focusKey(document.activeElement);
      var motion = window.seaMotion;
      var before = motion ? motion.before(target) : null;
      // A section the player opened (<details> with an id) stays open, even made anew.
      var opened = Array.prototype.map.call(target.querySelectorAll("details[id][open]"), function (d) { return d.id; });
      patchChildren(target, JSON.parse(json), 0, false);
      unmark(target);
      opened.forEach(function (id) { var d = document.getElementById(id); if (d && !d.open) d.open = true; });
      keepInView(target.querySelector(".wild-popover"));
      // A dialog that opens takes the focus; otherwise it stays where it was: on the element kept,
      // or on the one that stands for it now (the same command, cell or field).
      var auto = target.querySelector("[autofocus]");
      var active = document.activeElement;
      if (auto && !auto.closest("[inert]")) {
        if (auto !== active) auto.focus();
      } else if (key && !(active && active !== document.body && active.matches(key))) {
        var again = target.querySelector(key);
        if (again) again.focus();
      }
      rovingTabs(target);
      countdowns(target);
      qrCodes(target);
      sizeFrames(target);
      if (motion) motion.after(target, before);
      return true;
    },
    // Tell assistive technology about a move or a result. The live region is created once,
    // outside the repainted app, so screen readers keep listening to the same element.
    announce: function (text) {
      var live = document.getElementById("live");
      if (!live) {
        live = document.createElement("div");
        live.id = "live";
        live.className = "visually-hidden";
        live.setAttribute("aria-live", "polite");
        live.setAttribute("role", "status");
        document.body.appendChild(live);
      }
      live.textContent = text;
    },
    // Give `className` to the buttons of the board cells listed in `json` (and take it from others).
    mark: function (className, json) {
      markClasses[className] = true;
      var cells = JSON.parse(json);
      var marked = document.querySelectorAll("#app ." + className);
      for (var i = 0; i < marked.length; i++) marked[i].classList.remove(className);
      cells.forEach(function (cell) {
        // a number is a board cell; a name, a card of the hand (by its `data-card`)
        var button = typeof cell === "string"
          ? document.querySelector("#app .hand [data-card='" + CSS.escape(cell) + "']")
          : document.querySelector("#app [role=grid] [data-cell='" + cell + "'] > button");
        if (button) button.classList.add(className);
      });
    }
  };

  // Shortcuts: a key press clicks the first enabled control that carries it in `data-key`
  // (inside an open dialog, only the dialog's controls); when none is enabled, a refused control
  // that explains itself (`aria-disabled` with `data-explain`) is clicked, so the key gives the
  // reason as a click does. Typing in a field is left alone.
  function shortcut(event) {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    var t = event.target;
    if (t && t.closest && t.closest("input, select, textarea, [contenteditable]")) return;
    var key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    var app = document.getElementById("app");
    if (!app) return;
    var scope = app.querySelector("[data-shortcut-scope]") || app;
    var controls = scope.querySelectorAll("[data-key]");
    var explains = null;
    for (var i = 0; i < controls.length; i++) {
      var control = controls[i];
      if (control.getAttribute("data-key").split(" ").indexOf(key) < 0) continue;
      if (control.disabled || control.closest("[inert]")) continue;
      if (control.getAttribute("aria-disabled") === "true") {
        if (!explains && control.hasAttribute("data-explain")) explains = control;
        continue;
      }
      event.preventDefault();
      control.click();
      return;
    }
    if (explains) {
      event.preventDefault();
      explains.click();
    }
  }
  document.addEventListener("keydown", shortcut);

  // Drag a stone onto a neighbour to swap them: the page raises the same command as choosing both.
  var dragFrom = null;
  document.addEventListener("pointerdown", function (event) {
    var cell = event.target.closest && event.target.closest("[data-drag=swap] [data-cell]");
    dragFrom = cell ? cell.getAttribute("data-cell") : null;
  });
  document.addEventListener("pointerup", function (event) {
    var from = dragFrom;
    dragFrom = null;
    if (from === null) return;
    var under = document.elementFromPoint(event.clientX, event.clientY);
    var cell = under && under.closest("[data-drag=swap] [data-cell]");
    var to = cell ? cell.getAttribute("data-cell") : null;
    if (to === null || to === from) return;
    // No click follows (it would land on the row both stones share, which does nothing).
    document.getElementById("app").dispatchEvent(new CustomEvent("sea-command", { detail: "drag:" + from + "-" + to }));
  });
})();

// Offer text as a file download (exported saves).
window.seaDownload = function (filename, text) {
  var blob = new Blob([text], { type: "application/json" });
  var link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  setTimeout(function () { URL.revokeObjectURL(link.href); link.remove(); }, 1000);
};
