import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { batchedLogDestination } from './log-destination';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-destination-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const lines = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => `{"n":${from + i}}\n`).join('');

describe('the batched log destination', () => {
  it('writes every line, in order, once the turn is over, and what is left on flushSync', async () => {
    const file = path.join(dir, 'turns.log');
    const fd = fs.openSync(file, 'w');
    const destination = batchedLogDestination(fd);
    for (let i = 0; i < 500; i++) destination.write(`{"n":${i}}\n`);
    // Nothing goes out during the turn that wrote the lines.
    expect(fs.readFileSync(file, 'utf8')).toBe('');
    await new Promise((resolve) => setImmediate(resolve));
    destination.write('{"n":500}\n');
    destination.flushSync();
    expect(fs.readFileSync(file, 'utf8')).toBe(lines(501));
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
