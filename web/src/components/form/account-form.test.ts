import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { loadI18n, loadSections } from '#web/i18n/i18n.ts';
import type { Translate } from '#web/i18n/use-t.ts';
import { profileErrorMessage as inLanguage } from './account-form';

const [english, swahili] = await Promise.all([loadI18n('en'), loadI18n('sw')]);
await Promise.all([
  loadSections('en', ['account', 'validation']),
  loadSections('sw', ['account', 'validation']),
]);
const t: Translate = (key, values) => english._(key, values);
const profileErrorMessage = (err: unknown) => inLanguage(err, t);

function failure(data: unknown, status = 400): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
}

describe('profileErrorMessage (docs/forms-and-messages.md order)', () => {
  it('prefers a plain string, then message, then error', () => {
    expect(profileErrorMessage(failure('Username taken'))).toBe('Username taken');
    expect(profileErrorMessage(failure({ message: 'Email already used', error: 'x' }))).toBe(
      'Email already used',
    );
    expect(profileErrorMessage(failure({ error: 'Bad profile' }))).toBe('Bad profile');
  });

  it('names a wrong current password, else joins the field errors, else the default', () => {
    expect(profileErrorMessage(failure({ fields: { current_password: ['nope'] } }))).toBe(
      'Current password is incorrect',
    );
    expect(profileErrorMessage(failure({ fields: { email: ['Enter a valid email address'] } }))).toBe(
      'Enter a valid email address',
    );
    expect(profileErrorMessage(failure({}))).toBe('Failed to update profile');
    expect(profileErrorMessage(new Error('boom'))).toBe('Failed to update profile');
  });

  it('says its own reasons in Swahili on a Swahili page', () => {
    const inSwahili: Translate = (key, values) => swahili._(key, values);
    expect(inLanguage(failure({ fields: { current_password: ['nope'] } }), inSwahili)).toBe(
      'Nenosiri la sasa si sahihi',
    );
    expect(inLanguage(failure({}), inSwahili)).toBe('Imeshindikana kusasisha wasifu');
  });
});
