import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { batchedLogDestination } from './log-destination';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-destination-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const lines = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => `{"n":${from + i}}\n`).join('');
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the batched log destination', () => {
  it('writes nothing during the turn that wrote the lines, then every line once flushed', async () => {
    const file = path.join(dir, 'turn.log');
    const fd = fs.openSync(file, 'w');
    const destination = batchedLogDestination(fd);
    for (let i = 0; i < 500; i++) destination.write(`{"n":${i}}\n`);
    expect(fs.readFileSync(file, 'utf8')).toBe('');
    await destination.flush();
    expect(fs.readFileSync(file, 'utf8')).toBe(lines(500));
    fs.closeSync(fd);
  });

  it('keeps the order of lines written in many turns while earlier writes are still on their way', async () => {
    const file = path.join(dir, 'turns.log');
    const fd = fs.openSync(file, 'w');
    const destination = batchedLogDestination(fd);
    let n = 0;
    for (let turn = 0; turn < 200; turn++) {
      // Long lines, so a turn's write is often still going when the next turn's lines come.
      for (let i = 0; i < 20; i++) destination.write(`{"n":${n++},"pad":"${'x'.repeat(2000)}"}\n`);
      await nextTurn();
    }
    await destination.flush();
    const written = fs
      .readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line).n);
    expect(written).toEqual(Array.from({ length: n }, (_, i) => i));
    fs.closeSync(fd);
  });

  it('writes the lines of a quiet process without being asked to flush', async () => {
    const file = path.join(dir, 'quiet.log');
    const fd = fs.openSync(file, 'w');
    const destination = batchedLogDestination(fd);
    destination.write('{"n":0}\n');
    await vi.waitFor(() => expect(fs.readFileSync(file, 'utf8')).toBe(lines(1)), { timeout: 5000 });
    destination.write('{"n":1}\n');
    await vi.waitFor(() => expect(fs.readFileSync(file, 'utf8')).toBe(lines(2)), { timeout: 5000 });
    fs.closeSync(fd);
  });

  it('keeps every line, in order, across many blocks and with a line longer than a block', async () => {
    const file = path.join(dir, 'blocks.log');
    const fd = fs.openSync(file, 'w');
    const destination = batchedLogDestination(fd);
    // Some 120 KB of short lines fill two blocks; the long line (300 KB in UTF-8) gets its own.
    const small = lines(10_000);
    for (const line of small.split(/(?<=\n)/)) destination.write(line);
    const long = `{"n":"${'é'.repeat(150_000)}"}\n`;
    destination.write(long);
    destination.write('{"n":"last"}\n');
    await destination.flush();
    expect(fs.readFileSync(file, 'utf8')).toBe(`${small}${long}{"n":"last"}\n`);
    fs.closeSync(fd);
  });

  it('loses no line when the process exits in the turn that wrote it', () => {
    const file = path.join(dir, 'exit.log');
    const module = path.join(path.dirname(fileURLToPath(import.meta.url)), 'log-destination.ts');
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import fs from 'node:fs';
         const { batchedLogDestination } = await import(${JSON.stringify(module)});
         const destination = batchedLogDestination(fs.openSync(${JSON.stringify(file)}, 'w'));
         for (let i = 0; i < 1000; i++) destination.write('{"n":' + i + '}\\n');
         process.exit(0);`,
      ],
      { cwd: path.dirname(module) },
    );
    expect(fs.readFileSync(file, 'utf8')).toBe(lines(1000));
  });
});
