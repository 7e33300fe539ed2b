// Alea's web client: one log (role="log") to which answers are only ever appended, one text
// field that takes the same commands as the terminal, and the numbered choices as buttons.
// Everything the page says comes from the server, already in the player's language.
//
// Each answer is one element of the log with its lines inside, so a screen reader reads a long
// answer whole and in order (one node per line made it queue them out of order). The language
// and the verbosity change in place: the page relabels itself from /labels, the log and the
// focus stay.
"use strict";
(function () {
  const body = document.body;
  const log = document.getElementById("log");
  const lineForm = document.getElementById("line-form");
  const field = document.getElementById("command");
  const choices = document.getElementById("choices");
  const buttons = document.getElementById("choice-buttons");
  const status = document.getElementById("status");
  const away = document.getElementById("away");
  const retake = document.getElementById("retake");
  const langSelect = document.getElementById("lang");
  const verbositySelect = document.getElementById("verbosity");
  let pageLang = document.documentElement.lang;
  const params = new URLSearchParams(location.search);
  const found = location.pathname.match(/^\/t\/([A-Za-z0-9_-]+)$/);
  const code = found ? found[1] : null;
  const tokenKey = code ? "alea-seat-" + code : null;
  let socket = null;
  let seated = false;
  let left = false;
  let toldLost = false;
  let delay = 200;
  const waiting = [];
  let pendingOpen = null;  // a table asked for before the connection was up: sent once it is
  // The projector view is a spectator's, whichever device opens it (a seat's own link too): the
  // wall shows the board of no player, never a seat's hand (issue 36).
  const projector = body.classList.contains("projector");
  let watching = params.get("watch") === "1" || projector;  // a spectator: no seat, questions and chat only
  let seatCode = null;  // a seat code typed to take one's seat on this device, sent at the next join
  let codeLine = null;  // the sentence that says this seat's code, in the seat's language

  // One answer, one element: its lines inside, in order.
  function append(lines, kind) {
    if (!lines.length) return;
    const answer = document.createElement("div");
    answer.className = kind ? "answer " + kind : "answer";
    for (const text of lines) {
      const line = document.createElement("p");
      line.textContent = text;
      if (kind) line.className = kind;
      answer.appendChild(line);
    }
    log.appendChild(answer);
    log.scrollTop = log.scrollHeight;
    if (window.aleaBoard) window.aleaBoard.lines(lines);  // the projector's last lines (board.js)
  }

  // What the player typed, in the log (not a line of the server's, so no <p>).
  function echo(text) {
    const typed = document.createElement("div");
    typed.className = "echo";
    typed.textContent = text;
    log.appendChild(typed);
  }

  function send(frame) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  }

  function sendLine(text) {
    echo(text);
    if (seated) send({ t: "line", text: text });
    else waiting.push(text);
  }

  function ask(frame) {
    buttons.replaceChildren();
    const options = frame.yes_no ? [body.dataset.yes, body.dataset.no] : frame.options;
    if (!frame.text || options.length === 0) {
      choices.hidden = true;
      return;
    }
    options.forEach(function (label, index) {
      const button = document.createElement("button");
      button.type = "button";
      // "1, 1 carte du Trésor": the comma keeps the option's number apart from the words.
      button.textContent = (index + 1) + ", " + label;
      button.addEventListener("click", function () {
        sendLine(String(index + 1));
        field.focus();
      });
      buttons.appendChild(button);
    });
    choices.hidden = false;
  }

  // The page's own words in another language, without reloading it (the log and focus stay).
  function relabel(lang) {
    return fetch("/labels?lang=" + encodeURIComponent(lang)).then(function (reply) {
      return reply.json();
    }).then(function (labels) {
      document.querySelectorAll("[data-text]").forEach(function (node) {
        const said = labels.texts[node.dataset.text];
        if (said !== undefined) node.textContent = said;
      });
      for (const option of verbositySelect.options) option.textContent = labels.verbosities[option.value];
      const game = document.getElementById("game");
      for (const option of game.options) option.textContent = labels.games[option.value];
      body.dataset.yes = labels.yes;
      body.dataset.no = labels.no;
      body.dataset.lost = labels.texts.lost;
      body.dataset.connected = labels.texts.connected;
      document.documentElement.lang = lang;
      pageLang = lang;
      langSelect.value = lang;
      if (seated) status.textContent = labels.texts.connected;
      const url = new URL(location.href);
      url.searchParams.set("lang", lang);
      history.replaceState(null, "", url.toString());
    });
  }

  // The seat is no longer this page's (taken on another device, or refused): say why, stop
  // typing into nothing, and offer the way back.
  function stop(lines, canRetake) {
    left = true;
    seated = false;
    append(lines, "error");
    status.textContent = lines.join(" ");
    field.disabled = true;
    choices.hidden = true;
    retake.hidden = !canRetake;
    away.hidden = false;
    (canRetake ? retake : away.querySelector("a")).focus();
    if (socket) socket.close();
  }

  function receive(frame) {
    switch (frame.t) {
      case "seat":
        if (!frame.watching) localStorage.setItem("alea-seat-" + frame.code, frame.token);
        codeLine = frame.code_line || null;
        document.getElementById("show-code").hidden = !codeLine;
        document.getElementById("watching").hidden = true;
        verbositySelect.value = frame.verbosity;
        seated = true;
        toldLost = false;
        status.textContent = body.dataset.connected;
        if (frame.lang !== pageLang) relabel(frame.lang);
        while (waiting.length) send({ t: "line", text: waiting.shift() });
        break;
      case "opened":
        location.assign("/t/" + frame.code + "?lang=" + pageLang);
        break;
      case "out":
        if (window.aleaSound) window.aleaSound.play(frame.cues);  // sound.js: the cue starts with its lines
        append(frame.lines);
        break;
      case "chat":
        if (window.aleaSound) window.aleaSound.play(frame.cues);
        append(frame.lines, "chat");
        break;
      case "error":
        if (!seated && code) {  // a full table, a wrong address or seat code: why, then stop
          stop(frame.lines, false);
          document.getElementById("watching").hidden = false;  // a full table can still be watched
        } else append(frame.lines, "error");
        break;
      case "moved":  // the seat taken on another device (take it back here), the host removed us, or a silent spectator closed
        if (frame.expelled) localStorage.removeItem(tokenKey);
        stop(frame.lines, !frame.expelled && !frame.watching);
        break;
      case "ask":
        ask(frame);
        break;
      case "board":  // the seat's board, drawn by board.js in place of the last one
        if (window.aleaBoard) window.aleaBoard.show(frame.board, frame.position);
        break;
      case "attention":  // a place asked about at the table: the board outlines it a few seconds
        if (window.aleaBoard) window.aleaBoard.point(frame.place);
        break;
      case "bye":
        left = true;
        socket.close();
        break;
    }
  }

  function join() {
    const frame = { t: "join", code: code };
    // Every page draws a board (a seat taken by its code too, without a reload); a spectator's is of no player.
    if (window.aleaBoard) frame.board = true;
    if (seatCode && !projector) {
      frame.seat_code = seatCode;
      frame.lang = pageLang;
      seatCode = null;
      send(frame);
      return;
    }
    if (watching || projector) {
      frame.watch = true;
      frame.lang = pageLang;
      frame.verbosity = verbositySelect.value;
      send(frame);
      return;
    }
    const token = localStorage.getItem(tokenKey);
    if (token) frame.token = token;
    if (!token || params.has("lang")) frame.lang = pageLang;
    if (!token) frame.verbosity = verbositySelect.value;
    send(frame);
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    // The table's code in the query lets a proxy route every connection of a table to one server.
    socket = new WebSocket(scheme + "//" + location.host + "/ws?lang=" + pageLang + (code ? "&table=" + code : ""));
    socket.addEventListener("open", function () {
      delay = 200;
      if (code) join();
      else {
        status.textContent = body.dataset.connected;
        if (pendingOpen) send(pendingOpen);
        pendingOpen = null;
      }
    });
    socket.addEventListener("message", function (event) {
      const data = JSON.parse(event.data);  // one frame, or several in order
      (Array.isArray(data) ? data : [data]).forEach(receive);
    });
    socket.addEventListener("close", function () {
      seated = false;
      if (left) return;
      if (!toldLost) {
        append([body.dataset.lost]);
        toldLost = true;
      }
      status.textContent = body.dataset.lost;
      setTimeout(connect, delay);
      delay = Math.min(3000, delay * 2);
    });
  }

  lineForm.addEventListener("submit", function (event) {
    event.preventDefault();
    if (field.disabled) return;
    const text = field.value;
    field.value = "";
    sendLine(text);
    field.focus();
  });
  // Take one's seat by its seat code (said or written down on another device), or watch.
  function again() {
    left = false;
    away.hidden = true;
    field.disabled = false;
    if (socket && socket.readyState === WebSocket.OPEN) join();
    else connect();
    field.focus();
  }
  document.getElementById("code-form").addEventListener("submit", function (event) {
    event.preventDefault();
    const typed = document.getElementById("seat-code").value.trim();
    if (!typed) return;
    seatCode = typed;
    watching = projector;
    again();
  });
  document.getElementById("show-code").addEventListener("click", function () {
    if (codeLine) append([codeLine]);
  });
  document.getElementById("watch").addEventListener("click", function () {
    watching = true;
    again();
  });
  retake.addEventListener("click", function () {
    left = false;
    away.hidden = true;
    field.disabled = false;
    field.focus();
    connect();
  });
  langSelect.addEventListener("change", function () {
    if (seated) send({ t: "set", lang: langSelect.value });
    else relabel(langSelect.value);
  });
  verbositySelect.addEventListener("change", function () {
    send({ t: "set", verbosity: verbositySelect.value });
  });
  if (!code) {
    document.getElementById("lobby").hidden = false;
    document.getElementById("open").hidden = false;
    document.getElementById("table").hidden = true;
    document.getElementById("open-form").addEventListener("submit", function (event) {
      event.preventDefault();
      var opening = { t: "open", game: document.getElementById("game").value, lang: pageLang };
      var count = document.getElementById("players").value;
      if (count) opening.players = Number(count);  // none chosen: the game's usual count
      if (document.getElementById("public").checked) opening.public = true;
      if (socket && socket.readyState === WebSocket.OPEN) send(opening);
      else pendingOpen = opening;  // pressed before the connection was up: not lost
    });
  } else {
    field.focus();
  }
  connect();
})();
