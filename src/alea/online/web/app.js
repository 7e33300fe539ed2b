// Alea's web client: one log (role="log") to which lines are only ever appended, one text
// field that takes the same commands as the terminal, and the numbered choices as buttons.
// Everything the page says comes from the server, already in the player's language.
"use strict";
(function () {
  const body = document.body;
  const log = document.getElementById("log");
  const lineForm = document.getElementById("line-form");
  const field = document.getElementById("command");
  const choices = document.getElementById("choices");
  const buttons = document.getElementById("choice-buttons");
  const status = document.getElementById("status");
  const langSelect = document.getElementById("lang");
  const verbositySelect = document.getElementById("verbosity");
  const pageLang = document.documentElement.lang;
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

  function append(lines, kind) {
    for (const text of lines) {
      const line = document.createElement("p");
      line.textContent = text;
      if (kind) line.className = kind;
      log.appendChild(line);
    }
    log.scrollTop = log.scrollHeight;
  }

  function send(frame) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  }

  function sendLine(text) {
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
      button.textContent = (index + 1) + " " + label;
      button.addEventListener("click", function () {
        sendLine(String(index + 1));
        field.focus();
      });
      buttons.appendChild(button);
    });
    choices.hidden = false;
  }

  function receive(frame) {
    switch (frame.t) {
      case "seat":
        if (frame.lang !== pageLang) {  // the seat speaks another language: the page follows it
          location.replace("/t/" + frame.code + "?lang=" + frame.lang);
          return;
        }
        localStorage.setItem("alea-seat-" + frame.code, frame.token);
        verbositySelect.value = frame.verbosity;
        seated = true;
        toldLost = false;
        status.textContent = body.dataset.connected;
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
        append(frame.lines, "error");
        break;
      case "ask":
        ask(frame);
        break;
      case "bye":
        left = true;
        socket.close();
        break;
    }
  }

  function join() {
    const frame = { t: "join", code: code };
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
    const text = field.value;
    field.value = "";
    sendLine(text);
    field.focus();
  });
  langSelect.addEventListener("change", function () {
    if (seated) send({ t: "set", lang: langSelect.value });
    else location.replace(location.pathname + "?lang=" + langSelect.value);
  });
  verbositySelect.addEventListener("change", function () {
    send({ t: "set", verbosity: verbositySelect.value });
  });
  if (!code) {
    document.getElementById("open").hidden = false;
    document.getElementById("table").hidden = true;
    document.getElementById("open-form").addEventListener("submit", function (event) {
      event.preventDefault();
      var opening = { t: "open", game: document.getElementById("game").value, lang: pageLang };
      var count = document.getElementById("players").value;
      if (count) opening.players = Number(count);  // none chosen: the game's usual count
      if (socket && socket.readyState === WebSocket.OPEN) send(opening);
      else pendingOpen = opening;  // pressed before the connection was up: not lost
    });
  }
  connect();
})();
