import { drawQrCode, QR_QUIET_ZONE } from '../qrCode';

/** The dark modules of a drawing, as `x,y`. */
function darkModules(path: string): Set<string> {
  return new Set(
    [...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((match) => `${match[1]},${match[2]}`),
  );
}

describe('a ticket’s QR code', () => {
  const url = 'https://parish.example/check?bookingId=bidA1b2C3d4E5f6G7h8&ticket=2';

  it('is a square of 21 + 4n modules with a light quiet zone of four around it', () => {
    const { size, path } = drawQrCode(url);
    const modules = size - 2 * QR_QUIET_ZONE;
    expect((modules - 21) % 4).toBe(0);
    for (const cell of darkModules(path)) {
      const [x = 0, y = 0] = cell.split(',').map(Number);
      expect(Math.min(x, y)).toBeGreaterThanOrEqual(QR_QUIET_ZONE);
      expect(Math.max(x, y)).toBeLessThan(size - QR_QUIET_ZONE);
    }
  });

  it('has the three finder squares a scanner looks for, in three corners', () => {
    const { size, path } = drawQrCode(url);
    const dark = darkModules(path);
    const q = QR_QUIET_ZONE;
    const far = size - q - 7;
    for (const [left, top] of [
      [q, q],
      [far, q],
      [q, far],
    ] as const) {
      // Each finder: a dark 7 × 7 ring, a light ring inside it, a dark 3 × 3 centre.
      for (let i = 0; i < 7; i++) {
        expect(dark.has(`${left + i},${top}`)).toBe(true);
        expect(dark.has(`${left + i},${top + 6}`)).toBe(true);
        expect(dark.has(`${left},${top + i}`)).toBe(true);
      }
      expect(dark.has(`${left + 1},${top + 1}`)).toBe(false);
      expect(dark.has(`${left + 3},${top + 3}`)).toBe(true);
    }
  });

  it('draws the same code for the same text, and another for another ticket', () => {
    expect(drawQrCode(url)).toEqual(drawQrCode(url));
    expect(drawQrCode(url.replace('ticket=2', 'ticket=3')).path).not.toBe(drawQrCode(url).path);
  });
});
