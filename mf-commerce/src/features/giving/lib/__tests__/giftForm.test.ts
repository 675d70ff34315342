import { validate } from '@parish/shared-types';
import {
  feeForTyped,
  giftInput,
  ONE_TIME_GIFT_START,
  oneTimeGiftSchema,
  parseGiftDraft,
  RECURRING_GIFT_START,
  recurringGiftInput,
  recurringGiftSchema,
  splitSoFar,
  withAmount,
} from '../giftForm';

describe('the gift form’s values', () => {
  it('become the shared schema’s input: the one fund, or the split, never both', () => {
    const values = {
      ...RECURRING_GIFT_START,
      amount: '60',
      fund: 'missions' as const,
      payer_name: 'Ann Lee',
      payer_email: 'ann@example.org',
    };
    const contact = { payer_name: 'Ann Lee', payer_email: 'ann@example.org' };
    expect(giftInput(values)).toEqual({
      amount: '60',
      fund: 'missions',
      cover_fee: false,
      ...contact,
    });
    const split = {
      ...values,
      split: true,
      funds: [
        { fund: 'youth' as const, amount: '20' },
        { fund: 'general' as const, amount: '40' },
      ],
    };
    expect(giftInput(split)).toEqual({
      amount: '60',
      funds: split.funds,
      cover_fee: false,
      ...contact,
    });
    expect(
      splitSoFar({ ...split, funds: [...split.funds, { fund: 'worship', amount: 'x' }] }),
    ).toBe(60);
  });

  it('price the fee only once an amount is a whole number of dollars', () => {
    expect(feeForTyped('50')).toBe(181);
    expect(feeForTyped(' 25 ')).toBe(106);
    for (const typed of ['', '0', '12.5', 'abc', '-5']) expect(feeForTyped(typed)).toBeNull();
  });

  it('come back from a saved draft only when it still has the form’s shape', () => {
    const saved = {
      ...RECURRING_GIFT_START,
      amount: '75',
      priceId: 'gift-weekly',
      payer_name: 'Ann Lee',
      payer_email: 'ann@example.org',
    };
    expect(parseGiftDraft(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
    // Saved before the receipt's fields: they come back blank.
    const { payer_name: _name, payer_email: _email, ...older } = saved;
    expect(parseGiftDraft(older)).toEqual({ ...saved, payer_name: '', payer_email: '' });
    expect(parseGiftDraft(null)).toBeNull();
    expect(parseGiftDraft('75')).toBeNull();
    // Not a fund's key at all; whether a key names a fund that takes gifts is the API's to say.
    expect(parseGiftDraft({ ...saved, fund: 'Roof Fund!' })).toBeNull();
    expect(parseGiftDraft({ ...saved, fund: 7 })).toBeNull();
    expect(parseGiftDraft({ ...saved, priceId: 'gift-daily' })).toBeNull();
    expect(parseGiftDraft({ ...saved, funds: [{ fund: 'missions', amount: 5 }] })).toBeNull();
  });
});

describe('the gift forms’ schemas', () => {
  it('check the gift and the receipt’s contact at once, each failure at its field', () => {
    const values = { ...ONE_TIME_GIFT_START, amount: '0', payer_email: 'ann@' };
    expect(validate(oneTimeGiftSchema, giftInput(values))).toEqual({
      ok: false,
      errors: {
        payer_name: 'Please enter your name for the receipt.',
        payer_email: 'Please enter a valid email address',
        amount: 'The smallest gift is $1.',
      },
    });
  });

  it('give the gift with who its receipt goes to, trimmed and lower-cased', () => {
    const contact = { payer_name: ' Ann Lee ', payer_email: 'Ann@Example.org' };
    expect(
      validate(oneTimeGiftSchema, giftInput({ ...ONE_TIME_GIFT_START, amount: '25', ...contact })),
    ).toEqual({
      ok: true,
      value: {
        amount: 25,
        funds: [{ fund: 'general', amount: 25 }],
        cover_fee: false,
        payer_name: 'Ann Lee',
        payer_email: 'ann@example.org',
      },
    });
    const recurring = validate(
      recurringGiftSchema,
      recurringGiftInput({ ...RECURRING_GIFT_START, ...contact }),
    );
    expect(recurring.ok && recurring.value).toEqual(
      expect.objectContaining({ priceId: 'gift-monthly', amount: 50, payer_name: 'Ann Lee' }),
    );
  });
});

describe('choosing the amount', () => {
  const split = { ...ONE_TIME_GIFT_START, amount: '50', split: true };

  it('moves a split’s one part while it is empty or holds the whole gift', () => {
    const empty = { ...split, funds: [{ fund: 'general' as const, amount: '' }] };
    expect(withAmount(empty, '100').funds).toEqual([{ fund: 'general', amount: '100' }]);
    const whole = { ...split, funds: [{ fund: 'youth' as const, amount: '50' }] };
    expect(withAmount(whole, '80')).toMatchObject({
      amount: '80',
      funds: [{ fund: 'youth', amount: '80' }],
    });
  });

  it('leaves a part the giver set apart, and parts shared by several funds', () => {
    const own = { ...split, funds: [{ fund: 'general' as const, amount: '20' }] };
    expect(withAmount(own, '100').funds).toEqual(own.funds);
    const shared = {
      ...split,
      funds: [
        { fund: 'general' as const, amount: '50' },
        { fund: 'youth' as const, amount: '' },
      ],
    };
    expect(withAmount(shared, '100').funds).toEqual(shared.funds);
    expect(withAmount({ ...ONE_TIME_GIFT_START }, '100')).toMatchObject({
      amount: '100',
      funds: [],
    });
  });
});
