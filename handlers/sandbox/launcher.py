"""The code sandbox's launcher: bwrap's child, the only trusted code inside the sandbox.

It reads one job as JSON from fd 3 (files to write, the argv, the environment, the limits), writes
the files into the work folder, runs the program as the unprivileged run user with its rlimits
(stdin, stdout and stderr are the launcher's own, so the server reads the output directly), kills
every other process of the sandbox when the program exits or its wall time runs out, then collects
the files the program created or changed (never following a symlink) and writes one JSON result on
fd 4.

The server (handlers/sandbox/run.ts) runs it as `python3 -I -S launcher.py` inside bwrap, so only
the standard library is used. MUST NOT print to stdout or stderr: those are the program's streams.
"""

import base64
import ctypes
import hashlib
import json
import os
import platform
import resource
import select
import signal
import stat
import struct
import time

WORK = "/work"


def make_parents(path, uid, gid):
    """Creates the folders above `path` (relative to the work folder), owned by the run user."""
    parts = path.split("/")[:-1]
    current = WORK
    for part in parts:
        current = current + "/" + part
        try:
            os.mkdir(current, 0o755)
            if uid is not None:
                os.chown(current, uid, gid)
        except FileExistsError:
            st = os.lstat(current)
            if not stat.S_ISDIR(st.st_mode):
                raise ValueError("a file's folder is another file: " + path)


def write_input(path, data, mode, uid, gid):
    """Writes one input file; it must not exist yet and is never reached through a symlink."""
    make_parents(path, uid, gid)
    fd = os.open(WORK + "/" + path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, mode)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
        if uid is not None:
            os.fchown(fd, uid, gid)
    finally:
        os.close(fd)


# A seccomp filter for the program: no new namespaces (a user namespace would hand it capabilities
# over its own mounts and a much larger kernel surface), no kernel keyrings, BPF, perf events,
# userfaultfd or io_uring, no mounts; other architectures' system calls kill it. clone3 answers
# ENOSYS so the C library falls back to clone, whose flags a filter can read.
SYSCALLS = {
    "x86_64": {
        "arch": 0xC000003E,
        "clone": 56,
        "clone3": 435,
        "denied": [272, 308, 248, 249, 250, 321, 298, 323, 425, 426, 427, 165, 166, 155, 246, 320, 175, 313, 303, 304],
        "x32": True,
    },
    "aarch64": {
        "arch": 0xC00000B7,
        "clone": 220,
        "clone3": 435,
        "denied": [97, 268, 217, 218, 219, 280, 241, 282, 425, 426, 427, 40, 39, 41, 104, 294, 105, 273, 264, 265],
        "x32": False,
    },
}
NAMESPACE_FLAGS = 0x7E020000  # CLONE_NEWNS | NEWCGROUP | NEWUTS | NEWIPC | NEWUSER | NEWPID | NEWNET
EPERM, ENOSYS = 1, 38


def seccomp_filter():
    """The BPF program for this machine, or None on an architecture without a table."""
    table = SYSCALLS.get(platform.machine())
    if table is None:
        return None
    allow, kill = 0x7FFF0000, 0x80000000

    def errno(code):
        return 0x00050000 | code

    def op(code, k, jt=0, jf=0):
        return struct.pack("HBBI", code, jt, jf, k)

    load, jeq, jge, jset, ret = 0x20, 0x15, 0x35, 0x45, 0x06
    prog = [op(load, 4), op(jeq, table["arch"], 1, 0), op(ret, kill), op(load, 0)]
    if table["x32"]:
        prog += [op(jge, 0x40000000, 0, 1), op(ret, errno(ENOSYS))]
    for nr in table["denied"]:
        prog += [op(jeq, nr, 0, 1), op(ret, errno(EPERM))]
    prog += [op(jeq, table["clone3"], 0, 1), op(ret, errno(ENOSYS))]
    prog += [op(jeq, table["clone"], 1, 0), op(ret, allow), op(load, 16)]
    prog += [op(jset, NAMESPACE_FLAGS, 0, 1), op(ret, errno(EPERM)), op(ret, allow)]
    return prog


def install_seccomp():
    """Installs {@link seccomp_filter} on this process (inherited by everything it starts)."""
    prog = seccomp_filter()
    if prog is None:
        return
    code = b"".join(prog)
    buffer = ctypes.create_string_buffer(code, len(code))

    class Fprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]

    fprog = Fprog(len(prog), ctypes.cast(buffer, ctypes.c_void_p))
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(38, 1, 0, 0, 0) != 0:  # PR_SET_NO_NEW_PRIVS
        raise OSError(ctypes.get_errno(), "PR_SET_NO_NEW_PRIVS")
    if libc.prctl(22, 2, ctypes.byref(fprog), 0, 0) != 0:  # PR_SET_SECCOMP, SECCOMP_MODE_FILTER
        raise OSError(ctypes.get_errno(), "PR_SET_SECCOMP")


