import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiLocale } from '#web/i18n/api-locale.ts';
import { fieldSummary, toApiError } from './api-error';

const config = { headers: {} } as InternalAxiosRequestConfig;

function answered(status: number, data: unknown): AxiosError {
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, {}, response);
}

describe('toApiError', () => {
  it('reads the code, message and fields of an error body', () => {
    const err = answered(400, {
      code: 'validation_error',
      message: 'Some fields are invalid',
      fields: { price: ['Price must be a positive number'] },
    });
    expect(toApiError(err, 'Failed')).toEqual({
      status: 400,
      code: 'validation_error',
      message: 'Some fields are invalid',
      fields: { price: ['Price must be a positive number'] },
      reason: null,
    });
  });

  it('reads a reason by name with its parameters, and leaves out one of another shape', () => {
    const reason = { name: 'stockLeft', params: { count: 3 } };
    expect(
      toApiError(answered(409, { code: 'conflict', message: 'Only 3 left in stock.', reason })).reason,
    ).toEqual(reason);
    const odd = { name: 'stockLeft', params: 3 };
    expect(toApiError(answered(409, { code: 'conflict', message: 'x', reason: odd })).reason).toBeNull();
  });

  it('takes a plain-text body as the message', () => {
    expect(toApiError(answered(502, ' Bad gateway\n'), 'Failed')).toMatchObject({
      status: 502,
      code: null,
      message: 'Bad gateway',
    });
  });

  it('does not take an HTML error page as the message', () => {
    expect(toApiError(answered(502, '<html>Bad gateway</html>'), 'Failed').message).toBe('Failed');
    const page = answered(502, 'Bad gateway');
    if (page.response) page.response.headers = { 'content-type': 'text/html; charset=utf-8' };
    expect(toApiError(page, 'Failed').message).toBe('Failed');
  });

  it('falls back when the body says nothing', () => {
    expect(toApiError(answered(500, {}), 'Failed to save')).toEqual({
      status: 500,
      code: null,
      message: 'Failed to save',
      fields: {},
      reason: null,
    });
  });

  it("gives axios's own message when no answer came", () => {
    const offline = new AxiosError('Network Error', 'ERR_NETWORK', config);
    expect(toApiError(offline, 'Failed')).toEqual({
      status: null,
      code: null,
      message: 'Network Error',
      fields: {},
      reason: null,
    });
    const slow = new AxiosError('timeout of 10000ms exceeded', 'ECONNABORTED', config);
    expect(toApiError(slow, 'Failed').message).toBe('timeout of 10000ms exceeded');
  });

  describe('on a Swahili page', () => {
    afterEach(() => setApiLocale('en'));

    it("gives the fallback, in the page's words, rather than axios's English", () => {
      setApiLocale('sw');
      const offline = new AxiosError('Network Error', 'ERR_NETWORK', config);
      expect(toApiError(offline, 'Tafadhali angalia mtandao wako').message).toBe(
        'Tafadhali angalia mtandao wako',
      );
    });
  });

  it('uses the fallback for an error that is not a request', () => {
    expect(toApiError(new Error('boom'), 'Failed').message).toBe('Failed');
    expect(toApiError('nope').message).toBe('Something went wrong. Please try again.');
  });
});

describe('fieldSummary', () => {
  it("joins the fields' messages once each, without the body's field names", () => {
    expect(fieldSummary({ price: ['Too low', 'Not a number'], name: ['Required'], slug: ['Required'] })).toBe(
      'Too low; Not a number; Required',
    );
    expect(fieldSummary({})).toBe('');
  });
});
