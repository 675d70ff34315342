/**
 * The ZXing-based `BarcodeDetector` (the `barcode-detector` package over
 * zxing-wasm), for browsers without a native one. Loaded only when a
 * volunteer starts the camera. Its WebAssembly is bundled with this remote
 * and served by us: the package's default would fetch it from a CDN, which
 * a church hall's network may not reach.
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm';
import type { QrDetector } from './detector';

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? new URL(zxingReaderWasm, document.baseURI).href : prefix + path,
  },
});

export function zxingQrDetector(): QrDetector {
  const detector = new BarcodeDetector({ formats: ['qr_code'] });
  return {
    kind: 'zxing',
    detect: async (source) => (await detector.detect(source)).map((code) => code.rawValue),
  };
}
