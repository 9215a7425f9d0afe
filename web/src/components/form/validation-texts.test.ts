import { readFileSync } from 'node:fs';
import { VALIDATION_MESSAGES } from '@shop/contract/validation-messages';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '#web/i18n/i18n.ts';
import { FORM_MESSAGES, validationTexts } from './validation-texts';

describe('validation texts', () => {
  it("say in English exactly the contract's messages, which stay their one source", () => {
    const expected = Object.fromEntries(
      Object.entries({ ...VALIDATION_MESSAGES, ...FORM_MESSAGES }).map(([name, text]) => [
        `validation.${name}`,
        text,
      ]),
    );
    // Read as written: the build compiles imported catalogs (build/lingui-catalogs.ts).
    const english = JSON.parse(readFileSync('src/i18n/catalogs/validation/en.json', 'utf8'));
    expect(english).toEqual(expected);
  });

  it("show the contract's messages in Swahili and any other message as it came", async () => {
    const text = await validationTexts(await loadI18n('sw'));
    expect(text(VALIDATION_MESSAGES.tanzanianPhone)).toBe(
      'Weka namba ya simu ya Tanzania, mfano +255 712 345 678',
    );
    expect(text('HP 250 G9 has only 0 left')).toBe('HP 250 G9 has only 0 left');
    expect((await validationTexts(await loadI18n('en')))(VALIDATION_MESSAGES.region)).toBe(
      VALIDATION_MESSAGES.region,
    );
  });
});
