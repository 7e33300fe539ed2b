// Alea's sound cues in the page: the terminal's own sound pack (served at /sounds/), played with
// Web Audio. A cue tells, the words say: the page plays the cues the server sends with lines,
// never alone. Off until the player turns it on (the browser wants a gesture before it plays),
// with its own volume; both are kept in this browser.
"use strict";
(function () {
  const onBox = document.getElementById("sounds-on");
  const volumeRange = document.getElementById("sound-volume");
  const GAP = 0.03;  // seconds between two cues of one batch, as at the terminal
  let context = null;
  let gain = null;
  let buffers = null;  // cue name -> AudioBuffer, once loaded
  let loading = null;
  let nextFree = 0;

  function stored(key, fallback) {
    const value = localStorage.getItem(key);
    return value === null ? fallback : value;
  }

  function load() {
    if (loading) return loading;
    loading = fetch("/sounds/pack.json")
      .then(function (response) { return response.json(); })
      .then(function (pack) {
        const names = Object.keys(pack.cues);
        return Promise.all(names.map(function (name) {
          return fetch("/sounds/" + encodeURIComponent(pack.cues[name]))
            .then(function (response) { return response.arrayBuffer(); })
            .then(function (data) { return context.decodeAudioData(data); })
            .then(function (buffer) { return [name, buffer]; });
        }));
      })
      .then(function (pairs) {
        buffers = {};
        pairs.forEach(function (pair) { buffers[pair[0]] = pair[1]; });
        return buffers;
      });
    return loading;
  }

  function setVolume() {
    if (gain) gain.gain.value = Number(volumeRange.value) / 100;
  }

  function start() {
    if (!context) {
      context = new AudioContext();
      gain = context.createGain();
      gain.connect(context.destination);
      setVolume();
    }
    if (context.state === "suspended") context.resume();
    return load();
  }

  // Play the cues one after the other, each when the one before it ends.
  function play(names) {
    if (!onBox.checked || !names || names.length === 0) return;
    start().then(function (loaded) {
      let at = Math.max(context.currentTime, nextFree);
      names.forEach(function (name) {
        const buffer = loaded[name];
        if (!buffer) return;
        const source = context.createBufferSource();
        source.buffer = buffer;
        source.connect(gain);
        source.start(at);
        at += buffer.duration + GAP;
      });
      nextFree = at;
    });
  }

  onBox.checked = stored("alea-sounds", "off") === "on";
  volumeRange.value = stored("alea-sound-volume", "80");
  onBox.addEventListener("change", function () {
    localStorage.setItem("alea-sounds", onBox.checked ? "on" : "off");
    if (onBox.checked) start();  // the gesture that lets the page play
  });
  volumeRange.addEventListener("input", function () {
    localStorage.setItem("alea-sound-volume", volumeRange.value);
    setVolume();
  });
  // A page reloaded with sounds on needs one gesture before it may play: the first key or click.
  ["keydown", "pointerdown"].forEach(function (kind) {
    document.addEventListener(kind, function () { if (onBox.checked) start(); }, { once: true });
  });
  window.aleaSound = { play: play };
})();
