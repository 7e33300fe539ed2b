"""Import cycles in alea: the strongly connected components of its import graph.

    python tools/import_cycles.py [SRC]     (SRC defaults to src; exit status 1 when a cycle exists)

Imports inside functions count (they only hide a cycle from the interpreter); imports under
``if TYPE_CHECKING:`` do not. Each cycle is printed with its edges, the deferred ones marked.
tests/test_import_cycles.py runs it.
"""
import ast, os, sys
root = sys.argv[1] if len(sys.argv) > 1 else "src"
mods = {}
for dp, _, fs in os.walk(os.path.join(root, "alea")):
    for f in fs:
        if f.endswith(".py"):
            p = os.path.join(dp, f)
            rel = os.path.relpath(p, root)[:-3].replace(os.sep, ".")
            if rel.endswith(".__init__"): rel = rel[:-9]
            mods[rel] = p
def resolve(mod, level, name, is_pkg):
    if level:
        base = mod.split(".") if is_pkg else mod.split(".")[:-1]
        base = base[:len(base) - (level - 1)] if level > 1 else base
        return ".".join(base + ([name] if name else []))
    return name
edges = {}
for m, p in mods.items():
    tree = ast.parse(open(p).read())
    is_pkg = p.endswith("__init__.py")
    tc = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for sub in ast.walk(node): tc.add(id(sub))
    deferred = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for sub in ast.walk(node): deferred.add(id(sub))
    for node in ast.walk(tree):
        if id(node) in tc: continue
        targets = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = resolve(m, node.level, node.module, is_pkg)
            for a in node.names:
                full = f"{base}.{a.name}"
                targets.append(full if full in mods else base)
        for t in targets:
            while t and t not in mods: t = t.rpartition(".")[0]
            if t and t != m and t.startswith("alea"):
                edges.setdefault(m, {})[t] = edges.get(m, {}).get(t, True) and (id(node) in deferred)
# parent packages are imported too (importing a.b.c runs a.b/__init__) -- ignore for cycles
sys.setrecursionlimit(10000)
index = {}; low = {}; st = []; on = set(); sccs = []; c = [0]
def sc(v):
    index[v] = low[v] = c[0]; c[0] += 1; st.append(v); on.add(v)
    for w in edges.get(v, {}):
        if w not in index: sc(w); low[v] = min(low[v], low[w])
        elif w in on: low[v] = min(low[v], index[w])
    if low[v] == index[v]:
        comp = []
        while True:
            w = st.pop(); on.discard(w); comp.append(w)
            if w == v: break
        if len(comp) > 1: sccs.append(comp)
for v in mods:
    if v not in index: sc(v)
for comp in sccs:
    print("CYCLE:", sorted(comp))
    for a in sorted(comp):
        for b, d in sorted(edges.get(a, {}).items()):
            if b in comp: print(f"   {a} -> {b}{'   (inside a function)' if d else ''}")
print(len(sccs), "cycles")
sys.exit(1 if sccs else 0)
