/**
 * The system programs the code and its tests run (`system-requirements.json`), checked and —
 * where this machine allows — installed, so `npm install && npm start` and `npm install && npm
 * test` need nothing installed by hand. Run by the root `postinstall` and at the start of
 * `npm test` (npm 11 runs no `pretest` hook here), so a ready machine must pay almost nothing:
 * programs are found by walking PATH (no child process), Python packages by one `python3` call.
 *
 * Installs with `apt-get` (one `update`, one `install --no-install-recommends`) when running as
 * root with `apt-get` on PATH, and `python3 -m pip` for Python packages; otherwise prints what is
 * missing, what uses it and the command that installs it. It never fails the calling command:
 * a test that needs a missing program fails with its own message, the others still run.
 *
 * Runs under Node 24's type stripping (`node scripts/system/requirements.ts`), before anything
 * is built, so it imports only Node's own modules.
 *
 *   node scripts/system/requirements.ts [--check] [--manifest FILE]
 *     --check     report only, install nothing; exits 1 when something is missing
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants, readFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

/**
 * How to tell that a requirement is present: a program on PATH, an executable file, a readable
 * data file, Python distributions (`name` or `name==version`) of the `python3` on PATH, or
 * modules a given interpreter imports (Debian's `python3-*` packages are seen only by
 * `/usr/bin/python3`, not by a pyenv or venv Python earlier on PATH).
 */
export type RequirementCheck =
  | { command: string }
  | { file: string }
  | { data: string }
  | { pythonDistributions: string[] }
  | { pythonModules: string[]; interpreter: string };

/** One system requirement: how to find it, the package that ships it, and who needs it. */
export interface Requirement {
  name: string;
  check: RequirementCheck;
  /** A Debian package name. */
  apt?: string;
  /** A pip requirement specifier. */
  pip?: string;
  usedBy: string;
}

/** What to install for the missing requirements. */
export interface InstallPlan {
  apt: string[];
  pip: string[];
}

/** The default manifest, at the repository root. */
export const MANIFEST = fileURLToPath(new URL("../../system-requirements.json", import.meta.url));

/** Reads a manifest file; every entry MUST name a check and exactly one of `apt`/`pip`. */
export function loadManifest(file: string = MANIFEST): Requirement[] {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { requirements?: Requirement[] };
  const list = parsed.requirements ?? [];
  for (const r of list) {
    if (!r.name || !r.check || Boolean(r.apt) === Boolean(r.pip))
      throw new Error(`${file}: requirement ${JSON.stringify(r.name)} needs a check and one of apt/pip`);
  }
  return list;
}

/** True when `path` is an executable file. */
function isExecutable(path: string): boolean {
  return hasAccess(path, constants.X_OK);
}

function hasAccess(path: string, mode: number): boolean {
  try {
    accessSync(path, mode);
    return true;
  } catch {
    return false;
  }
}

/** Whether `interpreter` imports every one of `modules` (one start of the interpreter). */
function importsModules(interpreter: string, modules: string[]): boolean {
  if (!isExecutable(interpreter)) return false;
  const out = spawnSync(interpreter, ["-c", modules.map((m) => `import ${m}`).join("; ")], {
    stdio: "ignore",
  });
  return out.status === 0;
}

/** The first executable named `command` on `pathVar`, without spawning a shell. */
export function which(command: string, pathVar: string = process.env.PATH ?? ""): string | undefined {
  for (const dir of pathVar.split(delimiter)) {
    if (dir && isExecutable(join(dir, command))) return join(dir, command);
  }
  return undefined;
}

// One interpreter start for every Python check: prints the specifiers that are not satisfied.
const PYTHON_PROBE = `
import sys, importlib.metadata as m
for spec in sys.argv[1:]:
    name, _, want = spec.partition("==")
    try:
        have = m.version(name)
    except m.PackageNotFoundError:
        have = None
    if have is None or (want and have != want):
        print(spec)
`;

/** The Python distribution specifiers not satisfied on this machine (all of them without `python3`). */
function missingPython(specs: string[], pathVar: string): Set<string> {
  if (specs.length === 0) return new Set();
  const python = which("python3", pathVar);
  if (!python) return new Set(specs);
  const out = spawnSync(python, ["-c", PYTHON_PROBE, ...specs], { encoding: "utf8" });
  if (out.status !== 0) return new Set(specs);
  return new Set(out.stdout.split("\n").filter(Boolean));
}

