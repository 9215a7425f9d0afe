import { describe, expect, it } from 'vitest';
import { hasLeadingSlashes, pathInLocale, sameSitePath } from './locale-path';

describe('addresses in each language', () => {
  it('moves a page between languages', () => {
    expect(pathInLocale('/fursa', 'sw')).toBe('/sw/fursa');
    expect(pathInLocale('/sw/fursa?x', 'en')).toBe('/fursa?x');
    expect(pathInLocale('/sw', 'en')).toBe('/');
    expect(pathInLocale('/', 'sw')).toBe('/sw');
  });

  it('never gives a link that leaves the site, whatever slashes the address starts with', () => {
    for (const [hostile, english, swahili] of [
      ['/sw//evil.example/x', '/evil.example/x', '/sw/evil.example/x'],
      ['//evil.example/x', '/evil.example/x', '/sw/evil.example/x'],
      ['/sw///evil.example', '/evil.example', '/sw/evil.example'],
      ['/sw/\\evil.example', '/evil.example', '/sw/evil.example'],
      ['/\\/evil.example', '/evil.example', '/sw/evil.example'],
      ['/sw/\t/evil.example', '/evil.example', '/sw/evil.example'],
    ] as const) {
      expect(hasLeadingSlashes(hostile), hostile).toBe(true);
      expect(pathInLocale(hostile, 'en'), hostile).toBe(english);
      expect(pathInLocale(hostile, 'sw'), hostile).toBe(swahili);
      expect(sameSitePath(hostile), hostile).toBe(hostile.startsWith('/sw/') ? swahili : english);
    }
    for (const fine of ['/', '/sw', '/sw/', '/fursa//x', '/sw/fursa', '/%2F%2Fevil.example'])
      expect(hasLeadingSlashes(fine), fine).toBe(false);
  });
});
