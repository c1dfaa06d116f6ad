import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type EnsureEnv,
  ensure,
  findMissing,
  installCommands,
  loadManifest,
  planInstall,
  type Requirement,
  which,
} from "./requirements.js";

/** A folder holding executables named `names` (empty scripts), to stand in for PATH. */
function fakeBin(...names: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "sysreq-"));
  for (const n of names) {
    writeFileSync(join(dir, n), "#!/bin/sh\nexit 0\n");
    chmodSync(join(dir, n), 0o755);
  }
  return dir;
}

const frob: Requirement = { name: "frob", check: { command: "frob" }, apt: "frob-tools", usedBy: "a test" };
const frobd: Requirement = {
  name: "frobd",
  check: { command: "frobd" },
  apt: "frob-tools",
  usedBy: "a test",
};

/** An environment that records what would run instead of running it. */
function recording(pathVar: string, isRoot: boolean): EnsureEnv & { runs: string[]; lines: string[] } {
  const runs: string[] = [];
  const lines: string[] = [];
  return {
    pathVar,
    isRoot,
    runs,
    lines,
    run: (p, a) => {
      runs.push([p, ...a].join(" "));
      return 0;
    },
    log: (l) => lines.push(l),
  };
}

describe("loadManifest", () => {
  it("reads the repository's manifest, each entry naming one package source", () => {
    const names = loadManifest().map((r) => r.name);
    expect(names).toEqual(
      expect.arrayContaining(["ffmpeg", "ffprobe", "chromium", "moto", "tesseract", "python3-opencv"]),
    );
  });

  it("refuses an entry naming both apt and pip", () => {
    const file = join(mkdtempSync(join(tmpdir(), "sysreq-")), "m.json");
    writeFileSync(file, JSON.stringify({ requirements: [{ ...frob, pip: "frob" }] }));
    expect(() => loadManifest(file)).toThrow(/one of apt\/pip/);
  });
});

describe("findMissing", () => {
  it("finds programs on PATH and executable files without a shell", () => {
    const bin = fakeBin("frob");
    expect(which("frob", bin)).toBe(join(bin, "frob"));
    const present: Requirement = { name: "sh", check: { file: "/bin/sh" }, apt: "dash", usedBy: "x" };
    const absent: Requirement = {
      name: "nope",
      check: { file: join(bin, "nope") },
      apt: "nope",
      usedBy: "x",
    };
    expect(findMissing([frob, frobd, present, absent], bin).map((r) => r.name)).toEqual(["frobd", "nope"]);
  });

  it("finds readable data files, executable or not", () => {
    const dir = mkdtempSync(join(tmpdir(), "sysreq-"));
    writeFileSync(join(dir, "eng.traineddata"), "x");
    const data = (name: string, path: string): Requirement => ({
      name,
      check: { data: path },
      apt: name,
      usedBy: "x",
    });
    const found = findMissing([
      data("eng", join(dir, "eng.traineddata")),
      data("deu", join(dir, "deu.traineddata")),
    ]);
    expect(found.map((r) => r.name)).toEqual(["deu"]);
  });

  it("asks the named interpreter to import modules, not the python3 on PATH", () => {
    // A stand-in interpreter that imports nothing (exits 1), and one that imports anything.
    const bin = mkdtempSync(join(tmpdir(), "sysreq-"));
    for (const [name, code] of [
      ["nopython", 1],
      ["anypython", 0],
    ] as const) {
      writeFileSync(join(bin, name), `#!/bin/sh\nexit ${code}\n`);
      chmodSync(join(bin, name), 0o755);
    }
    const modules = (name: string, interpreter: string): Requirement => ({
      name,
      check: { pythonModules: ["cv2"], interpreter },
      apt: "python3-opencv",
      usedBy: "x",
    });
    const list = [
      modules("refused", join(bin, "nopython")),
      modules("imported", join(bin, "anypython")),
      modules("absent", join(bin, "missing")),
    ];
    expect(findMissing(list).map((r) => r.name)).toEqual(["refused", "absent"]);
  });

  it("counts every Python distribution missing when python3 is not on PATH", () => {
    const py: Requirement = { name: "py", check: { pythonDistributions: ["pip"] }, pip: "pip", usedBy: "x" };
    expect(findMissing([py], fakeBin()).map((r) => r.name)).toEqual(["py"]);
  });
});

describe("planInstall", () => {
  it("names each Debian package once and adds python3-pip when pip is absent", () => {
    const moto: Requirement = {
      name: "moto",
      check: { pythonDistributions: ["moto"] },
      pip: "moto[server]",
      usedBy: "x",
    };
    expect(planInstall([frob, frobd, moto], false)).toEqual({
      apt: ["python3-pip", "frob-tools"],
      pip: ["moto[server]"],
    });
    expect(installCommands(planInstall([frob, moto], true), false)).toEqual([
      "sudo apt-get update && sudo apt-get install -y --no-install-recommends frob-tools",
      "python3 -m pip install 'moto[server]'",
    ]);
  });
});

describe("ensure", () => {
  it("does nothing when every requirement is present", () => {
    const env = recording(fakeBin("frob", "frobd"), true);
    expect(ensure([frob, frobd], env, { install: true })).toEqual([]);
    expect(env.runs).toEqual([]);
    expect(env.lines).toEqual([]);
  });

  it("runs one apt-get update and one install as root with apt-get on PATH", () => {
    const bin = fakeBin("apt-get");
    const env = recording(bin, true);
    const still = ensure([frob, frobd], env, { install: true });
    expect(env.runs).toEqual([
      `${bin}/apt-get update -qq`,
      `${bin}/apt-get install -y -qq --no-install-recommends frob-tools`,
    ]);
    // The fake apt-get installs nothing, so both are reported as still missing.
    expect(still.map((r) => r.name)).toEqual(["frob", "frobd"]);
    expect(env.lines.at(-1)).toContain("apt-get install -y --no-install-recommends frob-tools");
  });

  it("installs nothing and names the packages and command when not root", () => {
    const env = recording(fakeBin("apt-get"), false);
    const still = ensure([frob], env, { install: true });
    expect(env.runs).toEqual([]);
    expect(still).toEqual([frob]);
    expect(env.lines.join("\n")).toMatch(
      /not running as root[\s\S]*frob \(Debian package frob-tools\): a test/,
    );
    expect(env.lines.join("\n")).toContain(
      "sudo apt-get update && sudo apt-get install -y --no-install-recommends frob-tools",
    );
  });

  it("installs nothing without apt-get on PATH", () => {
    const env = recording(fakeBin(), true);
    ensure([frob], env, { install: true });
    expect(env.runs).toEqual([]);
    expect(env.lines.join("\n")).toContain("no apt-get on PATH");
  });

  it("only reports in check mode", () => {
    const env = recording(fakeBin("apt-get"), true);
    expect(ensure([frob], env, { install: false })).toEqual([frob]);
    expect(env.runs).toEqual([]);
  });
});
