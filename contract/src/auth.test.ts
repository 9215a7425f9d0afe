import { describe, expect, it } from 'vitest';
import { ProfileUpdateBody } from './auth';

describe('ProfileUpdateBody', () => {
  it('names the field and its limit when a profile text is too long', () => {
    const result = ProfileUpdateBody.safeParse({
      username: 'amina',
      email: 'amina@example.com',
      profile: { full_name: 'x'.repeat(151), phone: '1'.repeat(21), address: 'y'.repeat(501) },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Full name must be at most 150 characters',
      'Phone number must be at most 20 characters',
      'Address must be at most 500 characters',
    ]);
  });
});
