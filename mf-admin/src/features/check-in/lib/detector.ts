/** Reads QR codes from the camera's video: the browser's own BarcodeDetector, else ZXing's. */
export interface QrDetector {
  kind: 'native' | 'zxing';
  /** The text of every QR code in the frame. */
  detect(source: HTMLVideoElement): Promise<string[]>;
}
