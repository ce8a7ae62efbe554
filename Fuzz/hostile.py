#!/usr/bin/env python3
"""Times `slimvc lint` on generated hostile inputs, the large ones a fuzzer never makes.

Usage: Fuzz/hostile.py [SLIMVC] [--limit SECONDS]

Each case is one file (or folder) built to make some part of SlimVC do the most work:
thousands of declarations, findings, suppressions or observers in one file, deep chains,
one type extended in thousands of files, a JSON baseline on one line. Each must finish
within the limit (default 5 s) and exit with 0 or 1; the script prints the times and
exits 1 otherwise. It is a benchmark, not a
test: run it after changing the scanner, the index or a rule.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

N = 50_000


def cases():
    vc = "class FeedViewController: UIViewController {\n"
    yield "one-line methods", vc + "".join(f"    func f{i}() {{ label.text = \"x\"; view.addSubview(v) }}\n" for i in range(N)) + "}\n"
    yield "view controllers", "".join(
        f"class F{i}ViewController: UIViewController {{ let d = F{i}DataController() }}\nfinal class F{i}DataController {{}}\n"
        for i in range(N))
    yield "superclass chain", "".join(f"class C{i}: C{i + 1} {{}}\n" for i in range(N))
    yield "alias chain", vc + "".join(f"    var p{i}: T{i} = T{i}()\n" for i in range(N)) + "}\n" + "".join(
        f"typealias T{i} = T{i + 1}\n" for i in range(N))
    yield "composition aliases", "".join(
        f"typealias A{i} = A{i + 1} & P{i}\nprotocol P{i} {{ func f{i}(in c: UIViewController) }}\n"
        f"final class M{i}ViewModel: A{i} {{ func f{i}(in c: UIViewController) {{}} }}\n" for i in range(N // 2))
    yield "cells taking Any", "".join(
        f"final class R{i}Cell: UICollectionViewCell {{\n func bindViewModel(_ m: Any) {{ let x = m as? R{i}Model }}\n"
        f" private let spinner = UIActivityIndicatorView()\n}}\nstruct R{i}Model {{}}\n" for i in range(N // 2))
    yield "KVO contexts", vc + "".join(
        f"    private var c{i} = 0\n    func o{i}() {{ v.addObserver(self, forKeyPath: \"k\", options: .new, context: &c{i}) }}\n"
        for i in range(N // 2)) + "}\n"
    yield "factory methods", vc + "".join(
        f"    private lazy var s{i} = make{i}()\n    func make{i}() -> S{i} {{ S{i}() }}\n" for i in range(N // 2)) + "}\n"
    yield "member aliases", "".join(
        f"final class M{i}ViewModel {{ typealias Source = UITableViewDiffableDataSource<Int, M{i}> }}\n" for i in range(N // 2)) + \
        vc + "".join(f"    private var s{i}: M{i}ViewModel.Source?\n" for i in range(N // 2)) + "}\n"
    yield "conformances", "class FeedViewController: UIViewController, " + ", ".join(f"P{i}Delegate" for i in range(N)) + " {}\n"
    yield "suppressions", vc + " func f() {\n" + "".join(
        "  label.text = \"x\" // slimvc:disable:this view_work_in_controller\n  // slimvc:disable method_length\n"
        for _ in range(N // 2)) + " }\n}\n"
    yield "observers per type", "".join(
        f"class V{i}ViewController: UIViewController {{\n"
        f" func f() {{ NotificationCenter.default.addObserver(self, selector: #selector(g), name: .n{i}, object: nil) }}\n"
        f" @objc func g(_ n: Notification) {{ let x = n.userInfo?[\"k{i}\"] }}\n}}\n" for i in range(N // 2))
    yield "cell configuration", vc + " func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {\n" \
        "  let cell = t.dequeueReusableCell(withIdentifier: \"c\", for: i) as! FeedCell\n" + "".join(
            f"  cell.l{i}.text = \"x\"\n" for i in range(N)) + "  return cell\n }\n}\n"
    yield "casts", "class AViewController: UIViewController {\n" + "".join(
        f"    lazy var v{i} = " + "(" * 50 + "self.view" + ")" * 50 + f" as? V{i}\n" for i in range(N // 2)) + "}\n"
    yield "nesting", "class N { " * 20_000 + "}" * 20_000 + "\n"
    yield "nested controllers", "".join(f"class T{i}ViewController: UIViewController {{\n" for i in range(2000)) + "}\n" * 2000
    yield "findings on one line", vc + "    func f() { " + "; ".join(f"n{i}Label.text = \"é\"" for i in range(N)) + " }\n}\n"
    yield "cells and dequeues", "".join(
        f"final class C{i}Cell: UITableViewCell {{ func configure(with m: M{i}) {{}} }}\n" for i in range(N // 2)) + vc + \
        " func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {\n" + "".join(
            f"  let c{i} = t.dequeueReusableCell(withIdentifier: \"c\", for: i) as! C{i}Cell\n  c{i}.l.text = \"x\"\n"
            for i in range(N // 2)) + " }\n}\n"
    yield "cells fed by field", "".join(
        f"final class C{i}Cell: UITableViewCell {{ var p{i}: String?\n func configure(title: String, count: Int) {{}} }}\n"
        for i in range(N // 2)) + vc + " func f(_ t: UITableView, _ i: IndexPath, _ m: Model) {\n" + "".join(
            f"  let c{i} = t.dequeueReusableCell(withIdentifier: \"c\", for: i) as! C{i}Cell\n"
            f"  c{i}.configure(title: m.t{i}, count: m.n{i})\n  c{i}.p{i} = items[i].name\n" for i in range(N // 2)) + " }\n}\n"
    yield "nested cell providers", vc + " func f() {\n" + (
        "UITableViewDiffableDataSource(tableView: t) { t, i, m in\n let cell = t.dequeueReusableCell(withIdentifier: \"c\", for: i)\n"
        " cell.l.text = \"x\"\n") * 3000 + "}\n" * 3000 + " }\n}\n"
    yield "text field handlers", vc + " func f() {\n" + "  alert.addTextField { t in t.text = \"x\" }\n" * N + " }\n}\n"
    yield "children added", "".join(
        f"class A{i}ViewController: UIViewController {{ var x = UIViewController(); func f() {{ addChild(x) }} }}\n" for i in range(N))
    yield "looped observers", vc + " func f() {\n  let names = [" + ", ".join(f".n{i}" for i in range(N // 10)) + "]\n" + "".join(
        f"  names.forEach {{ n in c.addObserver(self, selector: #selector(g), name: n, object: nil) }}\n"
        f"  for m in [.a{i}, .b{i}] {{ c.addObserver(self, selector: #selector(g), name: m, object: nil) }}\n" for i in range(N // 2)) + " }\n}\n"
    yield "registration flags", vc + "".join(
        f"    private var r{i} = false\n    func g{i}() {{ if !r{i} {{ c.addObserver(self); r{i} = true }} }}\n" for i in range(N // 2)) + \
        "    func h() {\n" + "".join(f"        r{i % 100} = true\n" for i in range(N)) + "    }\n}\n"
    yield "local centers", vc + " func f() {\n  let center = NotificationCenter()\n" + "".join(
        f"  center.addObserver(forName: .n{i}, object: nil, queue: nil) {{ _ in }}\n  other.addObserver(forName: .m{i}, object: nil, queue: nil) {{ _ in }}\n"
        for i in range(N // 2)) + " }\n}\n"
    yield "session parameters", vc + "".join(f"    func f{i}(_ s: URLSession) {{ other() }}\n" for i in range(N)) + "}\n"
    yield "singletons", "".join(
        f"final class S{i} {{\n static let shared = S{i}()\n private init() {{ observe() }}\n"
        f" private func observe() {{\n  c.addObserver(forName: .n, object: nil, queue: nil) {{ _ in }}\n  n += 1\n }}\n}}\n"
        for i in range(N // 2)) + "final class Big {\n static let shared = Big()\n private init() {\n" + "".join(
        f"  o{i}()\n" for i in range(N // 2)) + " }\n" + "".join(
        f" private func o{i}() {{\n  c.addObserver(forName: .n, object: nil, queue: nil) {{ _ in }}\n  n += 1\n }}\n"
        for i in range(N // 2)) + "}\n"
    yield "one name declared", "".join(f"class FeedViewController: UIViewController {{ var a{i} = 1 }}\n" for i in range(N))
    yield "disable and enable", vc + " func f() {\n" + "".join(
        f"  // slimvc:disable view_work_in_controller\n  view.alpha = {i}\n  // slimvc:enable view_work_in_controller\n"
        for i in range(N)) + " }\n}\n"
    yield "notification name of megabytes", "class AViewController: UIViewController {\n func f() {\n" \
        "  NotificationCenter.default.addObserver(self, selector: #selector(g), name: Notification.Name(\"" + "x y" * (50 * N) + "\"), object: nil)\n" \
        " }\n @objc func g(_ n: Notification) { let v = n.userInfo?[\"" + "k" * (100 * N) + "\"] }\n}\n"
    yield "rule name of megabytes", "// slimvc:disable " + "x" * (100 * N) + "\nclass A {}\n"
    # Networking reached through chains of project methods: one name along 50,000 types,
    # a new name at each link (past the walks of all calls, through the calls by name), and
    # 50,000 methods of one type calling the next; a screen calls each chain's first link.
    screen = "class FeedViewController: UIViewController {\n let s = S0()\n let big = Big()\n" \
        " func f() { s.go(); s.go0(); big.m0() }\n}\n"
    yield "networking chain", screen + "".join(
        f"final class S{i} {{ let next = S{i + 1}()\n func go() {{ next.go() }}\n func go{i}() {{ next.go{i + 1}() }} }}\n"
        for i in range(N)) + f"final class S{N} {{ func go() {{ AF.request(u) }}\n func go{N}() {{ AF.request(u) }} }}\n"
    yield "networking methods", screen + "final class Big {\n" + "".join(
        f" func m{i}() {{ m{i + 1}(); m{i}() }}\n" for i in range(N)) + f" func m{N}() {{ URLSession.shared.dataTask(with: u).resume() }}\n}}\n"
    yield "SwiftUI views", "".join(
        f"struct V{i}View: View {{\n    @State private var items: [Int] = []\n    @StateObject var model = M{i}()\n"
        f"    var body: some View {{\n        VStack {{ if let first = items.first {{ Text(first) }} }}\n"
        f"            .task {{ items = await api.load(); await model.load() }}\n    }}\n}}\n" for i in range(N // 2))
    yield "unwrapped in a view", "struct Deep: View {\n    @State var x: Int?\n    var body: some View {\n" + (
        "if let x {\n" * (N // 10)) + "Text(x)\n" + "}\n" * (N // 10) + "    }\n}\n"
    yield "closing braces", "}\n" * (4 * N)
    yield "one long line", "let a = [" + ",".join(str(i) for i in range(8 * N)) + "]\n"


def folder_cases():
    """Cases of many files: (name, {file name: text})."""
    files = {"Feed.swift": "class FeedViewController: UIViewController {\n    let banner = BannerView()\n}\n"}
    for i in range(20_000):
        files[f"E{i}.swift"] = (f"extension FeedViewController: P{i}Delegate {{\n    var part{i}: PartView? {{ nil }}\n"
                                f"    func f{i}() {{ banner.alpha = 0 }}\n}}\n")
    yield "extended in 20k files", files
    # One controller's name declared in 5,000 targets, each with its own extension: each
    # declaration is counted with the extensions nearest to it.
    files = {}
    for i in range(5_000):
        files[f"T{i}/FeedViewController.swift"] = "class FeedViewController: UIViewController, UITableViewDelegate {}\n"
        files[f"T{i}/Feed+Observers.swift"] = ("extension FeedViewController: UISearchBarDelegate {\n    func observe() {\n"
                                               + "".join(f"        NotificationCenter.default.addObserver(self, selector: #selector(f), name: .n{k}, object: nil)\n"
                                                         for k in range(4)) + "    }\n}\n")
    yield "one name in 5k targets", files


def run(slimvc, name, arguments, limit):
    """Lints, prints the case's time and exit status, and returns whether it failed."""
    start = time.perf_counter()
    try:
        status = subprocess.run([slimvc, "lint"] + arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                timeout=limit).returncode
    except subprocess.TimeoutExpired:
        status = None
    seconds = limit if status is None else time.perf_counter() - start
    print(f"{name:22} {seconds:6.2f} s  " + ("timed out" if status is None else f"exit {status}"))
    return status not in (0, 1)


