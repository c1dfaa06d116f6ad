import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { acquireFolderLock, FolderLockedError, lockPathFor } from "./lock.js";

describe("acquireFolderLock", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "storage-lock-test-"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes our pid, refuses a second holder in this process, and frees on release", () => {
    const dataDir = join(dir, "data");
    const lock = acquireFolderLock(dataDir);
    expect(readFileSync(lock.path, "utf8").split("\n")[0]).toBe(String(process.pid));
    expect(() => acquireFolderLock(dataDir)).toThrow(FolderLockedError);
    lock.release();
    expect(existsSync(lockPathFor(dataDir))).toBe(false);
    acquireFolderLock(dataDir).release();
  });

  it("refuses a lock held by another live process", async () => {
    const dataDir = join(dir, "data");
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"], { stdio: "ignore" });
    try {
      writeFileSync(lockPathFor(dataDir), `${child.pid}\nhost\n`);
      expect(() => acquireFolderLock(dataDir)).toThrow(new RegExp(`live process ${child.pid}`));
    } finally {
      child.kill();
    }
  });

  it("takes over a lock whose process is dead", () => {
    const dataDir = join(dir, "data");
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(lockPathFor(dataDir), `${dead}\nhost\n`);
    const lock = acquireFolderLock(dataDir);
    expect(readFileSync(lock.path, "utf8").split("\n")[0]).toBe(String(process.pid));
    lock.release();
  });

  it("release() leaves a lock that someone else has since taken", () => {
    const dataDir = join(dir, "data");
    const lock = acquireFolderLock(dataDir);
    writeFileSync(lock.path, "1\nother\n");
    lock.release();
    expect(existsSync(lock.path)).toBe(true);
  });
});
