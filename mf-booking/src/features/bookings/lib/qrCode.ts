import qrcode from 'qrcode-generator';

/** The light margin around a QR code, in modules; scanners need four (ISO/IEC 18004). */
export const QR_QUIET_ZONE = 4;

export interface QrDrawing {
  /** Modules per side, quiet zone included: the SVG's viewBox size. */
  size: number;
  /** One SVG path of every dark module, each a 1 × 1 square. */
  path: string;
}

/**
 * `text` as a QR code (error correction M, so a creased or smudged print
 * still scans), drawn as one SVG path so it stays sharp at any size and
 * on paper.
 */
export function drawQrCode(text: string): QrDrawing {
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const squares: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (code.isDark(row, column)) {
        squares.push(`M${column + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h1v1h-1z`);
      }
    }
  }
  return { size: count + 2 * QR_QUIET_ZONE, path: squares.join('') };
}