/** The requirements absent on this machine, in manifest order. */
export function findMissing(
  requirements: Requirement[],
  pathVar: string = process.env.PATH ?? "",
): Requirement[] {
  const pythonSpecs = requirements.flatMap((r) =>
    "pythonDistributions" in r.check ? r.check.pythonDistributions : [],
  );
  const pythonMissing = missingPython(pythonSpecs, pathVar);
  return requirements.filter((r) => {
    const c = r.check;
    if ("command" in c) return !which(c.command, pathVar);
    if ("file" in c) return !isExecutable(c.file);
    if ("data" in c) return !hasAccess(c.data, constants.R_OK);
    if ("pythonModules" in c) return !importsModules(c.interpreter, c.pythonModules);
    return c.pythonDistributions.some((s) => pythonMissing.has(s));
  });
}

/**
 * The packages that install `missing`: Debian packages once each, pip specifiers once each, and
 * Debian's `python3-pip` first when pip itself is absent.
 */
export function planInstall(missing: Requirement[], hasPip: boolean): InstallPlan {
  const pip = [...new Set(missing.flatMap((r) => (r.pip ? [r.pip] : [])))];
  const apt = [
    ...new Set([
      ...(pip.length > 0 && !hasPip ? ["python3-pip"] : []),
      ...missing.flatMap((r) => (r.apt ? [r.apt] : [])),
    ]),
  ];
  return { apt, pip };
}

/** The shell commands a person runs to carry out `plan` (quoted for a POSIX shell). */
export function installCommands(plan: InstallPlan, root: boolean): string[] {
  const sudo = root ? "" : "sudo ";
  const commands: string[] = [];
  if (plan.apt.length > 0)
    commands.push(
      `${sudo}apt-get update && ${sudo}apt-get install -y --no-install-recommends ${plan.apt.join(" ")}`,
    );
  if (plan.pip.length > 0) commands.push(`python3 -m pip install ${plan.pip.map((s) => `'${s}'`).join(" ")}`);
  return commands;
}

/** What `ensure` may do to the machine; tests pass fakes. */
export interface EnsureEnv {
  pathVar: string;
  isRoot: boolean;
  /** Runs a program with inherited output; returns its exit status. */
  run: (program: string, args: string[]) => number;
  log: (line: string) => void;
}

/** The default environment: this process's PATH and user, real child processes, stderr. */
export function processEnv(): EnsureEnv {
  return {
    pathVar: process.env.PATH ?? "",
    isRoot: process.getuid?.() === 0,
    run: (program, args) =>
      spawnSync(program, args, {
        stdio: ["ignore", "inherit", "inherit"],
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      }).status ?? 1,
    log: (line) => process.stderr.write(`${line}\n`),
  };
}

function describe(missing: Requirement[]): string {
  return missing
    .map((r) => `  ${r.name} (${r.apt ? `Debian package ${r.apt}` : `pip ${r.pip}`}): ${r.usedBy}`)
    .join("\n");
}

/**
 * Installs what is missing when this machine allows it (root and `apt-get` for Debian packages,
 * `python3 -m pip` for Python ones), else logs the packages and the commands. Returns the
 * requirements still missing afterwards.
 */
export function ensure(
  requirements: Requirement[],
  env: EnsureEnv,
  options: { install: boolean },
): Requirement[] {
  const missing = findMissing(requirements, env.pathVar);
  if (missing.length === 0) return [];
  const python = which("python3", env.pathVar);
  const needsPip = missing.some((r) => r.pip);
  const hasPip = needsPip && python !== undefined && env.run(python, ["-c", "import pip"]) === 0;
  const plan = planInstall(missing, hasPip);
  const apt = which("apt-get", env.pathVar);
  const canApt = plan.apt.length === 0 || (env.isRoot && apt !== undefined);
  if (!options.install || !canApt) {
    const why = !options.install ? "" : env.isRoot ? " (no apt-get on PATH)" : " (not running as root)";
    env.log(
      `System requirements missing${why}:\n${describe(missing)}\nInstall them with:\n  ${installCommands(plan, env.isRoot).join("\n  ")}`,
    );
    return missing;
  }
  env.log(`Installing system requirements:\n${describe(missing)}`);
  if (plan.apt.length > 0 && apt) {
    if (env.run(apt, ["update", "-qq"]) === 0)
      env.run(apt, ["install", "-y", "-qq", "--no-install-recommends", ...plan.apt]);
  }
  if (plan.pip.length > 0) {
    const py = which("python3", env.pathVar);
    if (py) env.run(py, ["-m", "pip", "install", "--quiet", ...plan.pip]);
  }
  const still = findMissing(missing, env.pathVar);
  if (still.length > 0)
    env.log(
      `Still missing after installing:\n${describe(still)}\nInstall them with:\n  ${installCommands(planInstall(still, true), env.isRoot).join("\n  ")}`,
    );
  return still;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { check: { type: "boolean" }, manifest: { type: "string" } } });
  const still = ensure(loadManifest(values.manifest), processEnv(), { install: !values.check });
  if (values.check && still.length > 0) process.exit(1);
}
