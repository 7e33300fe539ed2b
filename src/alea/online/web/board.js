// Alea's board, drawn (behaviour 17, docs/board.md): the seat's board as the server sends it, one
// <svg role="img"> inside #board whose short name says the key facts. It is only ever redrawn in
// place: it never takes the focus and never speaks (it is no live region); the log and the command
// field stay the way to every fact. The board knows no game: it lays out titled panels of cells
// and paints each cell by its fill's class (board.css holds the palette of both schemes).
"use strict";
(function () {
  const holder = document.getElementById("board");
  const area = document.getElementById("board-area");
  if (!holder || !area) return;
  const NS = "http://www.w3.org/2000/svg";
  const larger = document.getElementById("board-larger");
  const recent = document.getElementById("recent");
  const projector = document.body.classList.contains("projector");
  const RECENT = 4;  // lines shown in very large print beside a projector's board
  const NOTE = projector ? 0.34 : 0.26;  // a cell's small print (a colour's letter), of the cell's size
  const PAD = 8;  // units left clear at either side: an outline around a panel at the edge stays in sight
  const BANNER = 1.35;  // the banner's print over the usual words' (whose turn, the question being decided)
  let shown = null;
  let moved = new Set();  // the cells the last move changed ("panel:x:y"), marked on the board
  let position = null;  // the game's position the shown board was drawn at
  let width = 0;
  let tall = 0;
  let pointed = null;  // the place a query at the table asked about ("column b3"), outlined a while
  let pointing = null;  // the timer that ends the outline
  const POINTED = 6000;  // milliseconds a place asked about stays outlined

  function node(name, attributes, parent) {
    const made = document.createElementNS(NS, name);
    for (const key in attributes) made.setAttribute(key, attributes[key]);
    if (parent) parent.appendChild(made);
    return made;
  }

  function text(parent, x, y, size, words, kind) {
    const made = node("text", { x: x, y: y, "font-size": size, class: kind || "" }, parent);
    made.textContent = words;
    return made;
  }

  // Words cut into lines of at most `room` units at `size` (an average glyph is 0.56 of its size).
  function wrapped(words, size, room) {
    const most = Math.max(8, Math.floor(room / (size * 0.56)));
    const lines = [];
    let line = "";
    for (const word of words.split(" ")) {
      if (line && (line + " " + word).length > most) {
        lines.push(line);
        line = word;
      } else line = line ? line + " " + word : word;
    }
    if (line) lines.push(line);
    return lines;
  }

  // The size of a panel drawn with cells of `cell` units and text of `font` units, at most `room` wide.
  function measure(panel, cell, font, room) {
    const size = Math.max(24, Math.min(cell, Math.floor(room / panel.columns)));
    const gridWidth = size * panel.columns;
    const boxWidth = Math.min(room, Math.max(gridWidth, font * 14));
    const titleLines = wrapped(panel.title, font * 1.15, boxWidth);
    const lines = [];
    panel.lines.forEach(function (line, n) {
      for (const part of wrapped(line, font, boxWidth)) lines.push({ words: part, at: n });
    });
    const height = titleLines.length * font * 1.5 + size * panel.rows + (panel.rows ? 8 : 0) + lines.length * font * 1.35;
    return { panel: panel, size: size, width: boxWidth, height: height, titleLines: titleLines, lines: lines };
  }

  function drawCell(group, cell, size, x0, y0) {
    const x = x0 + cell.x * size;
    const y = y0 + cell.y * size;
    const wide = size * (cell.width || 1);
    const g = node("g", { class: "cell f-" + cell.fill + (cell.mark !== "none" ? " m-" + cell.mark : "") }, group);
    if (cell.words) node("title", {}, g).textContent = cell.words;
    if (cell.fill !== "none") {
      node("rect", { x: x + 2, y: y + 2, width: wide - 4, height: size - 4, rx: 4 }, g);
      if (cell.mark === "hatch") node("rect", { x: x + 2, y: y + 2, width: wide - 4, height: size - 4, rx: 4, class: "hatch" }, g);
      if (cell.mark === "cross") {
        node("line", { x1: x + 6, y1: y + 6, x2: x + size - 6, y2: y + size - 6, class: "mark" }, g);
        node("line", { x1: x + size - 6, y1: y + 6, x2: x + 6, y2: y + size - 6, class: "mark" }, g);
      }
      if (cell.mark === "ring") node("circle", { cx: x + size / 2, cy: y + size / 2, r: size / 2 - 5, class: "mark" }, g);
    }
    if (cell.text) {
      // Large print, made smaller only as far as a longer label needs to fit its cell.
      const big = Math.min(cell.note ? size * 0.5 : size * 0.56, (wide - 6) / (cell.text.length * 0.62));
      const t = text(g, x + wide / 2, y + size * (cell.note ? 0.44 : 0.52), Math.round(big), cell.text, "value");
      t.setAttribute("text-anchor", "middle");
      t.setAttribute("dominant-baseline", "central");
    }
    if (cell.note) {
      const t = text(g, x + wide / 2, y + size * 0.79, Math.round(size * NOTE), cell.note, "note");
      t.setAttribute("text-anchor", "middle");
      t.setAttribute("dominant-baseline", "central");
    }
    return g;
  }

  function drawPanel(svg, box, x, y, font, p) {
    const group = node("g", { class: "panel" }, svg);
    if (pointed && (box.panel.places || []).indexOf(pointed) >= 0) {  // the whole panel asked about
      group.classList.add("pointed");
      node("rect", { x: x - 6, y: Math.max(2, y - 4), width: box.width + 12, height: box.height + 8, rx: 10,
                     class: "pointed-mark" }, group);
    }
    let at = y;
    for (const line of box.titleLines) {
      text(group, x, at + font * 1.15, Math.round(font * 1.15), line, "title");
      at += font * 1.5;
    }
    for (const cell of box.panel.cells) {
      const g = drawCell(group, cell, box.size, x, at);
      if (pointed && (cell.places || []).indexOf(pointed) >= 0) {  // asked about at the table: a thick solid double outline
        g.classList.add("pointed");
        node("rect", { x: x + cell.x * box.size - 4, y: at + cell.y * box.size - 4, width: box.size * (cell.width || 1) + 8,
                       height: box.size + 8, rx: 8, class: "pointed-mark" }, g);
      }
      if (moved.has(p + ":" + cell.x + ":" + cell.y)) {  // changed by the last move: a thick dashed outline
        g.classList.add("moved");
        node("rect", { x: x + cell.x * box.size - 1, y: at + cell.y * box.size - 1, width: box.size * (cell.width || 1) + 2,
                       height: box.size + 2, rx: 6, class: "moved-mark" }, g);
      }
    }
    at += box.size * box.panel.rows + (box.panel.rows ? 8 : 0);
    for (const line of box.lines) {
      if (moved.has(p + ":line:" + line.at))  // a line the last move changed: a thick dashed outline too
        node("rect", { x: x - 3, y: at + 1, width: box.width + 3, height: font * 1.35, rx: 4, class: "moved-mark moved-line" }, group);
      text(group, x, at + font, font, line.words, "line");
      at += font * 1.35;
    }
  }

  function legendPanel(board) {
    const cells = [];
    const lines = [];
    board.legend.forEach(function (swatch, index) {
      cells.push({ x: 0, y: index, text: swatch.letter, note: "", fill: swatch.fill,
                   mark: swatch.fill === "hidden" ? "hatch" : swatch.fill === "off" ? "cross" : "none", words: "" });
      cells.push({ x: 1, y: index, text: "", note: "", fill: "none", mark: "none", words: "", label: swatch.name });
    });
    const legend = board.legend.slice();
    for (const kind of ["moved", "pointed"]) {  // the page's own marks, named in its language
      const words = document.getElementById("board-" + kind);
      if (!words || !words.textContent) continue;
      legend.push({ fill: "empty", letter: "", name: words.textContent, mark: kind });
      cells.push({ x: 0, y: legend.length - 1, text: "", note: "", fill: "empty", mark: "none", words: "" }, {});
    }
    return { title: board.legend_title, columns: 1, rows: legend.length, cells: cells, lines: lines, legend: legend };
  }

  // Panels flowed into rows `room` units wide; returns the boxes with their places and the height.
  function layout(board, room, cell, font) {
    const boxes = [];
    let x = 0, y = 0, rowHeight = 0;
    const gap = Math.round(font * 1.2);
    const panels = board.panels.slice();
    if (board.legend.length) panels.push(legendPanel(board));
    for (const panel of panels) {
      const box = measure(panel, cell, font, room);
      if (panel.legend) {  // each entry as tall as its wrapped name needs, its swatch at least
        box.width = Math.min(room, Math.max(box.width, font * 20));
        box.rowHeights = panel.legend.map(function (swatch) {
          return Math.max(box.size, wrapped(swatch.name, font, box.width - box.size - 8).length * font * 1.2 + 8);
        });
        box.height = box.titleLines.length * font * 1.5 + box.rowHeights.reduce(function (a, b) { return a + b; }, 0) + 8;
      }
      if (x > 0 && x + box.width > room) {
        x = 0;
        y += rowHeight + gap;
        rowHeight = 0;
      }
      box.x = x;
      box.y = y;
      boxes.push(box);
      x += box.width + gap;
      rowHeight = Math.max(rowHeight, box.height);
    }
    return { boxes: boxes, height: y + rowHeight };
  }

  // The cells the last move changed: each cell by its panel and place, compared with the board
  // before it (a change of language alone redraws the words, not the marks).
  function changes(before, after) {
    const moved = new Set();
    if (!before) return moved;
    const old = new Map();
    before.panels.forEach(function (panel, p) {
      for (const cell of panel.cells) old.set(p + ":" + cell.x + ":" + cell.y, cell);
    });
    after.panels.forEach(function (panel, p) {  // the lines under a panel's grid: those not there before
      const was = before.panels[p] ? before.panels[p].lines : [];
      panel.lines.forEach(function (line, n) { if (was.indexOf(line) < 0) moved.add(p + ":line:" + n); });
    });
    const lines = moved.size;
    after.panels.forEach(function (panel, p) {
      for (const cell of panel.cells) {
        const was = old.get(p + ":" + cell.x + ":" + cell.y);
        if (!was || was.text !== cell.text || was.fill !== cell.fill || was.mark !== cell.mark || was.note !== cell.note)
          moved.add(p + ":" + cell.x + ":" + cell.y);
      }
    });
    return moved.size - lines >= old.size && old.size > 0 ? new Set() : moved;  // a new game: nothing marked
  }

  // The banner over the panels: whose turn it is (the board's name says it) and the question being decided.
  function bannerLines(room, font) {
    const said = [];
    const wide = room * 0.85;  // bold print is wider than the usual words the wrapping counts on
    for (const line of wrapped(shown.name, font * BANNER, wide)) said.push([line, "banner"]);
    if (shown.asked) for (const line of wrapped(shown.asked, font * BANNER, wide)) said.push([line, "asked"]);
    return said;
  }

  // The board laid out `room` units wide, its banner over it: the boxes, the banner and the height.
  function planned(room, cell, font) {
    const banner = bannerLines(room, font);
    const top = banner.length * font * BANNER * 1.3 + (banner.length ? font * 0.5 : 0);
    const placed = layout(shown, room, cell, font);
    for (const box of placed.boxes) box.y += top;
    return { boxes: placed.boxes, banner: banner, height: placed.height + top, room: room };
  }

  function draw() {
    if (!shown) return;
    const available = Math.max(200, holder.clientWidth || 300);
    const scale = larger && larger.checked && !projector ? 1.5 : 1;
    // On a projector the words are larger beside the cells: the board is fitted whole, and its
    // smallest print (a note, a line) sets how far back it reads.
    const cell = Math.round(56 * scale), font = Math.round((projector ? 22 : 18) * scale);
    let magnify = 1;
    let placed = planned(available - 2 * PAD, cell, font);
    if (projector) {  // fitted whole to the room the screen leaves it: of the widths tried, the one whose
      // board, fitted to that room's width and height both, is drawn the largest (no scroll, nothing off screen)
      const tall = Math.max(200, holder.clientHeight || window.innerHeight);
      magnify = 0;
      for (let room = 280; room <= 4000; room += 20) {
        const attempt = planned(room, cell, font);
        const fits = Math.min(available / (room + 2 * PAD), tall / (attempt.height + 4));
        if (fits > magnify) {
          magnify = fits;
          placed = attempt;
        }
      }
    }
    const room = placed.room;
    const svg = node("svg", { role: "img", "aria-label": shown.name + (shown.asked ? ". " + shown.asked : ""),
                              class: "board-drawing",
                              viewBox: -PAD + " 0 " + Math.round(room + 2 * PAD) + " " + Math.ceil(placed.height + 4),
                              width: Math.floor((room + 2 * PAD) * magnify), height: Math.floor((placed.height + 4) * magnify),
                              focusable: "false" });
    const pattern = node("pattern", { id: "board-hatch", width: 8, height: 8, patternUnits: "userSpaceOnUse",
                                      patternTransform: "rotate(45)" }, node("defs", {}, svg));
    node("line", { x1: 0, y1: 0, x2: 0, y2: 8 }, pattern);
    const top = node("g", { class: "panel banner" }, svg);
    placed.banner.forEach(function (line, n) {
      text(top, 0, (n + 1) * font * BANNER * 1.3 - font * 0.3, Math.round(font * BANNER), line[0], line[1]);
    });
    placed.boxes.forEach(function (box, p) {
      if (box.panel.legend) drawLegend(svg, box, font);
      else drawPanel(svg, box, box.x, box.y, font, p);
    });
    holder.replaceChildren(svg);
    trim();
    holder.dataset.magnify = String(magnify);  // the smallest text on screen is its size times this (tests read it)
    width = available;
    tall = holder.clientHeight;
  }

  function drawLegend(svg, box, font) {
    const group = node("g", { class: "panel legend" }, svg);
    let at = box.y;
    for (const line of box.titleLines) {
      text(group, box.x, at + font * 1.15, Math.round(font * 1.15), line, "title");
      at += font * 1.5;
    }
    const size = box.size;
    box.panel.legend.forEach(function (swatch, index) {
      const tall = box.rowHeights[index];
      const top = at + (tall - size) / 2;  // the swatch in the middle of its entry's height
      const g = drawCell(group, Object.assign({}, box.panel.cells[index * 2], { y: 0 }), size, box.x, top);
      if (swatch.mark) node("rect", { x: box.x + 3, y: top + 3, width: size - 6, height: size - 6, rx: 6,
                                      class: swatch.mark + "-mark" }, g);
      const words = wrapped(swatch.name, font, box.width - size - 8);
      words.forEach(function (line, n) {
        text(group, box.x + size + 8, at + tall / 2 + (n - (words.length - 1) / 2) * font * 1.2,
             font, line, "line").setAttribute("dominant-baseline", "central");
      });
      at += tall;
    });
  }

  // A new board: the cells its move changed are marked (a change of language alone keeps the marks).
  function show(board, at) {
    if (at === undefined || at !== position) moved = changes(shown, board);
    position = at;
    shown = board;
    area.hidden = false;
    draw();
  }

  // The last lines of the game beside a projector's board, in very large print (the log keeps them all).
  function lines(added) {
    if (!recent) return;
    for (const line of added) {
      const p = document.createElement("p");
      p.textContent = line;
      recent.appendChild(p);
    }
    const shownLines = recent.querySelectorAll("p");
    for (let n = 0; n < shownLines.length - RECENT; n++) shownLines[n].remove();
    trim();
  }

  // On a projector, the oldest lines go while they overflow their column: none is cut off the screen.
  function trim() {
    while (projector && recent && recent.scrollHeight > recent.clientHeight + 1 && recent.querySelectorAll("p").length > 1)
      recent.querySelector("p").remove();
  }

  if (larger) {
    larger.checked = localStorage.getItem("alea-board-larger") === "1";
    larger.addEventListener("change", function () {
      localStorage.setItem("alea-board-larger", larger.checked ? "1" : "0");
      draw();
    });
  }
  if (window.ResizeObserver) {
    new ResizeObserver(function () {
      if (shown && (holder.clientWidth !== width || (projector && holder.clientHeight !== tall))) draw();
    }).observe(holder);
  } else window.addEventListener("resize", draw);
  // A place asked about at the table (a query typed by anyone there): outlined a few seconds.
  function point(place) {
    pointed = place;
    if (pointing) clearTimeout(pointing);
    pointing = setTimeout(function () {
      pointed = null;
      draw();
    }, POINTED);
    draw();
  }

  window.aleaBoard = { show: show, lines: lines, point: point };
})();
