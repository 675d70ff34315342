import type { QrDetector } from './detector';

export type { QrDetector };

interface NativeBarcodeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's BarcodeDetector, if it has one that reads QR codes. */
async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    if (!(await Native.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Native({ formats: ['qr_code'] });
    return {
      kind: 'native',
      detect: async (source) => (await detector.detect(source)).map((code) => code.rawValue),
    };
  } catch {
    return null;
  }
}

/** The best detector this browser offers (ZXing's WebAssembly loaded only when needed). */
export async function createQrDetector(): Promise<QrDetector> {
  return (await nativeDetector()) ?? (await import('./zxingDetector')).zxingQrDetector();
}