def child(job):
    """In the forked child: limits, then the run user, then exec. Never returns."""
    try:
        limits = job["limits"]
        for name, value in (
            ("RLIMIT_CPU", (limits["cpuSec"], limits["cpuSec"] + 1)),
            ("RLIMIT_NPROC", (limits["processes"], limits["processes"])),
            ("RLIMIT_FSIZE", (limits["fileBytes"], limits["fileBytes"])),
            ("RLIMIT_NOFILE", (limits["openFiles"], limits["openFiles"])),
            ("RLIMIT_CORE", (0, 0)),
        ):
            resource.setrlimit(getattr(resource, name), value)
        memory = limits["memoryBytes"]
        # Python and shells: all address space. Node reserves far more address space than it
        # uses (its code range and heap cage), so it gets a data limit plus --max-old-space-size.
        kind = resource.RLIMIT_DATA if limits.get("memoryKind") == "data" else resource.RLIMIT_AS
        resource.setrlimit(kind, (memory, memory))
        if job.get("uid") is not None:
            os.setgroups([])
            os.setresgid(job["gid"], job["gid"], job["gid"])
            os.setresuid(job["uid"], job["uid"], job["uid"])
        os.chdir(WORK)
        install_seccomp()
        os.execve(job["argv"][0], job["argv"], job["env"])
    except BaseException as error:  # noqa: BLE001 - the child reports and exits, whatever failed
        os.write(2, ("sandbox: could not start the program: %s\n" % error).encode())
    finally:
        os._exit(127)


def kill_others():
    """SIGKILL to every process of the sandbox but this one and bwrap's init (kill(-1))."""
    try:
        os.kill(-1, signal.SIGKILL)
    except ProcessLookupError:
        pass


def collect(job, inputs):
    """The files created or changed in the work folder, within the count and byte caps."""
    caps = job["artifacts"]
    found = []
    omitted = []
    visited = 0
    stack = [("", 0)]
    while stack:
        rel, depth = stack.pop()
        try:
            entries = sorted(os.scandir(WORK + ("/" + rel if rel else "")), key=lambda e: e.name)
        except OSError:
            omitted.append({"path": rel, "reason": "unreadable"})
            continue
        for entry in entries:
            visited += 1
            if visited > caps["maxEntries"]:
                omitted.append({"path": rel, "reason": "count_limit"})
                stack.clear()
                break
            path = rel + "/" + entry.name if rel else entry.name
            if entry.is_symlink():
                omitted.append({"path": path, "reason": "symlink"})
            elif entry.is_dir(follow_symlinks=False):
                if depth < 32:
                    stack.append((path, depth + 1))
            elif entry.is_file(follow_symlinks=False):
                found.append(path)
            else:
                omitted.append({"path": path, "reason": "not_regular"})
    found.sort()
    artifacts = []
    budget = caps["maxBytes"]
    for path in found:
        try:
            fd = os.open(WORK + "/" + path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
        except OSError:
            omitted.append({"path": path, "reason": "unreadable"})
            continue
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode):
                omitted.append({"path": path, "reason": "not_regular"})
                continue
            data = b""
            want = min(st.st_size, budget)
            if path in inputs:
                # An input file is an artifact only when the program changed it.
                whole = read_all(fd, st.st_size)
                if hashlib.sha256(whole).hexdigest() == inputs[path]:
                    continue
                data = whole[:want]
            else:
                data = read_all(fd, want)
        finally:
            os.close(fd)
        if len(artifacts) >= caps["maxFiles"]:
            omitted.append({"path": path, "reason": "count_limit"})
            continue
        if st.st_size > 0 and budget <= 0:
            omitted.append({"path": path, "reason": "bytes_limit"})
            continue
        budget -= len(data)
        content, encoding = as_text(data, len(data) < st.st_size)
        artifacts.append(
            {
                "path": path,
                "size": st.st_size,
                "encoding": encoding,
                "content": content,
                "truncated": len(data) < st.st_size,
            }
        )
    return artifacts, omitted[:100]


def as_text(data, cut):
    """UTF-8 text when the bytes are text (a cut file may end inside a character), else base64."""
    for trim in range(4 if cut else 1):
        try:
            return data[: len(data) - trim].decode("utf-8"), "utf8"
        except UnicodeDecodeError:
            continue
    return base64.b64encode(data).decode("ascii"), "base64"


def read_all(fd, limit):
    """Up to `limit` bytes from `fd`."""
    chunks = []
    left = limit
    while left > 0:
        chunk = os.read(fd, min(left, 1 << 20))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def main():
    os.set_inheritable(4, False)
    with os.fdopen(3, "rb") as source:
        job = json.loads(source.read())
    result = os.fdopen(4, "w")
    uid, gid = job.get("uid"), job.get("gid")
    if uid is not None:
        os.chown(WORK, uid, gid)
    inputs = {}
    for item in job["files"]:
        data = base64.b64decode(item["data"])
        write_input(item["path"], data, 0o644, uid, gid)
        inputs[item["path"]] = hashlib.sha256(data).hexdigest()

    started = time.monotonic()
    pid = os.fork()
    if pid == 0:
        child(job)
    os.close(0)  # the program owns stdin: its end of file is the server's
    deadline = started + job["limits"]["wallMs"] / 1000
    pidfd = os.pidfd_open(pid)
    poller = select.poll()
    poller.register(pidfd, select.POLLIN)
    timed_out = False
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            timed_out = True
            kill_others()
            break
        if poller.poll(max(1, int(left * 1000))):
            break
    _, status, usage = os.wait4(pid, 0)
    duration_ms = int((time.monotonic() - started) * 1000)
    kill_others()
    exit_code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else None
    signum = os.WTERMSIG(status) if os.WIFSIGNALED(status) else None
    artifacts, omitted = collect(job, inputs)
    result.write(
        json.dumps(
            {
                "exitCode": exit_code,
                "signal": signal.Signals(signum).name if signum else None,
                "timedOut": timed_out,
                "durationMs": duration_ms,
                "cpuTimeMs": int((usage.ru_utime + usage.ru_stime) * 1000),
                "artifacts": artifacts,
                "omitted": omitted,
            }
        )
    )
    result.close()


main()
