import { describe, expect, it } from 'vitest';
import { MobileMoneyPhone, maskMsisdn, operatorOf, tzsAmountOf } from './mobile-money';
import { VALIDATION_MESSAGES } from './validation-messages';

describe('MobileMoneyPhone', () => {
  it.each([
    ['0712 345 678', '255712345678'],
    ['255754123456', '255754123456'],
    ['+255 687-123-456', '255687123456'],
    ['0621234567', '255621234567'],
  ])('normalises %s to %s', (input, msisdn) => {
    expect(MobileMoneyPhone.parse(input)).toBe(msisdn);
  });

  it('refuses numbers that are not Tanzanian mobiles or not on a mobile-money network', () => {
    expect(MobileMoneyPhone.safeParse('0222123456').success).toBe(false);
    expect(MobileMoneyPhone.safeParse('0661234567').error?.issues[0]?.message).toMatch(
      /not on a mobile money network/,
    );
    expect(MobileMoneyPhone.safeParse('07123').success).toBe(false);
  });

  it.each(['0222123456', '+255 22 212 3456', '255262321234'])(
    'refuses the landline %s by saying a mobile number is needed, not that it is not Tanzanian',
    (landline) => {
      const issues = MobileMoneyPhone.safeParse(landline).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual([VALIDATION_MESSAGES.landline]);
      expect(VALIDATION_MESSAGES.landline).not.toBe(VALIDATION_MESSAGES.tanzanianPhone);
    },
  );
});

describe('operatorOf', () => {
  it.each([
    ['255741234567', 'mpesa'],
    ['255761234567', 'mpesa'],
    ['255651234567', 'mixx'],
    ['255771234567', 'mixx'],
    ['+255781234567', 'airtel'],
    ['255691234567', 'airtel'],
    ['255611234567', 'halopesa'],
    ['255731234567', 'ttcl'],
    ['255661234567', null],
  ])('%s is %s', (msisdn, operator) => {
    expect(operatorOf(msisdn)).toBe(operator);
  });
});

describe('tzsAmountOf', () => {
  it('charges a TZS order its total and a USD order its total at the rate, in whole shillings', () => {
    expect(tzsAmountOf('1250000.00', 'TZS', '2590.00')).toBe('1250000.00');
    expect(tzsAmountOf('1450.00', 'USD', '2590.00')).toBe('3755500.00');
    expect(tzsAmountOf('0.99', 'USD', '2590.50')).toBe('2565.00'); // 2564.595 rounds up
    expect(tzsAmountOf('10.01', 'USD', '2590.25')).toBe('25928.00'); // 25928.4025 rounds down
  });
});

it('masks all but the country code and the last two digits', () => {
  expect(maskMsisdn('255712345678')).toBe('2557******78');
});