def main():
    args = sys.argv[1:]
    limit = 5.0
    if "--limit" in args:
        position = args.index("--limit")
        limit = float(args[position + 1])
        del args[position:position + 2]
    slimvc = args[0] if args else ".build/release/slimvc"
    failed = False
    with tempfile.TemporaryDirectory() as folder:
        report = os.path.join(folder, "report.json")
        for name, text in cases():
            path = os.path.join(folder, name.replace(" ", "-") + ".swift")
            with open(path, "w", encoding="utf-8") as file:
                file.write(text)
            failed |= run(slimvc, name, ["--format", "json:" + report, path], limit)
            os.remove(path)
        for name, files in folder_cases():
            path = os.path.join(folder, name.replace(" ", "-"))
            os.mkdir(path)
            for file_name, text in files.items():
                os.makedirs(os.path.dirname(os.path.join(path, file_name)), exist_ok=True)
                with open(os.path.join(path, file_name), "w", encoding="utf-8") as file:
                    file.write(text)
            failed |= run(slimvc, name, ["--format", "json:" + report, path], limit)
            shutil.rmtree(path)
        # A baseline of 80,000 entries (2,000 screens with 2 findings each, 20 times over),
        # written on one line as `jq -c` writes it.
        app = os.path.join(folder, "app")
        os.mkdir(app)
        for i in range(2000):
            with open(os.path.join(app, f"S{i}.swift"), "w", encoding="utf-8") as file:
                file.write(f"class S{i}ViewController: UIViewController {{\n    func f() {{ view.alpha = 0 }}\n}}\n")
        baseline = os.path.join(folder, "baseline.json")
        subprocess.run([slimvc, "lint", "--write-baseline", baseline, app], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(baseline, encoding="utf-8") as file:
            content = json.load(file)
        content["findings"] = content["findings"] * 20
        with open(baseline, "w", encoding="utf-8") as file:
            json.dump(content, file)
        failed |= run(slimvc, "baseline on one line", ["--baseline", baseline, "--format", "json:" + report, app], limit)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
