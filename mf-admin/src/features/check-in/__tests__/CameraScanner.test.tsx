import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import { CameraScanner } from '../components/CameraScanner';

/** A camera whose one track records whether it was stopped. */
function fakeCamera() {
  const track = { stop: jest.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = jest.fn(async () => stream);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  return { track, getUserMedia };
}

/** The browser's own BarcodeDetector, seeing `codes` in every frame. */
function nativeDetector(codes: string[]) {
  class FakeDetector {
    static getSupportedFormats = async () => ['qr_code'];
    detect = async () => codes.map((rawValue) => ({ rawValue }));
  }
  Object.defineProperty(globalThis, 'BarcodeDetector', { configurable: true, value: FakeDetector });
}

let api: ReturnType<typeof mockApi> | undefined;
beforeAll(() => {
  // jsdom plays no video: a picture is "there" as soon as play() is asked.
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', {
    configurable: true,
    get: () => 4,
  });
  Object.defineProperty(HTMLMediaElement.prototype, 'play', {
    configurable: true,
    value: () => Promise.resolve(),
  });
});
afterEach(() => {
  api?.restore();
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
});

it('reads a ticket’s QR code with the back camera, hands it on once, and stops the camera when asked', async () => {
  const { track, getUserMedia } = fakeCamera();
  nativeDetector(['K3M9Q7TXWA2PZ4RBN8CD']);
  const onCode = jest.fn();
  api = mockApi({});
  renderWithProviders(<CameraScanner onCode={onCode} />, { route: '/admin/check-in' });
  const user = userEvent.setup();

  await user.click(screen.getByRole('button', { name: 'Scan with camera' }));

  expect(getUserMedia).toHaveBeenCalledWith({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
  expect(await screen.findByText('Hold a ticket’s QR code up to the camera.')).toBeVisible();
  await waitFor(() => expect(onCode).toHaveBeenCalledWith('K3M9Q7TXWA2PZ4RBN8CD'));
  // The same ticket still in front of the camera is not scanned again at once.
  await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
  expect(onCode).toHaveBeenCalledTimes(1);

  await user.click(screen.getByRole('button', { name: 'Stop camera' }));
  expect(track.stop).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
});

it('stops the camera when the screen is left', async () => {
  const { track } = fakeCamera();
  nativeDetector([]);
  api = mockApi({});
  const view = renderWithProviders(<CameraScanner onCode={jest.fn()} />, {
    route: '/admin/check-in',
  });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Scan with camera' }));
  await screen.findByText('Hold a ticket’s QR code up to the camera.');

  view.unmount();

  expect(track.stop).toHaveBeenCalled();
});

it('says what to do when the camera is refused', async () => {
  const { getUserMedia } = fakeCamera();
  getUserMedia.mockRejectedValueOnce(
    Object.assign(new Error('denied'), { name: 'NotAllowedError' }),
  );
  nativeDetector([]);
  api = mockApi({});
  renderWithProviders(<CameraScanner onCode={jest.fn()} />, { route: '/admin/check-in' });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Scan with camera' }));
  expect(
    await screen.findByText(/The camera was not allowed\. .* or type the code instead\./),
  ).toBeVisible();
});
