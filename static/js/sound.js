// Sound: a few quiet cues of our own, synthesized with WebAudio (no audio files). Off unless the
// player turns it on (the header's Sound toggle, kept with their preferences: the page then
// carries `data-sound="on"` on its main element). motion.js calls `cue` when a move lands or a
// game ends.
(function () {
  "use strict";

  //: name -> notes [frequency in Hz, start in s, length in s], and the wave that plays them
  var CUES = {
    place: { wave: "sine", notes: [[523.25, 0, 0.14]] },
    swap: { wave: "triangle", notes: [[392, 0, 0.09], [523.25, 0.07, 0.11]] },
    win: { wave: "sine", notes: [[523.25, 0, 0.16], [659.25, 0.12, 0.16], [783.99, 0.24, 0.3]] },
    lose: { wave: "sine", notes: [[392, 0, 0.2], [329.63, 0.16, 0.2], [261.63, 0.32, 0.36]] }
  };
  var VOLUME = 0.06;
  var context = null;
  var played = { place: 0, swap: 0, win: 0, lose: 0 };

  function on() {
    return !!document.querySelector("#app main[data-sound=on]");
  }

  function audio() {
    var Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return null;
    if (!context) context = new Context();
    if (context.state === "suspended" && context.resume) context.resume().catch(function () { /* no sound */ });
    return context;
  }

  function play(cue) {
    var ctx = audio();
    if (!ctx) return;
    var t0 = ctx.currentTime + 0.01;
    cue.notes.forEach(function (note) {
      var osc = ctx.createOscillator();
      var gain = ctx.createGain();
      osc.type = cue.wave;
      osc.frequency.value = note[0];
      // A soft attack and a quick fade: a small, quiet tone.
      gain.gain.setValueAtTime(0.0001, t0 + note[1]);
      gain.gain.exponentialRampToValueAtTime(VOLUME, t0 + note[1] + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + note[1] + note[2]);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.start(t0 + note[1]);
      osc.stop(t0 + note[1] + note[2] + 0.02);
    });
  }

  window.seaSound = {
    // How many times each cue has played (for tests): only while sound is on.
    played: played,
    cue: function (name) {
      if (!on() || !CUES[name]) return;
      played[name] += 1;
      try { play(CUES[name]); } catch (e) { /* the browser refused: stay silent */ }
    }
  };
})();
