import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver';

const Body = z.object({ email: z.string().min(1, 'Please enter your email address') });
type Values = z.input<typeof Body>;
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('a resolver whose schema loads with the first check', () => {
  it('loads the schema once, on preload or the first check, and checks with it', async () => {
    const load = vi.fn(async () => Body);
    const { resolver, preload } = lazyZodResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    const refused = await resolver({ email: '' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Please enter your email address');
    const passed = await resolver({ email: 'a@b.tz' }, undefined, options);
    expect(passed).toEqual({ values: { email: 'a@b.tz' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again after one failed (a phone that was offline)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Body);
    const { resolver } = lazyZodResolver<Values, Values>(load);
    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('offline');
    const refused = await resolver({ email: '' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Please enter your email address');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
