import {
  feeForTyped,
  giftInput,
  parseGiftDraft,
  RECURRING_GIFT_START,
  splitSoFar,
} from '../giftForm';

describe('the gift form’s values', () => {
  it('become the shared schema’s input: the one fund, or the split, never both', () => {
    const values = { ...RECURRING_GIFT_START, amount: '60', fund: 'missions' as const };
    expect(giftInput(values)).toEqual({ amount: '60', fund: 'missions', cover_fee: false });
    const split = {
      ...values,
      split: true,
      funds: [
        { fund: 'youth' as const, amount: '20' },
        { fund: 'general' as const, amount: '40' },
      ],
    };
    expect(giftInput(split)).toEqual({ amount: '60', funds: split.funds, cover_fee: false });
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
    const saved = { ...RECURRING_GIFT_START, amount: '75', priceId: 'gift-weekly' };
    expect(parseGiftDraft(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
    expect(parseGiftDraft(null)).toBeNull();
    expect(parseGiftDraft('75')).toBeNull();
    expect(parseGiftDraft({ ...saved, fund: 'roof' })).toBeNull();
    expect(parseGiftDraft({ ...saved, priceId: 'gift-daily' })).toBeNull();
    expect(parseGiftDraft({ ...saved, funds: [{ fund: 'missions', amount: 5 }] })).toBeNull();
  });
});
