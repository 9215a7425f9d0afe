import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from './auth';
import { PASSWORD_RESET_CODE_LENGTH } from './password-reset';
import { VALIDATION_MESSAGES } from './validation-messages';

describe('VALIDATION_MESSAGES', () => {
  it('spells out the lengths the schemas enforce', () => {
    expect(VALIDATION_MESSAGES.passwordTooShort).toContain(` ${PASSWORD_MIN_LENGTH} `);
    expect(VALIDATION_MESSAGES.newPasswordTooShort).toContain(` ${PASSWORD_MIN_LENGTH} `);
    expect(VALIDATION_MESSAGES.codeFromSms).toContain(`${PASSWORD_RESET_CODE_LENGTH}-digit`);
  });

  it('gives each message once, so the English finds its one translation', () => {
    const texts = Object.values(VALIDATION_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
