#!/usr/bin/env python3
"""Checks that SlimVC's work on one file grows linearly with the file.

Usage: Fuzz/scaling.py [SLIMVC] [--small N] [--ratio R] [--write N PATH]

Writes one file of N small screens (default 2,000) and one of ten times as many, each
screen a view controller with what every rule reads (View work in functions, closures
and a property's closure, constraints, notification observers and userInfo reads, a data
source, a cell, a DataController), lints both under Callgrind (`--jobs 1`) and fails when
the larger run's instruction count is more than R (default 12) times the smaller's: work
linear in the file's tokens gives about 10. Instructions, not time: the same on any
machine, whatever else it runs. `--write N PATH` only writes a file of N screens.
"""
import os
import re
import subprocess
import sys
import tempfile


def screen(i):
    """One screen, small so that Callgrind's run stays short, with what each rule reads: a
    controller with View work (in a function, a closure and a property's closure, on the
    project's own control, constraints), observers and a userInfo read, a data source; its
    DataController, cell and control."""
    return f"""class S{i}ViewController: UIViewController {{
 let data = S{i}DataController(), slider = G{i}Slider()
 lazy var badge: UILabel = {{ let l = UILabel(); l.textColor = .red; return l }}()
 override func viewDidLoad() {{
  slider.minColor = .white; [badge].forEach {{ $0.alpha = 0 }}; view.addSubview(badge)
  NotificationCenter.default.addObserver(self, selector: #selector(f), name: .s{i}, object: nil)
 }}
 @objc func f(_ n: Notification) {{ guard let u = n.userInfo else {{ return }}; print(u["k"] ?? 0) }}
 func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {{
  let c = t.dequeueReusableCell(withIdentifier: "c", for: i) as! S{i}Cell; c.nameLabel.text = data.name; return c
 }}
}}
class S{i}DataController {{ var name = "" }}
class S{i}Cell: UITableViewCell {{ let nameLabel = UILabel(), detailLabel = UILabel() }}
class G{i}Slider: UIControl {{ var minColor = UIColor.black }}
"""


def write(count, path):
    with open(path, "w", encoding="utf-8") as file:
        for i in range(count):
            file.write(screen(i))


def lint(slimvc, path, folder):
    """Starts `slimvc lint --jobs 1` on the file under Callgrind; its count comes from `count`."""
    # slimvc may execute itself again once (HugePages.swift): Callgrind follows it.
    return subprocess.Popen(["valgrind", "--tool=callgrind", "--trace-children=yes",
                             "--callgrind-out-file=" + os.path.join(folder, "callgrind.%p"), slimvc, "lint", "--jobs", "1",
                             "--format", "json:" + path + ".json", path], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)


def count(process, path):
    """The instructions Callgrind counted in the run of `lint`."""
    errors = process.communicate()[1]
    if process.returncode not in (0, 1):
        sys.exit(f"slimvc lint {path} exited with {process.returncode}:\n{errors}")
    counts = [int(count) for count in re.findall(r"Collected : (\d+)", errors)]
    if not counts:
        sys.exit("no instruction count in Callgrind's output:\n" + errors)
    return sum(counts)


def main():
    args = sys.argv[1:]
    options = {"--small": "2000", "--ratio": "12"}
    for name in list(options):
        if name in args:
            position = args.index(name)
            options[name] = args[position + 1]
            del args[position:position + 2]
    if args and args[0] == "--write":
        write(int(args[1]), args[2])
        return
    slimvc = args[0] if args else ".build/release/slimvc"
    small, limit = int(options["--small"]), float(options["--ratio"])
    with tempfile.TemporaryDirectory() as folder:
        paths = [os.path.join(folder, f"screens-{screens}.swift") for screens in (small, 10 * small)]
        for screens, path in zip((small, 10 * small), paths):
            write(screens, path)
        # Both at once: instructions do not depend on what else runs, and CI has two cores.
        runs = [lint(slimvc, path, folder) for path in paths]
        counts = [count(run, path) for run, path in zip(runs, paths)]
        for screens, path, instructions in zip((small, 10 * small), paths, counts):
            print(f"{screens:7} screens, {os.path.getsize(path) / 1e6:6.1f} MB: {instructions:15,} instructions")
    ratio = counts[1] / counts[0]
    print(f"ratio {ratio:.2f} (limit {limit:g})")
    sys.exit(1 if ratio > limit else 0)


if __name__ == "__main__":
    main()
