// Motion at the table, so a player can follow every move, their own and the bots'.
//
// Motion works by comparison (FLIP: First, Last, Invert, Play): `before` notes where the hand's
// cards (and, in Shifting Stones, the board's stones) are on screen as a paint begins, `after`
// compares the painted page with it at the next frame. A paint keeps the elements that stay
// (render.js), so only what can have moved is measured again: the hand's cards when the hand or
// the move changed, the last move's cells; every position is read at once, before any animation
// starts, so the page is laid out once. Cards that stay in the hand slide from their old place to
// the new one; cards that arrive in the hand (drawn) drop in; cards that leave it (discarded,
// scored) fade out from where they were. Once the page's marks are set, the last move's cells
// move: an Island flies from the hand to its cell (or, a bot's, settles in), two stones swap
// places, a flipped stone turns over. Every move's animation lasts 150–350 ms (the celebration as
// a game ends, about 2 s) and none runs when the player prefers reduced motion. The same
// comparison tells the sound cues (sound.js) that a move was made or a game ended.
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

  function animate(node, frames, duration, delay) {
    if (!node.animate) return null;
    started += 1;
    return node.animate(frames, { duration: duration, delay: delay || 0, easing: EASE, fill: "backwards" });
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

  // What the page shows, read without laying it out: the move count, the game, whose hand, its
  // cards, the placed slots, whether the game has ended.
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
      game: screen ? screen.getAttribute("data-game") : null,
      owner: hand ? hand.getAttribute("aria-label") : null,
      cards: handCards(root),
      slots: slots,
      ended: !!root.querySelector(".end-screen")
    };
  }

  // The facts, with where the hand's cards are and, in Shifting Stones (whose stones swap places),
  // the board's cells: read as a paint begins, when the page is still laid out as last shown.
  function snapshot(root) {
    var now = facts(root);
    if (!now) return null;
    now.rects = {};
    for (var key in now.cards) now.rects[key] = rectOf(now.cards[key]);
    now.cells = {};
    if (now.game === "shifting-stones") {
      var buttons = root.querySelectorAll("[role=grid] [data-cell]");
      for (var i = 0; i < buttons.length; i++) now.cells[buttons[i].getAttribute("data-cell")] = rectOf(buttons[i]);
    }
    return now;
  }

  // The keys of the hand's cards, in order.
  function order(cards) {
    return Object.keys(cards).join(",");
  }

  // A card that left the hand: a copy of it, out of everyone's way, fades from where it was.
  function depart(node, rect, rise) {
    var layer = document.getElementById("motion-layer");
    if (!layer) {
      layer = document.createElement("div");
      layer.id = "motion-layer";
      layer.className = "motion-layer";
      layer.setAttribute("aria-hidden", "true");
      layer.inert = true;
      document.body.appendChild(layer);
    }
    var ghost = node.cloneNode(true);
    ghost.removeAttribute("data-cmd");
    ghost.removeAttribute("data-key");
    ghost.removeAttribute("id");
    ghost.classList.add("departing");
    ghost.tabIndex = -1;
    ghost.style.left = rect.left + "px";
    ghost.style.top = rect.top + "px";
    ghost.style.width = rect.width + "px";
    ghost.style.height = rect.height + "px";
    layer.appendChild(ghost);
    var motion = animate(ghost, [
      { transform: "none", opacity: 1 },
      { transform: "translateY(" + (rise ? -28 : 28) + "px) scale(.85)", opacity: 0 }
    ], 260);
    if (!motion) { ghost.remove(); return; }
    motion.onfinish = motion.oncancel = function () { ghost.remove(); };
  }

  // Fly `node` from the rectangle `from` to where it is now (`to`, measured with the others).
  function fly(node, from, to, duration) {
    if (!to.width || !from.width) return;
    var dx = from.left + from.width / 2 - (to.left + to.width / 2);
    var dy = from.top + from.height / 2 - (to.top + to.height / 2);
    var scale = from.width / to.width;
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1 && Math.abs(scale - 1) < 0.01) return;
    animate(node, [
      { transform: "translate(" + dx + "px, " + dy + "px) scale(" + scale + ")" },
      { transform: "none" }
    ], duration);
  }

  function arrive(node, delay) {
    animate(node, [
      { transform: "scale(.6)", opacity: 0 },
      { transform: "none", opacity: 1 }
    ], 300, delay);
  }

  // Once the page is painted and marked: the last move's cells (`recent`, measured at `to`), and
  // the cards that left.
  function settle(root, before, now, removed, recent, to) {
    var played = null;
    removed.forEach(function (key) {
      var old = before.cards[key];
      if (!played && old.classList.contains("playing")) played = key;
    });
    removed.forEach(function (key) {
      var old = before.cards[key];
      if (!played && old.classList.contains("selected") && !old.classList.contains("paying")) played = key;
    });
    if (reduced()) return;
    if (now.game === "shifting-stones" && recent.length === 2) {
      // A Shift: each stone comes from the other's place.
      var a = recent[0].closest("[data-cell]").getAttribute("data-cell");
      var b = recent[1].closest("[data-cell]").getAttribute("data-cell");
      if (before.cells[b]) fly(recent[0], before.cells[b], to[0], 300);
      if (before.cells[a]) fly(recent[1], before.cells[a], to[1], 300);
    } else if (now.game === "shifting-stones" && recent.length === 1) {
      // A Flip: the stone turns over.
      animate(recent[0], [
        { transform: "perspective(400px) rotateY(180deg)" },
        { transform: "perspective(400px) rotateY(0deg)" }
      ], 320);
    } else {
      recent.forEach(function (cell, i) {
        if (played) fly(cell, before.rects[played], to[i], 320);
        else arrive(cell, 0);
      });
    }
    removed.forEach(function (key) {
      if (key !== played || !recent.length) depart(before.cards[key], before.rects[key], now.game === "shifting-stones");
    });
    var slots = root.querySelectorAll(".slot.placed");
    for (var i = 0; i < slots.length; i++) if (!before.slots[slots[i].className]) arrive(slots[i], 0);
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
    var calm = reduced();
    // Read every position needed, then animate: the cards that stayed, when the hand or the move
    // changed (else none moved), and the last move's cells, when a move was made.
    var staying = [], recent = [];
    if (sameHand && !calm && (moved || order(now.cards) !== order(before.cards))) {
      for (var key in now.cards) if (before.rects[key]) staying.push(key);
    }
    if (forward) recent = Array.prototype.slice.call(root.querySelectorAll("[role=grid] [data-cell] button.recent"));
    var cardsTo = staying.map(function (k) { return rectOf(now.cards[k]); });
    var cellsTo = sameHand && !calm ? recent.map(rectOf) : [];
    staying.forEach(function (k, i) { fly(now.cards[k], before.rects[k], cardsTo[i], 220); });
    var removed = [];
    if (sameHand && !calm && moved) {
      var drawn = 0;
      for (var card in now.cards) if (!before.rects[card]) arrive(now.cards[card], 60 * drawn++);
    }
    if (sameHand && moved) {
      for (var old in before.cards) if (!now.cards[old]) removed.push(old);
    }
    if (forward && sameHand) settle(root, before, now, removed, recent, cellsTo);
    else if (forward && !calm) {
      for (var i = 0; i < recent.length; i++) arrive(recent[i], 0);
    }
    if (ended) celebrate(root);
    if (window.seaSound) {
      var result = ended && root.querySelector(".end-screen[data-result]");
      if (result) window.seaSound.cue(result.getAttribute("data-result") === "won" ? "win" : "lose");
      else if (forward && recent.length) window.seaSound.cue(now.game === "shifting-stones" ? "swap" : "place");
    }
  }
})();
