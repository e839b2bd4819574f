// Motion at the table, so a player can follow every move, their own and the bots'.
//
// Motion works by comparison (FLIP: First, Last, Invert, Play): `before` notes where the hand's
// cards (and, in Shifting Stones, the board's stones and their faces) are on screen as a paint
// begins, `after` compares the painted page with it at the next frame. A paint keeps the elements
// that stay (render.js), so only what can have moved is measured again: the hand's cards when the
// hand or the move changed, the last move's cells, the places a card travels between; every
// position is read at once, before any animation starts, so the page is laid out once.
//
// What the last move was, the page says on `main` (game/ui/pages/play/motion.py): who made it
// (`data-by`, `data-mine` when it is the viewer's), its kind (`data-last`), the cards it discarded
// (`data-paid`), the cards its turn drew (`data-drew`) and the bots' pace (`data-pace`). Each move
// moves what it moved, and nothing else:
//   - Tranquility: an Island (and the Start or Finish card) travels from the hand to its cell, a
//     bot's (or another player's) from that player's seat chip; discarded cards go to the count of
//     discards (`[data-pile=discard]`, face down: a bot's are drawn as backs).
//   - Shifting Stones: a Shift slides the two stones into each other's place; a Flip turns the
//     stone over (its old face turns away, the new one turns in); the card paid goes to the
//     discard pile; a scored card leaves the hand for its owner's seat chip (a bot's rises from
//     the stones it matched); the cards a turn draws come from the deck (a bot's, face down, to
//     its seat chip).
//   - In both, the viewer's cards that stay in the hand slide to their new place (a Tranquility
//     card drawn from the player's own pile, which the table does not show, drops in).
// Animations use transforms (and opacity) only, on the elements of the move or on copies of cards
// in a layer over the page that takes no click: nothing is laid out again. Every one lasts
// 150–350 ms (the celebration as a game ends, about 2 s), so a bot's move has finished moving
// before its next one lands (the pace puts half a second or more between them, and the bot thinks
// only once the move's first frame is drawn: game/web/effects.py); none runs at the "Instant"
// pace or when the player prefers reduced motion: the move is simply there. The same comparison
// tells the sound cues (sound.js) that a move was made or a game ended.
(function () {
  "use strict";

  var EASE = "cubic-bezier(.2, .7, .3, 1)";
  var started = 0;

  function reduced() {
    return !!(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  }

  function rectOf(node) {
    var r = node.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  }

  function centre(rect) {
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  }

  // The rectangle of the element `selector` finds under `root`, brought inside the window where
  // it is partly out of it (a seat chip scrolled aside in its strip), or null when it has no box.
  function placeOf(root, selector) {
    var node = selector && root.querySelector(selector);
    if (!node) return null;
    var rect = rectOf(node);
    if (!rect.width && !rect.height) return null;
    var width = window.innerWidth || rect.left + rect.width, height = window.innerHeight || rect.top + rect.height;
    rect.left = Math.max(0, Math.min(rect.left, width - rect.width));
    rect.top = Math.max(0, Math.min(rect.top, height - rect.height));
    return rect;
  }

  function animate(node, frames, duration, delay, fill) {
    if (!node.animate) return null;
    started += 1;
    return node.animate(frames, { duration: duration, delay: delay || 0, easing: EASE, fill: fill || "backwards" });
  }

  // The layer over the page where copies of cards travel: it takes no click and no focus.
  function layer() {
    var found = document.getElementById("motion-layer");
    if (found) return found;
    found = document.createElement("div");
    found.id = "motion-layer";
    found.className = "motion-layer";
    found.setAttribute("aria-hidden", "true");
    found.inert = true;
    document.body.appendChild(found);
    return found;
  }

  // A copy of `node` (or a blank card when there is none) in the layer, over `rect`: a box of
  // that size, the copy filling it (so what its style measures against its container, a stone's
  // padding, comes out as it was).
  function ghost(node, rect, extra) {
    var box = document.createElement("div");
    box.className = extra || "";
    box.style.position = "absolute";
    box.style.margin = "0";
    box.style.left = rect.left + "px";
    box.style.top = rect.top + "px";
    box.style.width = rect.width + "px";
    box.style.height = rect.height + "px";
    if (node) {
      var copy = node.cloneNode(true);
      copy.removeAttribute("data-cmd");
      copy.removeAttribute("data-key");
      copy.removeAttribute("data-action");
      copy.removeAttribute("id");
      copy.classList.remove("selected", "recent", "hinted", "hinted-card", "said-at", "target");
      copy.tabIndex = -1;
      copy.style.position = "absolute";
      copy.style.inset = "0";
      copy.style.margin = "0";
      copy.style.width = "100%";
      copy.style.height = "100%";
      copy.style.translate = "none";
      box.appendChild(copy);
    }
    layer().appendChild(box);
    return box;
  }

  // Play `frames` on a copy in the layer, and take the copy away when they end.
  function playGhost(copy, frames, duration, delay) {
    var motion = animate(copy, frames, duration, delay, "both");
    if (!motion) { copy.remove(); return; }
    motion.onfinish = motion.oncancel = function () { copy.remove(); };
  }

  // The transform that puts a box centred at `to` where a box of `scale` centred at `from` is.
  function shift(from, to, scale) {
    return "translate(" + (from.x - to.x).toFixed(1) + "px, " + (from.y - to.y).toFixed(1) + "px) scale(" + scale.toFixed(3) + ")";
  }

  // The cards of the hand on screen, each under a key that survives a repaint: its label, and
  // which copy of that label it is (a hand may hold two Wilds).
  function handCards(root) {
    var out = {};
    var seen = {};
    var hand = root.querySelector(".hand");
    if (!hand) return out;
    var cards = hand.querySelectorAll("button[data-card]");
    for (var i = 0; i < cards.length; i++) {
      var label = cards[i].getAttribute("data-card");
      seen[label] = (seen[label] || 0) + 1;
      out[label + "#" + seen[label]] = cards[i];
    }
    return out;
  }

  // What the page shows, read without laying it out: the move count and who made the last move
  // and how, the game, whose hand, its cards, the placed slots, whether the game has ended.
  function facts(root) {
    var main = root.querySelector("main.screen-game");
    if (!main) return null;
    var screen = main.querySelector("[data-game]");
    var hand = root.querySelector(".hand");
    var slots = {};
    var placed = root.querySelectorAll(".slot.placed");
    for (var j = 0; j < placed.length; j++) slots[placed[j].className] = true;
    return {
      moves: main.getAttribute("data-moves"),
      by: main.getAttribute("data-by"),
      mine: main.getAttribute("data-mine") === "true",
      last: main.getAttribute("data-last"),
      paid: Number(main.getAttribute("data-paid") || 0),
      drew: Number(main.getAttribute("data-drew") || 0),
      pace: main.getAttribute("data-pace"),
      game: screen ? screen.getAttribute("data-game") : null,
      owner: hand ? hand.getAttribute("aria-label") : null,
      cards: handCards(root),
      slots: slots,
      ended: !!root.querySelector(".end-screen")
    };
  }

  // The facts, with where the hand's cards are and, in Shifting Stones (whose stones swap places
  // and turn over), the board's cells and a copy of each stone as it looks: read as a paint
  // begins, when the page is still laid out as last shown.
  function snapshot(root) {
    var now = facts(root);
    if (!now) return null;
    now.rects = {};
    for (var key in now.cards) now.rects[key] = rectOf(now.cards[key]);
    now.cells = {};
    now.faces = {};
    if (now.game === "shifting-stones") {
      var buttons = root.querySelectorAll("[role=grid] [data-cell]");
      for (var i = 0; i < buttons.length; i++) {
        var cell = buttons[i].getAttribute("data-cell");
        now.cells[cell] = rectOf(buttons[i]);
        var stone = buttons[i].querySelector("button");
        if (stone) now.faces[cell] = stone.cloneNode(true);
      }
    }
    return now;
  }

  // The keys of the hand's cards, in order.
  function order(cards) {
    return Object.keys(cards).join(",");
  }

  // A card that left the hand for nowhere in particular (given away): a copy of it fades from
  // where it was.
  function depart(node, rect, rise) {
    playGhost(ghost(node, rect, "departing"), [
      { transform: "none", opacity: 1 },
      { transform: "translateY(" + (rise ? -28 : 28) + "px) scale(.85)", opacity: 0 }
    ], 260);
  }

  // A copy of a card at `from` (a rectangle) travels to the place `to` (a rectangle), shrinking to
  // `scale` of its size and fading as it arrives: a discard to its pile, a scored card to its
  // owner. `node`: the card as it looked.
  function send(node, from, to, scale, delay) {
    var copy = ghost(node, from, "departing travelling");
    playGhost(copy, [
      { transform: "none", opacity: 1 },
      { transform: shift(centre(to), centre(from), scale), opacity: 1, offset: 0.8 },
      { transform: shift(centre(to), centre(from), scale), opacity: 0 }
    ], 320, delay);
  }

  // Fly `node` from the rectangle `from` to where it is now (`to`, measured with the others), as
  // large as `from` at the start (or `scale` of its own size, when given).
  function fly(node, from, to, duration, scale) {
    if (!to.width || !from.width) return;
    var size = scale === undefined ? from.width / to.width : scale;
    var a = centre(from), b = centre(to);
    if (Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1 && Math.abs(size - 1) < 0.01) return;
    animate(node, [
      { transform: shift(a, b, size) },
      { transform: "none" }
    ], duration);
  }

  function arrive(node, delay) {
    animate(node, [
      { transform: "scale(.6)", opacity: 0 },
      { transform: "none", opacity: 1 }
    ], 300, delay);
  }

  // A stone turns over: its old face (`face`, a copy as it was) turns away to its edge, then the
  // new face turns in from the other edge.
  function turn(stone, face, rect) {
    var half = 160;
    if (face) {
      playGhost(ghost(face, rect, "turning"), [
        { transform: "perspective(600px) rotateY(0deg)" },
        { transform: "perspective(600px) rotateY(90deg)" }
      ], half);
    }
    animate(stone, [
      { transform: "perspective(600px) rotateY(-90deg)" },
      { transform: "perspective(600px) rotateY(0deg)" }
    ], half, face ? half : 0);
  }

  // The places a move's cards travel between, measured at once: the seat chip of the player who
  // moved, the discard pile, the board.
  function places(root, now) {
    var seat = now.by === null ? null : Number(now.by) + 1;
    return {
      seat: seat ? placeOf(root, ".seat-chips > li:nth-child(" + seat + ")") : null,
      pile: placeOf(root, now.game === "shifting-stones" ? ".discard-pile" : "[data-pile=discard]"),
      deck: placeOf(root, "[data-pile=deck]"),
      board: placeOf(root, "[role=grid]")
    };
  }

  // The card a bot's Shifting Stones move showed: the one it scored (the last of its scored
  // cards) or paid (the discard pile's top, its first), drawn small.
  function shownCard(root, now) {
    if (now.last !== "score") return root.querySelector(".discard-pile .chip");
    var row = root.querySelector("#scored-cards li:nth-child(" + (Number(now.by) + 1) + ")");
    var chips = row ? row.querySelectorAll(".chip") : [];
    return chips.length ? chips[chips.length - 1] : null;
  }

  // The delay of the `i`-th of `count` cards that travel one after another: all have arrived
  // within 420 ms, before a bot's next move lands.
  function stagger(i, count) {
    return count > 1 ? Math.round(i * Math.min(60, 120 / (count - 1))) : 0;
  }

  // A small card's box, centred on `rect`.
  function cardBox(rect, width, height) {
    var c = centre(rect);
    return { left: c.x - width / 2, top: c.y - height / 2, width: width, height: height };
  }

  // A copy of a small card (`chip`, or a card back) travels from `from` to `to`.
  function sendSmall(chip, from, to, delay) {
    var copy = ghost(null, cardBox(from, 52, 64), "departing travelling motion-card" + (chip ? " face" : " back"));
    if (chip) copy.appendChild(chip.cloneNode(true));
    playGhost(copy, [
      { transform: "scale(.6)", opacity: 0 },
      { transform: "none", opacity: 1, offset: 0.25 },
      { transform: shift(centre(to), centre(from), 0.6), opacity: 1, offset: 0.85 },
      { transform: shift(centre(to), centre(from), 0.6), opacity: 0 }
    ], 300, delay);
  }

  // Once the page is painted and marked: the last move's cells (`recent`, measured at `to`), and
  // the cards that left the viewer's hand (`removed`, as they were in `before`).
  function settle(root, before, now, removed, recent, to, calm, at, newSlots, slotRects) {
    var played = null;
    removed.forEach(function (key) {
      var old = before.cards[key];
      if (!played && old.classList.contains("playing")) played = key;
    });
    removed.forEach(function (key) {
      var old = before.cards[key];
      if (!played && old.classList.contains("selected") && !old.classList.contains("paying")) played = key;
    });
    if (calm) return;
    var stones = now.game === "shifting-stones";
    var fromHand = now.mine && played ? before.rects[played] : null;
    if (stones && recent.length === 2) {
      // A Shift: each stone slides from the other's place.
      var a = recent[0].closest("[data-cell]").getAttribute("data-cell");
      var b = recent[1].closest("[data-cell]").getAttribute("data-cell");
      if (before.cells[b]) fly(recent[0], before.cells[b], to[0], 300);
      if (before.cells[a]) fly(recent[1], before.cells[a], to[1], 300);
    } else if (stones && recent.length === 1) {
      // A Flip: the stone turns over.
      var cell = recent[0].closest("[data-cell]").getAttribute("data-cell");
      turn(recent[0], before.faces[cell], to[0]);
    } else {
      // An Island (a Sea Monster) comes from the hand that played it, or from its player's seat.
      recent.forEach(function (node, i) {
        if (fromHand) fly(node, fromHand, to[i], 320);
        else if (at.seat) fly(node, at.seat, to[i], 320, 0.5);
        else arrive(node, 0);
      });
    }
    // The Start or the Finish card, the same way.
    newSlots.forEach(function (node, i) {
      if (fromHand && !recent.length) fly(node, fromHand, slotRects[i], 320);
      else if (!now.mine && at.seat) fly(node, at.seat, slotRects[i], 320, 0.5);
      else arrive(node, 0);
    });
    // The cards that left the viewer's hand: what was played has landed; what was paid or
    // discarded goes to the pile; a scored card to its owner.
    var delay = 0;
    removed.forEach(function (key) {
      if (key === played && (recent.length || newSlots.length)) return;
      var node = before.cards[key], rect = before.rects[key];
      if (stones && now.last === "score" && at.seat) send(node, rect, at.seat, 0.4, 0);
      else if (now.paid && at.pile) send(node, rect, at.pile, 0.3, stagger(delay++, now.paid));
      else depart(node, rect, stones);
    });
    // A bot's (another player's) cards, from its seat: what it paid goes to the pile; a card it
    // scored rises from the stones and goes to its seat; the cards it draws come from the deck,
    // face down.
    if (!now.mine && at.seat) {
      if (stones && now.last === "score" && at.board) sendSmall(shownCard(root, now), at.board, at.seat, 0);
      else if (now.paid && at.pile) {
        var chip = stones ? shownCard(root, now) : null;
        for (var p = 0; p < now.paid; p++) sendSmall(chip, at.seat, at.pile, stagger(p, now.paid));
      }
      for (var d = 0; d < now.drew && at.deck; d++) sendSmall(null, at.deck, at.seat, stagger(d, now.drew));
    }
  }

  // As a game ends, once (a repaint of the end screen plays nothing): a win is celebrated warmly,
  // confetti falling over the final board and the verdict lifting; a loss gently, a soft tide
  // passing over the page and the verdict settling. In a layer that takes no click, removed when
  // done; nothing under reduced motion.
  var COLOURS = ["#f0b35a", "#9fd3d6", "#5fb760", "#e5675a", "#c9d6f2"];
  function celebrate(root) {
    var end = root.querySelector(".end-screen[data-celebrate]");
    if (!end || reduced()) return;
    var won = end.getAttribute("data-celebrate") === "won";
    var layer = document.createElement("div");
    layer.className = "end-celebration " + (won ? "won" : "lost");
    layer.setAttribute("aria-hidden", "true");
    layer.inert = true;
    document.body.appendChild(layer);
    var motions = [];
    if (won) {
      var height = window.innerHeight || 800;
      for (var i = 0; i < 36; i++) {
        var piece = document.createElement("span");
        piece.className = "piece" + (i % 3 ? "" : " round");
        piece.style.left = ((i * 37) % 100) + "%";
        piece.style.background = COLOURS[i % COLOURS.length];
        layer.appendChild(piece);
        var drift = ((i * 53) % 120) - 60;
        motions.push(animate(piece, [
          { transform: "translate(0, 0) rotate(0deg)", opacity: 1 },
          { transform: "translate(" + drift * 0.6 + "px, " + height * 0.6 + "px) rotate(" + (180 + i * 20) + "deg)", opacity: 1, offset: 0.7 },
          { transform: "translate(" + drift + "px, " + (height + 40) + "px) rotate(" + (300 + i * 20) + "deg)", opacity: 0 }
        ], 1600 + (i % 7) * 120, (i % 9) * 70));
      }
    } else {
      var tide = document.createElement("div");
      tide.className = "tide";
      layer.appendChild(tide);
      motions.push(animate(tide, [
        { opacity: 0, transform: "translateY(-30%)" },
        { opacity: 1, transform: "translateY(0)", offset: 0.45 },
        { opacity: 0, transform: "translateY(10%)" }
      ], 2200));
    }
    var title = end.querySelector(".end-head");
    if (title) {
      animate(title, won
        ? [{ transform: "scale(.92)", opacity: 0 }, { transform: "scale(1.04)", opacity: 1, offset: 0.6 }, { transform: "none", opacity: 1 }]
        : [{ transform: "translateY(6px)", opacity: 0 }, { transform: "none", opacity: 1 }], won ? 600 : 900);
    }
    var left = motions.filter(Boolean);
    if (!left.length) { layer.remove(); return; }
    var count = left.length;
    left.forEach(function (m) {
      m.onfinish = m.oncancel = function () { count -= 1; if (!count) layer.remove(); };
    });
  }

  // The comparison waits for the next frame: the browser lays the new page out once, for the
  // frame, and the click's handler returns sooner. Repaints before that frame compare the page
  // last shown with the page about to be shown.
  var pending = null;

  function compare() {
    var job = pending;
    pending = null;
    if (job) run(job.root, job.before);
  }

  window.seaMotion = {
    // How many animations have started (for tests and benchmarks).
    get started() { return started; },
    // Whether a move painted is still to be compared, and may animate, at the next frame (a bot
    // thinks only after it: game/web/effects.py).
    waiting: function () {
      if (!pending) return false;
      var main = pending.root.querySelector("main.screen-game");
      return !!main && main.getAttribute("data-pace") !== "instant" && !reduced();
    },
    before: function (root) {
      if (pending) return pending.before;
      try { return snapshot(root); } catch (e) { return null; }
    },
    after: function (root, before) {
      if (!before) return;
      if (!pending) requestAnimationFrame(compare);
      pending = { root: root, before: before };
    }
  };

  function run(root, before) {
    var now = facts(root);
    if (!now) return;
    var moved = now.moves !== before.moves;
    // An undo takes a move back: the cards return to the hand, the board does not replay it.
    var forward = Number(now.moves) > Number(before.moves);
    var ended = now.ended && !before.ended;
    var sameHand = now.owner === before.owner && now.game === before.game;
    var calm = reduced() || now.pace === "instant";
    // Read every position needed, then animate: the cards that stayed, when the hand or the move
    // changed (else none moved), the last move's cells and the places its cards travel between,
    // when a move was made.
    var staying = [], recent = [], drawn = [], removed = [];
    if (sameHand && !calm && (moved || order(now.cards) !== order(before.cards))) {
      for (var key in now.cards) if (before.rects[key]) staying.push(key);
    }
    if (sameHand && !calm && moved) {
      for (var card in now.cards) if (!before.rects[card]) drawn.push(card);
    }
    if (sameHand && moved) {
      for (var old in before.cards) if (!now.cards[old]) removed.push(old);
    }
    if (forward) recent = Array.prototype.slice.call(root.querySelectorAll("[role=grid] [data-cell] button.recent"));
    var newSlots = [];
    if (forward) {
      var slots = root.querySelectorAll(".slot.placed");
      for (var s = 0; s < slots.length; s++) if (!before.slots[slots[s].className]) newSlots.push(slots[s]);
    }
    var cardsTo = staying.map(function (k) { return rectOf(now.cards[k]); });
    var drawnTo = drawn.map(function (k) { return rectOf(now.cards[k]); });
    var cellsTo = calm ? [] : recent.map(rectOf);
    var slotsTo = calm ? [] : newSlots.map(rectOf);
    var at = forward && !calm ? places(root, now) : null;
    // A Shifting Stones card drawn comes from the deck; a Tranquility one from the player's own
    // pile, which the table does not show, and a card an undo gives back: they drop in.
    var deck = forward && drawn.length && now.game === "shifting-stones" ? placeOf(root, "[data-pile=deck]") : null;
    staying.forEach(function (k, i) { fly(now.cards[k], before.rects[k], cardsTo[i], 220); });
    drawn.forEach(function (k, i) {
      if (deck) fly(now.cards[k], deck, drawnTo[i], 300, 0.5);
      else arrive(now.cards[k], 60 * i);
    });
    if (forward) settle(root, before, now, removed, recent, cellsTo, calm, at, newSlots, slotsTo);
    if (ended) celebrate(root);
    if (window.seaSound) {
      var result = ended && root.querySelector(".end-screen[data-result]");
      if (result) window.seaSound.cue(result.getAttribute("data-result") === "won" ? "win" : "lose");
      else if (forward && recent.length) window.seaSound.cue(now.game === "shifting-stones" ? "swap" : "place");
    }
  }
})();
