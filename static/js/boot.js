// Start-up glue that must work before Python runs: loading stages, load errors, service worker.
(function () {
  "use strict";
  var root = document.documentElement;
  var failed = false;

  // The loading screen speaks the player's language before Python (and its catalogues) runs:
  // the language stored with their preferences, else the browser's first one we speak.
  /* messages:begin */
  var MESSAGES = {
    "en": {
      "loading_engine": "Loading the game engine…",
      "starting_python": "Starting Python…",
      "loading_library": "Loading the Python library…",
      "loading_games": "Loading the games…",
      "starting_games": "Starting the games…",
      "setting_table": "Setting the table…",
      "error_title": "The game engine could not load",
      "error_intro": "Something went wrong while starting Python in your browser: {detail}",
      "error_file": "a file could not be downloaded ({file}, HTTP {status}).",
      "error_runtime": "the Python runtime could not start.",
      "error_unknown": "unknown error",
      "to_move": "It's {name}'s turn",
      "play_as": "Play as {name}",
      "not_me": "Not me",
      "chosen_play": "Setting the table for {name}…",
      "chosen_not_me": "Setting the table: only the open cards will show…",
      "reload": "Reload",
      "recovering": "Something went wrong; starting again from a clean slate…",
      "stuck": "This is taking longer than it should. Waiting for: {what}.",
      "waiting_engine": "the game engine to download",
      "waiting_library": "the Python library to download",
      "waiting_code": "the games' code to download",
      "waiting_python": "Python to start",
      "waiting_games": "the games to start",
      "start_afresh": "Start afresh",
      "afresh_note": "Start afresh clears the copies this site keeps to start faster, then reloads. Your saved games stay.",
      "afresh_offline": "You are offline: starting afresh keeps the copies needed to play offline."
    },
    "ru": {
      "loading_engine": "Загружаем игровой движок…",
      "starting_python": "Запускаем Python…",
      "loading_library": "Загружаем библиотеку Python…",
      "loading_games": "Загружаем игры…",
      "starting_games": "Запускаем игры…",
      "setting_table": "Накрываем на стол…",
      "error_title": "Игровой движок не загрузился",
      "error_intro": "При запуске Python в браузере что-то пошло не так: {detail}",
      "error_file": "не удалось скачать файл ({file}, HTTP {status}).",
      "error_runtime": "среда Python не смогла запуститься.",
      "error_unknown": "неизвестная ошибка",
      "to_move": "Ход игрока {name}",
      "play_as": "Играть за игрока {name}",
      "not_me": "Это не я",
      "chosen_play": "Готовим стол для игрока {name}…",
      "chosen_not_me": "Накрываем на стол: будут видны только открытые карты…",
      "reload": "Перезагрузить",
      "recovering": "Что-то пошло не так; начинаем заново с чистого листа…",
      "stuck": "Загрузка идёт дольше обычного. Ждём: {what}.",
      "waiting_engine": "загрузку игрового движка",
      "waiting_library": "загрузку библиотеки Python",
      "waiting_code": "загрузку кода игр",
      "waiting_python": "запуск Python",
      "waiting_games": "запуск игр",
      "start_afresh": "Начать заново",
      "afresh_note": "«Начать заново» удалит копии, которые сайт хранит для быстрого запуска, и перезагрузит страницу. Сохранённые игры останутся.",
      "afresh_offline": "Нет сети: при запуске заново копии для игры без сети сохранятся."
    },
    "it": {
      "loading_engine": "Carico il motore di gioco…",
      "starting_python": "Avvio Python…",
      "loading_library": "Carico la libreria di Python…",
      "loading_games": "Carico i giochi…",
      "starting_games": "Avvio i giochi…",
      "setting_table": "Apparecchio il tavolo…",
      "error_title": "Il motore di gioco non si è caricato",
      "error_intro": "Qualcosa è andato storto avviando Python nel browser: {detail}",
      "error_file": "non è stato possibile scaricare un file ({file}, HTTP {status}).",
      "error_runtime": "l'ambiente Python non è riuscito ad avviarsi.",
      "error_unknown": "errore sconosciuto",
      "to_move": "Tocca a {name}",
      "play_as": "Gioca come {name}",
      "not_me": "Non sono io",
      "chosen_play": "Preparo il tavolo per {name}…",
      "chosen_not_me": "Apparecchio il tavolo: si vedranno solo le carte scoperte…",
      "reload": "Ricarica",
      "recovering": "Qualcosa è andato storto; riparto da zero…",
      "stuck": "Ci vuole più del previsto. In attesa di: {what}.",
      "waiting_engine": "scaricare il motore di gioco",
      "waiting_library": "scaricare la libreria di Python",
      "waiting_code": "scaricare il codice dei giochi",
      "waiting_python": "avviare Python",
      "waiting_games": "avviare i giochi",
      "start_afresh": "Riparti da zero",
      "afresh_note": "«Riparti da zero» cancella le copie che il sito conserva per partire più in fretta, poi ricarica. Le partite salvate restano.",
      "afresh_offline": "Sei offline: ripartendo da zero restano le copie che servono per giocare offline."
    },
    "cs": {
      "loading_engine": "Načítám herní jádro…",
      "starting_python": "Spouštím Python…",
      "loading_library": "Načítám knihovnu Pythonu…",
      "loading_games": "Načítám hry…",
      "starting_games": "Spouštím hry…",
      "setting_table": "Prostírám stůl…",
      "error_title": "Herní jádro se nepodařilo načíst",
      "error_intro": "Při spouštění Pythonu v prohlížeči se něco pokazilo: {detail}",
      "error_file": "soubor se nepodařilo stáhnout ({file}, HTTP {status}).",
      "error_runtime": "prostředí Pythonu se nepodařilo spustit.",
      "error_unknown": "neznámá chyba",
      "to_move": "Na tahu je {name}",
      "play_as": "Hrát za hráče {name}",
      "not_me": "To nejsem já",
      "chosen_play": "Prostírám stůl pro hráče {name}…",
      "chosen_not_me": "Prostírám stůl: uvidíte jen odkryté karty…",
      "reload": "Načíst znovu",
      "recovering": "Něco se pokazilo; začínám znovu načisto…",
      "stuck": "Trvá to déle, než by mělo. Čeká se na: {what}.",
      "waiting_engine": "stažení herního jádra",
      "waiting_library": "stažení knihovny Pythonu",
      "waiting_code": "stažení kódu her",
      "waiting_python": "spuštění Pythonu",
      "waiting_games": "spuštění her",
      "start_afresh": "Začít načisto",
      "afresh_note": "„Začít načisto“ smaže kopie, které si web drží pro rychlejší start, a stránku znovu načte. Uložené hry zůstanou.",
      "afresh_offline": "Jste offline: kopie potřebné ke hraní offline zůstanou."
    },
    "kk": {
      "loading_engine": "Ойын қозғалтқышы жүктелуде…",
      "starting_python": "Python іске қосылуда…",
      "loading_library": "Python кітапханасы жүктелуде…",
      "loading_games": "Ойындар жүктелуде…",
      "starting_games": "Ойындар іске қосылуда…",
      "setting_table": "Үстел дайындалуда…",
      "error_title": "Ойын қозғалтқышы жүктелмеді",
      "error_intro": "Браузерде Python-ды іске қосу кезінде қате шықты: {detail}",
      "error_file": "файлды жүктеу мүмкін болмады ({file}, HTTP {status}).",
      "error_runtime": "Python ортасы іске қосылмады.",
      "error_unknown": "белгісіз қате",
      "to_move": "{name} жүрісі",
      "play_as": "{name} ретінде ойнау",
      "not_me": "Бұл мен емеспін",
      "chosen_play": "{name} үшін үстел дайындалуда…",
      "chosen_not_me": "Үстел дайындалуда: тек ашық карталар көрінеді…",
      "reload": "Қайта жүктеу",
      "recovering": "Бірдеңе дұрыс болмады; таза бастан қайта бастаймыз…",
      "stuck": "Жүктеу әдеттегіден ұзаққа созылды. Күтілуде: {what}.",
      "waiting_engine": "ойын қозғалтқышының жүктелуі",
      "waiting_library": "Python кітапханасының жүктелуі",
      "waiting_code": "ойындар кодының жүктелуі",
      "waiting_python": "Python-ның іске қосылуы",
      "waiting_games": "ойындардың іске қосылуы",
      "start_afresh": "Таза бастау",
      "afresh_note": "«Таза бастау» сайт жылдам іске қосылу үшін сақтайтын көшірмелерді өшіріп, бетті қайта жүктейді. Сақталған ойындар қалады.",
      "afresh_offline": "Желі жоқ: офлайн ойнауға қажет көшірмелер сақталады."
    }
  };
  /* messages:end */

  function language() {
    try {
      var prefs = JSON.parse(localStorage.getItem("sea-stones/prefs") || "{}");
      if (prefs && Object.prototype.hasOwnProperty.call(MESSAGES, prefs.lang)) return prefs.lang;
    } catch (e) { /* no storage: follow the browser */ }
    var tags = navigator.languages || [navigator.language || "en"];
    for (var i = 0; i < tags.length; i++) {
      var code = String(tags[i]).toLowerCase().split("-")[0];
      if (MESSAGES[code]) return code;
    }
    return "en";
  }
  var lang = language();

  function t(key, params) {
    var text = MESSAGES[lang][key] || MESSAGES.en[key] || key;
    return text.replace(/\{(\w+)\}/g, function (all, name) { return params && name in params ? params[name] : all; });
  }

  function byId(id) { return document.getElementById(id); }

  function stage(text, fraction) {
    var label = byId("loading-stage");
    var bar = byId("loading-bar-fill");
    if (label && text) label.textContent = text;
    if (bar && typeof fraction === "number") bar.style.width = Math.round(fraction * 100) + "%";
  }

  // What the start keeps between visits to be quick (python-start.mjs, python-runtime.mjs, sw.js):
  // caches, each of them, and never the player's own data (the game's keys are "sea-stones/…").
  var PAGE_CACHES = ["sea-stones-python-snapshot", "sea-stones-unpacked"];
  var SITE_CACHES = "sea-and-stones-"; // the service worker's (sw.js)
  // A start that failed once is tried once more from a clean slate, automatically; this notes the
  // try for the tab's session, so that a start failing again says so instead of trying for ever.
  var RETRY = "sea-stones-start-retry";

  function session(write) {
    try {
      if (write === undefined) return sessionStorage.getItem(RETRY);
      if (write === null) sessionStorage.removeItem(RETRY);
      else sessionStorage.setItem(RETRY, write);
      return write;
    } catch (e) { return null; /* no session storage: no automatic retry either */ }
  }

  // Drops the copies the start keeps (all of them; with `offline`, not the service worker's, which
  // an offline visit needs to load at all), never a save; settles, whatever fails, within a bound.
  function dropKept(offline) {
    PAGE_CACHES.forEach(function (name) {
      try { localStorage.removeItem(name); } catch (e) { /* no note kept */ }
    });
    var work = [];
    if ("caches" in window) {
      work.push(caches.keys().then(function (keys) {
        return Promise.all(keys.filter(function (key) {
          return PAGE_CACHES.indexOf(key) >= 0 || (!offline && key.indexOf(SITE_CACHES) === 0);
        }).map(function (key) { return caches.delete(key); }));
      }));
    }
    if (!offline && navigator.serviceWorker && navigator.serviceWorker.getRegistrations) {
      work.push(navigator.serviceWorker.getRegistrations().then(function (registrations) {
        return Promise.all(registrations.map(function (registration) { return registration.unregister(); }));
      }));
    }
    var settled = Promise.all(work.map(function (promise) { return promise.catch(function () {}); }));
    return Promise.race([settled, new Promise(function (done) { setTimeout(done, 3000); })]);
  }

  // "Start afresh": every kept copy dropped (the service worker's too, when online), then the page
  // loaded again, from the network.
  function afresh() {
    var offline = navigator.onLine === false;
    session(null);
    document.querySelectorAll("[data-afresh]").forEach(function (button) { button.disabled = true; });
    dropKept(offline).then(function () { location.reload(); });
  }

  function fail(detail) {
    if (failed || root.getAttribute("data-ready") === "true") return;
    failed = true;
    root.setAttribute("data-load-error", "true");
    // A first failure of this tab's start: whatever the start kept may be at fault (a memory
    // snapshot, an unpacked archive, the service worker's copies: each is checked before it is
    // used, but a start that failed is not left to trust them again). Dropped, the page loads once
    // more by itself (the service worker's copies stay when offline).
    if (!session() && session(String(Date.now()))) {
      stage(t("recovering"));
      dropKept(navigator.onLine === false).then(function () { location.reload(); });
      return;
    }
    var loading = byId("loading");
    if (loading) loading.hidden = true;
    var box = byId("load-error");
    var text = byId("load-error-text");
    if (text && detail) text.textContent = t("error_intro", { detail: detail });
    if (box) box.hidden = false;
  }

  // The watchdog: once the runtime has arrived, a start that is not up within `WATCH_MS` (or any
  // start not up within `LONG_MS`) says on the loading screen what it is waiting for and offers
  // "Start afresh". It stops nothing: the start goes on behind it. (A test may shorten both
  // bounds with `window.seaWatchdogMs`.)
  var WATCH_MS = typeof window.seaWatchdogMs === "number" ? window.seaWatchdogMs : 20000;
  var LONG_MS = Math.max(3 * WATCH_MS, 60000);
  var arrived = {}; // the downloads seen through: "engine", "library", "code"
  var pythonUp = false;
  var watching = null;

  function waitingFor() {
    if (!arrived.engine) return t("waiting_engine");
    if (!arrived.library) return t("waiting_library");
    if (!arrived.code && root.getAttribute("data-unpacked") !== "kept") return t("waiting_code");
    return t(pythonUp ? "waiting_games" : "waiting_python");
  }

  function stuck() {
    if (failed || root.getAttribute("data-ready") === "true") return;
    var box = byId("loading-stuck");
    if (!box) return;
    byId("loading-stuck-text").textContent = t("stuck", { what: waitingFor() });
    byId("loading-stuck-note").textContent = t(navigator.onLine === false ? "afresh_offline" : "afresh_note");
    box.hidden = false;
    root.setAttribute("data-start-stuck", "true");
  }

  function watch(bound) {
    if (watching !== null) clearTimeout(watching);
    watching = setTimeout(stuck, bound);
  }

  function ready() {
    if (failed) return;
    if (watching !== null) clearTimeout(watching);
    session(null); // started: a later failure is tried again once
    var loading = byId("loading");
    if (loading) loading.hidden = true;
    var app = byId("app");
    if (app) app.hidden = false;
    window.seaBoot.readyAt = performance.now();
    root.setAttribute("data-ready", "true");
    window.dispatchEvent(new Event("sea:ready"));
    // The service worker's precache starts once the game is up, so it never competes with
    // the first start for the network or the CPU (it then finds most files in the HTTP cache);
    // a worker that served this start checks the copies it served now (sw.js).
    if ("serviceWorker" in navigator) {
      var serving = navigator.serviceWorker.controller;
      if (serving) serving.postMessage({ type: "sea:up" });
      else root.setAttribute("data-kept-checked", "none"); // nothing kept was served
      navigator.serviceWorker.register("./sw.js").catch(function () { /* offline play unavailable */ });
    }
  }

  function describe(reason) {
    if (!reason) return t("error_unknown");
    var message = reason.message || String(reason);
    return message.length > 300 ? message.slice(0, 300) + "…" : message;
  }

  window.seaBoot = { stage: stage, fail: fail, ready: ready, t: t, lang: lang };

  // The service worker serves the start's files at once and checks them once this page is up (or a
  // few seconds on, sw.js), then says so (`sea:checked`: the root's `data-kept-checked`). A copy
  // found damaged is dropped there (`sea:damaged`), and this page loads once more to take the file
  // afresh, up or not (the check comes right after the start, before a player acts): once a tab's
  // session, so that a server that sends what the build does not name cannot make it load for ever.
  var DAMAGED = "sea-stones-damaged-reload";
  function firstDamage() {
    try {
      if (sessionStorage.getItem(DAMAGED)) return false;
      sessionStorage.setItem(DAMAGED, String(Date.now()));
      return true;
    } catch (e) { return false; /* no session storage: no reload either */ }
  }
  if (navigator.serviceWorker) {
    navigator.serviceWorker.addEventListener("message", function (event) {
      var type = event.data && event.data.type;
      if (type === "sea:checked") root.setAttribute("data-kept-checked", "true");
      if (type !== "sea:damaged" || failed) return;
      if (firstDamage()) {
        failed = true; // (nothing of this start is told: the next one is on its way)
        location.reload();
      }
    });
    navigator.serviceWorker.startMessages();
  }

  // Runtime problems before the app is ready (a missing wasm, a broken download) surface as
  // uncaught errors or rejected promises: tell the player instead of leaving a blank page.
  window.addEventListener("error", function (event) { fail(describe(event.error || event.message)); });
  window.addEventListener("unhandledrejection", function (event) { fail(describe(event.reason)); });
  window.addEventListener("py:ready", function () {
    pythonUp = true;
    stage(t("starting_games"), 0.85);
  });
  // Emscripten reports a runtime that cannot start with a console warning only.
  var warn = console.warn;
  console.warn = function () {
    var text = Array.prototype.join.call(arguments, " ");
    if (/wasm instantiation failed|failed to asynchronously prepare wasm/i.test(text)) fail(t("error_runtime"));
    return warn.apply(console, arguments);
  };

  // A play link (game/ui/link/relay.py: #play/<game>/<version>/<seed>/<id>/<seats>/<options>/<names>/
  // <moves>/<check>) opened before Python is up, as a friend's first visit opens it: the loading
  // screen names the game and its players, read from the link, and says the table is being set;
  // Python reads the whole link (its check, its moves) and opens it once it is up.
  // The address's `?turn=<seat>` (game/ui/pages/play/relay_view.py's turn_query) names the person
  // the game waits for: the screen says it is their turn and asks "Play as Bea" / "Not me" at once,
  // as the game screen would. The answer waits in `window.seaArrival` and is given to the opened
  // game only if it asks that very question of that seat (game/web/start/boot.py's answer_early); a
  // device that holds this game already (the sender's own, a reload) is not asked here.
  var GAMES = { "tranquility": "Tranquility", "shifting-stones": "Shifting Stones" };

  // Whether this device stores anything of the game `id` (its saves name it): then the game opens
  // as the device knows it, and nothing is asked before Python is up.
  function holds(id) {
    try {
      for (var i = 0; i < localStorage.length; i++) {
        var key = localStorage.key(i);
        if (key && key.indexOf("sea-stones/") === 0 && key.indexOf(id) >= 0) return true;
        if (key && key.indexOf("sea-stones/") === 0 && (localStorage.getItem(key) || "").indexOf('"' + id + '"') >= 0) return true;
      }
    } catch (e) { return true; /* storage unreadable: ask nothing early */ }
    return false;
  }

  function ask(name, seat) {
    var play = byId("loading-play-as");
    var notMe = byId("loading-not-me");
    byId("loading-arrival-turn").textContent = t("to_move", { name: name });
    byId("loading-arrival-turn").hidden = false;
    play.textContent = t("play_as", { name: name });
    notMe.textContent = t("not_me");
    var link = location.hash; // the answer is for this link, whole, and no other
    function answer(plays) {
      window.seaArrival = { seat: seat, plays: plays, link: link };
      play.disabled = true;
      notMe.disabled = true;
      (plays ? play : notMe).setAttribute("aria-pressed", "true");
      root.setAttribute("data-arrival-answer", plays ? "play" : "not-me");
      stage(plays ? t("chosen_play", { name: name }) : t("chosen_not_me"));
    }
    play.addEventListener("click", function () { answer(true); });
    notMe.addEventListener("click", function () { answer(false); });
    byId("loading-ask").hidden = false;
    root.setAttribute("data-arrival-turn", String(seat));
  }

  // What Python checks of a link before it opens one (game/ui/link/relay.py's decode_link), checked
  // here too before anything of it is shown or asked: its layout, the game, the version of the site
  // that made it (each game's, as `site_version` gives it: tests/web/test_boot_arrival.py keeps
  // them equal), its seats and names, and its check (the SHA-256 of all before the last "/"). A
  // link that fails any of it shows the plain loading screen; Python then says why it is refused.
  var LINK_VERSIONS = { "tranquility": "1.1.1", "shifting-stones": "1.1.1" };
  var MAX_NAME = 24; // game/ui/table/session.py's MAX_NAME, in characters
  var MAX_LINK = 4000; // game/ui/link/relay.py's MAX_RELAY_LINK
  // what a clean name never holds (game/ui/table/session.py's clean_name): control and format characters
  // (bidirectional overrides, zero-width spaces...) but the joiner emoji are made of, blank letters,
  // and any space but a single plain one between words
  var UNCLEAN = /(?!\u200d)[\p{Cc}\p{Cf}]|[\u115f\u1160\u3164\uffa0\u2800]|[^\S ]| {2}|^ | $/u;

  function cleanName(name) {
    return name.length > 0 && Array.from(name).length <= MAX_NAME && name.normalize("NFC") === name && !UNCLEAN.test(name);
  }

  function base64url(bytes) {
    var text = "";
    for (var i = 0; i < bytes.length; i++) text += String.fromCharCode(bytes[i]);
    return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  // The link's names, if its fields are a link of ours as this site makes them (its check aside).
  function linkNames(fragment) {
    if (fragment.length > MAX_LINK + 1 || !/^#play\/[A-Za-z0-9_./-]*$/.test(fragment)) return null;
    var parts = fragment.slice(1).split("/");
    var game = parts[1];
    if (parts.length !== 10 || !Object.prototype.hasOwnProperty.call(GAMES, game) || parts[2] !== LINK_VERSIONS[game]) return null;
    if (!/^[penh]{1,5}$/.test(parts[5]) || !/^[A-Za-z0-9_-]{1,24}$/.test(parts[4])) return null;
    var names;
    try {
      var text = atob(parts[7].replace(/-/g, "+").replace(/_/g, "/"));
      var bytes = new Uint8Array(text.length);
      for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
      names = new TextDecoder("utf-8", { fatal: true }).decode(bytes).split("\n");
    } catch (e) { return null; }
    if (names.length !== parts[5].length || !names.every(cleanName)) return null;
    return { parts: parts, names: names };
  }

  // The first `length` characters of the URL-safe base64 of the SHA-256 of `text` (a promise; null
  // where the browser cannot work it out).
  function digest(text, length) {
    if (!window.crypto || !crypto.subtle || !window.TextEncoder) return Promise.resolve(null);
    return crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)).then(function (sum) {
      return base64url(new Uint8Array(sum)).slice(0, length);
    }, function () { return null; });
  }

  // Whether the link's check is its own: a promise (false where the browser cannot work it out).
  function checked(fragment) {
    var cut = fragment.lastIndexOf("/");
    return digest(fragment.slice(1, cut), 8).then(function (sum) { return sum !== null && sum === fragment.slice(cut + 1); });
  }

  // The seat the address's hint of whose turn it is names (`?turn=<seat>.<tag>`), if its tag binds it
  // to this link (game/ui/link/relay.py's turn_tag): a promise of the seat, or -1.
  function hintedTurn(fragment) {
    var turn = /^\?turn=([0-9])\.([A-Za-z0-9_-]{4})$/.exec(location.search);
    if (!turn) return Promise.resolve(-1);
    return digest("turn/" + turn[1] + "/" + fragment.slice(1), 4).then(function (tag) {
      return tag !== null && tag === turn[2] ? Number(turn[1]) : -1;
    });
  }

  function arrival() {
    var fragment = location.hash;
    var link = linkNames(fragment);
    if (!link) return root.setAttribute("data-arrival-checked", "refused"); /* Python tells why */
    Promise.all([checked(fragment), hintedTurn(fragment)]).then(function (found) {
      var sound = found[0];
      var seat = found[1];
      if (location.hash === fragment) root.setAttribute("data-arrival-checked", sound ? "sound" : "refused");
      // (a link replaced meanwhile is the next arrival's)
      if (!sound || location.hash !== fragment || root.getAttribute("data-ready") === "true") return;
      var parts = link.parts;
      var names = link.names;
      byId("loading-arrival-game").textContent = GAMES[parts[1]];
      byId("loading-arrival-seats").textContent = names.join(" \u00b7 ");
      byId("loading-arrival").hidden = false;
      root.setAttribute("data-arrival", parts[1]);
      stage(t("setting_table"), 0.15);
      if (seat >= 0 && seat < names.length && parts[5].charAt(seat) === "p" && !holds(parts[4])) {
        ask(names[seat], seat);
      }
    });
  }

  // The link changed under the loading screen (another game's, or the same game's further on): an
  // answer given to the first is not this one's. It is dropped, and the new link asked afresh.
  function arrivalChanged() {
    if (root.getAttribute("data-ready") === "true") return;
    window.seaArrival = null;
    var ask = byId("loading-ask");
    var play = byId("loading-play-as");
    var notMe = byId("loading-not-me");
    [play, notMe].forEach(function (button) {
      var fresh = button.cloneNode(false); // without the first link's listeners
      fresh.disabled = false;
      fresh.removeAttribute("aria-pressed");
      button.parentNode.replaceChild(fresh, button);
    });
    ask.hidden = true;
    byId("loading-arrival").hidden = true;
    byId("loading-arrival-turn").hidden = true;
    root.removeAttribute("data-arrival");
    root.removeAttribute("data-arrival-turn");
    root.removeAttribute("data-arrival-answer");
    arrival();
  }

  document.addEventListener("DOMContentLoaded", function () {
    root.lang = lang;
    stage(t("loading_engine"), 0.15);
    arrival();
    window.addEventListener("hashchange", arrivalChanged);
    var title = document.querySelector("#load-error h1");
    if (title) title.textContent = t("error_title");
    var reload = byId("load-error-reload");
    if (reload) {
      reload.textContent = t("reload");
      reload.addEventListener("click", function () { location.reload(); });
    }
    document.querySelectorAll("[data-afresh]").forEach(function (button) {
      button.textContent = t("start_afresh");
      button.addEventListener("click", afresh);
    });
    var note = byId("load-error-afresh-note");
    if (note) note.textContent = t("afresh_note");
    watch(LONG_MS);
    // Stages from the network, so a slow first download shows movement.
    if ("PerformanceObserver" in window) {
      try {
        new PerformanceObserver(function (list) {
          list.getEntries().forEach(function (entry) {
            // Pyodide only warns when its files are missing and then waits forever: a failed
            // download of the runtime or of our modules is a load failure.
            if (entry.responseStatus >= 400 && /\/(static\/vendor|static\/py)\//.test(entry.name)) {
              fail(t("error_file", { file: entry.name.split("/").pop(), status: entry.responseStatus }));
            } else if (/pyodide\.asm\.wasm$/.test(entry.name)) {
              stage(t("starting_python"), 0.55);
              if (!arrived.engine) watch(WATCH_MS);
              arrived.engine = true;
            } else if (/python_stdlib[-.\w]*\.zip\.zst$/.test(entry.name)) {
              stage(t("loading_library"), 0.7);
              arrived.library = true;
            } else if (/\/static\/py\/.*\.zip\.zst$/.test(entry.name)) {
              stage(t("loading_games"), 0.8);
              arrived.code = true;
            }
          });
        }).observe({ type: "resource", buffered: true });
      } catch (e) { /* older browsers: stages stay coarse */ }
    }
  });

})();
