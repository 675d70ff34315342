/**
 * A tiny Y4M (YUV4MPEG2) writer: Chromium's fake camera
 * (`--use-file-for-fake-video-capture`) plays such a file in a loop. Each
 * frame is the picture in grey (4:2:0, the colour planes neutral).
 */
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/**
 * Writes `frames` frames of `width` × `height` showing the PNG centred on
 * white, scaled up by a whole factor (nearest neighbour, so a QR code's
 * modules stay sharp).
 */
export function writeY4mOfPng(
  file: string,
  png: Buffer,
  { width = 640, height = 480, frames = 10 } = {},
): void {
  const image = PNG.sync.read(png);
  const scale = Math.max(1, Math.floor(Math.min(width / image.width, height / image.height) * 0.8));
  const left = Math.floor((width - image.width * scale) / 2);
  const top = Math.floor((height - image.height * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < image.height * scale; y += 1) {
    for (let x = 0; x < image.width * scale; x += 1) {
      const source = (Math.floor(y / scale) * image.width + Math.floor(x / scale)) * 4;
      const [r = 255, g = 255, b = 255, a = 255] = image.data.subarray(source, source + 4);
      const grey = (0.299 * r + 0.587 * g + 0.114 * b) * (a / 255) + 255 * (1 - a / 255);
      // Studio range, as Y4M players expect: 16 (black) to 235 (white).
      luma[(top + y) * width + left + x] = Math.round(16 + (grey / 255) * 219);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
