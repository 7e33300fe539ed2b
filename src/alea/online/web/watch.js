// The board of a game played at this computer's terminal (`alea --board`), read only: the page asks
// the terminal's little server for what is newer than what it has, and board.js draws it.
"use strict";
(function () {
  let version = 0;
  let delay = 500;
  // The page speaks the terminal's language (the game's), and follows it without a reload (issue 36).
  function relabel(state) {
    if (!state.lang || state.lang === document.documentElement.lang) return;
    document.documentElement.lang = state.lang;
    document.querySelectorAll("[data-text]").forEach(function (node) {
      const said = state.texts[node.dataset.text];
      if (said !== undefined) node.textContent = said;
    });
  }
  function ask() {
    fetch("/state?after=" + version, { cache: "no-store" })
      .then(function (response) { return response.json(); })
      .then(function (state) {
        delay = 500;
        if (state.version < version) version = 0;  // the terminal started again: take everything
        if (state.version > version) {
          version = state.version;
          relabel(state);
          if (state.board) window.aleaBoard.show(state.board, state.position);
          window.aleaBoard.lines(state.lines);
        }
        ask();
      })
      .catch(function () {  // the terminal's alea has ended, or is starting: try again later
        setTimeout(ask, delay);
        delay = Math.min(5000, delay * 2);
      });
  }
  ask();
})();
