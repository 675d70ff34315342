import { FIRST_PICTURES_WAIT_MS, firstPicturesShown } from '../firstPictures';

/** A page as the server sends it, with its pictures' decoding under the test's control. */
function serverPage({ rendered = true, highPriority = 1 } = {}) {
  document.body.innerHTML = `<div id="root"${rendered ? ' data-server-rendered' : ''}>
    <main>
      ${'<img alt="" fetchpriority="high" src="/first.svg">'.repeat(highPriority)}
      <img alt="" src="/later.svg">
    </main>
  </div>`;
  const decodings: (() => void)[] = [];
  for (const picture of Array.from(document.querySelectorAll('img'))) {
    picture.decode = () => new Promise<void>((resolve) => decodings.push(resolve));
  }
  return { decodeAll: () => decodings.forEach((decode) => decode()) };
}

async function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(ms);
  return settled;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('lets the scripts start at once on a page the browser renders', async () => {
  serverPage({ rendered: false });
  expect(await settledWithin(firstPicturesShown(document), 0)).toBe(true);
});

it('lets the scripts start at once when the server page asks for no picture first', async () => {
  serverPage({ highPriority: 0 });
  expect(await settledWithin(firstPicturesShown(document), 0)).toBe(true);
});

it('holds the scripts until the first pictures are decoded and drawn', async () => {
  const page = serverPage({ highPriority: 2 });
  const shown = firstPicturesShown(document);
  expect(await settledWithin(shown, 100)).toBe(false);
  page.decodeAll();
  expect(await settledWithin(shown, 50)).toBe(true);
});

it('holds them no longer than a moment when a picture is slow', async () => {
  serverPage();
  const shown = firstPicturesShown(document);
  expect(await settledWithin(shown, FIRST_PICTURES_WAIT_MS - 10)).toBe(false);
  expect(await settledWithin(shown, 20)).toBe(true);
});

it('lets the scripts start when a picture fails to load', async () => {
  serverPage();
  const broken = document.querySelector('img');
  if (broken) broken.decode = () => Promise.reject(new Error('broken picture'));
  expect(await settledWithin(firstPicturesShown(document), 50)).toBe(true);
});
