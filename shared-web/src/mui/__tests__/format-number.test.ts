import buildFormatNumber from '../format-number';

describe("the replacement of MUI's number formatter", () => {
  it('makes no Intl.NumberFormat until a number is formatted', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      const format = buildFormatNumber('en-US');
      expect(made).not.toHaveBeenCalled();
      expect(format(1234)).toBe('1,234');
      format(5);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  // MUI's own (not exported by the package): the locale's format for a
  // finite number, the number as a string otherwise.
  it.each([0, 7, 1234, 1234567.5, -42])('formats %p in the locale given, as MUI does', (value) => {
    expect(buildFormatNumber('en-US')(value)).toBe(new Intl.NumberFormat('en-US').format(value));
    expect(buildFormatNumber('de-DE')(value)).toBe(new Intl.NumberFormat('de-DE').format(value));
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('writes %p as a plain string', (value) => {
    expect(buildFormatNumber('en-US')(value)).toBe(String(value));
  });
});
