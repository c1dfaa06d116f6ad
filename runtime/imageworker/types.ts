/**
 * What the image workers exchange with Node: raw pixel buffers (never base64 or JSON arrays on
 * the pipe) and a JSON result. A service's Python module answers named operations over them.
 */

/** An image as raw interleaved 8-bit pixels, row by row (sharp's `.raw()` layout, numpy's `(h, w, c)`). */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  /** 1 grey, 3 RGB, 4 RGBA. */
  channels: 1 | 3 | 4;
}

/** One call: operation `op` of the Python module at `module`, over `images`. */
export interface WorkerCall {
  /** Absolute path of the service's Python module (it defines `OPS`). */
  module: string;
  op: string;
  /** JSON parameters, handed to the operation as a dict. */
  params: unknown;
  images?: RawImage[];
}

/** What an operation answered: its JSON result and the images it made. */
export interface WorkerReply<T = unknown> {
  result: T;
  images: RawImage[];
}

/** Options of one call. */
export interface WorkerCallOptions {
  /** Wall-clock budget (waiting plus working); default the pool's. */
  timeoutMs?: number;
}

/** The pool every image tool shares. */
export interface ImageWorkers {
  call<T = unknown>(call: WorkerCall, options?: WorkerCallOptions): Promise<WorkerReply<T>>;
  stats(): { active: number; queued: number; served: number; restarts: number; processes: number };
  close(): Promise<void>;
}
