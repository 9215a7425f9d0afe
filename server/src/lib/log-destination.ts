import fs from 'node:fs';

/** What pino writes its lines to. */
export type LogDestination = {
  write(line: string): void;
  /** Resolves once every line written so far is in the file, in order. */
  flush(): Promise<void>;
};

/** A pipe whose reader is behind answers EAGAIN: the same bytes are offered again after this. */
const BUSY_RETRY_MS = 10;
/** Lines are gathered into blocks of this size, each written with one call (some 250 request lines)... */
const BLOCK_BYTES = 64 * 1024;
/** ...or, on a quiet server, written at most this long after the first of them was logged. */
const MAX_DELAY_MS = 50;

/**
 * The log's lines written to `fd` off the event loop (fs.write, on libuv's thread pool), many
 * lines a write. Each line is encoded into a 64 KB block as it comes, so the string dies young;
 * a full block is written at once, a partly filled one after 50 ms, and a write waits for the one
 * before, so lines keep their order. Handing pino's own destination each line cost a loaded
 * server a sixth of its throughput on small cached answers; writing ~16 KB blocks costs the
 * kernel three times as much per byte as 64 KB ones (docs/public-cache.md, "Request logs").
 *
 * On exit the lines not yet written are written synchronously; a write already on the thread
 * pool then may land after them (an exit while logging under load; `flush` first avoids it).
 */
export function batchedLogDestination(fd: number): LogDestination {
  /** Blocks full or waiting too long, oldest first, and the one being filled. */
  const ready: Buffer[] = [];
  let block = Buffer.allocUnsafe(BLOCK_BYTES);
  let used = 0;
  let writing = false;
  let timer: NodeJS.Timeout | undefined;
  let waiters: (() => void)[] = [];

  const seal = () => {
    if (used === 0) return;
    ready.push(block.subarray(0, used));
    block = Buffer.allocUnsafe(BLOCK_BYTES);
    used = 0;
  };
  const writeNext = () => {
    const chunk = ready.shift();
    if (chunk === undefined) {
      writing = false;
      if (waiters.length > 0) {
        const done = waiters;
        waiters = [];
        for (const resolve of done) resolve();
      }
      return;
    }
    writing = true;
    writeFrom(chunk, 0);
  };
  const writeFrom = (chunk: Buffer, offset: number) => {
    fs.write(fd, chunk, offset, chunk.length - offset, null, (err, written) => {
      if (err) {
        if (err.code === 'EAGAIN') setTimeout(() => writeFrom(chunk, offset), BUSY_RETRY_MS);
        // A closed or broken output loses these lines; the shop goes on.
        else writeNext();
        return;
      }
      if (offset + written < chunk.length) writeFrom(chunk, offset + written);
      else writeNext();
    });
  };
  const onDelay = () => {
    timer = undefined;
    seal();
    if (!writing) writeNext();
  };

  process.once('exit', () => {
    seal();
    try {
      for (const chunk of ready) fs.writeSync(fd, chunk);
    } catch {
      // A closed or full output must not turn an exit into a crash.
    }
  });

  return {
    write(line) {
      // Three bytes a UTF-16 unit at most; a longer line gets a block of its own.
      if (used + line.length * 3 > block.length) {
        seal();
        if (line.length * 3 > BLOCK_BYTES) block = Buffer.allocUnsafe(line.length * 3);
        if (!writing) writeNext();
      }
      used += block.write(line, used);
      // Unreferenced: waiting lines never keep a finished process alive (the exit handler writes them).
      timer ??= setTimeout(onDelay, MAX_DELAY_MS).unref();
    },
    flush() {
      clearTimeout(timer);
      timer = undefined;
      seal();
      if (!writing && ready.length === 0) return Promise.resolve();
      const done = new Promise<void>((resolve) => waiters.push(resolve));
      if (!writing) writeNext();
      return done;
    },
  };
}
