import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEnvFile } from './env-file';

const EXAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../deploy/shop.env.example',
);

describe('parseEnvFile, as systemd reads EnvironmentFile=', () => {
  it('reads the shipped example: comments skipped, spaces and & kept in a value', () => {
    const vars = parseEnvFile(fs.readFileSync(EXAMPLE, 'utf8'));
    // Every uncommented line of the file, and nothing of its comments.
    const assignments = fs
      .readFileSync(EXAMPLE, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => line.slice(0, line.indexOf('=')));
    expect(Object.keys(vars).sort()).toEqual(assignments.sort());
    expect(vars.MAIL_FROM).toBe('IGSUM & FURSA <no-reply@example.com>');
    expect(vars.DATABASE_URL).toBe('postgres://shop:CHANGE-ME@127.0.0.1:5432/shop');
    expect(vars.SEED_DEMO).toBe('false');
  });

  it('keeps what a shell would cut, and unquotes what systemd unquotes', () => {
    const text = [
      '# a comment',
      '; also a comment',
      '   ',
      '  PADDED  =   value with  inner spaces   ',
      'HASH=a#b ; not a comment',
      'SINGLE=\'  $HOME \\n "kept"  \'',
      'DOUBLE="a \\"quoted\\" \\$HOME \\\\ \\n"',
      'JOINED=one\\',
      'two',
      'EMPTY=',
      'NO_EQUALS_SIGN',
      'export EXPORTED=1',
      '1DIGIT=1',
      'TWICE=first',
      'TWICE=second',
      'LAST=no newline at the end',
    ].join('\n');
    expect(parseEnvFile(text)).toEqual({
      PADDED: 'value with  inner spaces',
      HASH: 'a#b ; not a comment',
      SINGLE: '  $HOME \\n "kept"  ',
      // Inside double quotes only ", \, ` and $ lose their backslash, as in a shell.
      DOUBLE: 'a "quoted" $HOME \\ \\n',
      JOINED: 'onetwo',
      EMPTY: '',
      TWICE: 'second',
      LAST: 'no newline at the end',
    });
  });

  it('reads Windows line ends and quotes glued to a bare word', () => {
    expect(parseEnvFile('A=1\r\nB="x y"z\r\n')).toEqual({ A: '1', B: 'x yz' });
  });
});
