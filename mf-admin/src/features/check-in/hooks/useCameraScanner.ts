import { useEffect, useRef, useState } from 'react';
import type { AdminMessageId } from '../../../lib/i18n';
import { createQrDetector, type QrDetector } from '../lib/qrDetector';

/** How often a frame is read, and how long the same code is ignored after it was read. */
const FRAME_MS = 200;
const SAME_CODE_MS = 4000;

export type CameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'scanning'; detector: QrDetector['kind'] }
  /** What went wrong, as the id of its message (shown with `t`). */
  | { status: 'failed'; message: AdminMessageId };

const CAMERA_UNAVAILABLE_MESSAGE: AdminMessageId = 'admin.checkIn.camera.unavailable';

const QR_READER_FAILED_MESSAGE: AdminMessageId = 'admin.checkIn.camera.readerFailed';

function cameraFailure(error: unknown): AdminMessageId {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return 'admin.checkIn.camera.notAllowed';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return 'admin.checkIn.camera.notFound';
  }
  return 'admin.checkIn.camera.failed';
}

/**
 * The phone's camera, read for QR codes: `start` asks for the back camera
 * and reads a frame every 200 ms; each code read is handed to `onCode`
 * once (the same code again only after 4 s, so a ticket held up to the
 * camera is not scanned over and over). The camera is stopped by `stop`,
 * and always when the screen is left (unmounted).
 */
export function useCameraScanner(onCode: (code: string) => void) {
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const session = useRef(0);
  const last = useRef<{ code: string; at: number } | null>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  });

  function release() {
    session.current += 1;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }

  function stop() {
    release();
    setState({ status: 'off' });
  }

  async function start() {
    release();
    const mine = session.current;
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setState({ status: 'failed', message: CAMERA_UNAVAILABLE_MESSAGE });
      return;
    }
    setState({ status: 'starting' });
    try {
      const [media, detector] = await Promise.all([
        navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        }),
        createQrDetector(),
      ]);
      if (mine !== session.current) {
        media.getTracks().forEach((track) => track.stop());
        return;
      }
      stream.current = media;
      const video = videoRef.current;
      if (video) {
        video.srcObject = media;
        await video.play().catch(() => undefined);
      }
      setState({ status: 'scanning', detector: detector.kind });
      const read = async () => {
        if (mine !== session.current) return;
        const source = videoRef.current;
        if (source && source.readyState >= 2) {
          let codes: string[];
          try {
            codes = await detector.detect(source);
          } catch {
            // The reader itself failed (its WebAssembly did not load): say so, don't spin.
            if (mine !== session.current) return;
            release();
            setState({ status: 'failed', message: QR_READER_FAILED_MESSAGE });
            return;
          }
          const now = Date.now();
          for (const code of codes) {
            const previous = last.current;
            if (previous && previous.code === code && now - previous.at < SAME_CODE_MS) continue;
            last.current = { code, at: now };
            handler.current(code);
            break;
          }
        }
        if (mine === session.current) timer.current = setTimeout(() => void read(), FRAME_MS);
      };
      void read();
    } catch (error) {
      if (mine !== session.current) return;
      release();
      setState({ status: 'failed', message: cameraFailure(error) });
    }
  }

  // Leaving the screen stops the camera.
  useEffect(() => release, []);

  return { state, videoRef, start, stop };
}
