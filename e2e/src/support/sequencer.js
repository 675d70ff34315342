// Orders the end-to-end files for two workers: the longest first, so the
// run does not end with one worker still on a long file while the other
// waits (on a clean clone Jest has no timings and orders by file size, which
// put the single-bundle build of weight.e2e near the end). Seconds are
// from a full run on the 2-core machine; files not listed follow, larger
// first. The cold Lighthouse file goes last: it measures timings, and beside
// the single-bundle build it would measure the build.
import path from 'node:path';
import testSequencer from '@jest/test-sequencer';

// A CommonJS module: its class is the `default` of what it exports.
const Sequencer = testSequencer.default ?? testSequencer;

const FIRST = [
  'weight', // 161 s: builds the site a second time, as one bundle
  'content-pages', // 229 s
  'admin-backoffice', // 200 s
  'booking', // 144 s
  'commerce', // 123 s
  'delivery', // 115 s
];
const LAST = ['lighthouse'];

const nameOf = (test) => path.basename(test.path).replace(/\.e2e\.test\.ts$/, '');
const rank = (test) => {
  const name = nameOf(test);
  if (FIRST.includes(name)) return FIRST.indexOf(name);
  if (LAST.includes(name)) return FIRST.length + 1 + LAST.indexOf(name);
  return FIRST.length;
};

class LongestFirst extends Sequencer {
  sort(tests) {
    const bySize = super.sort(tests);
    return [...bySize].sort((a, b) => rank(a) - rank(b));
  }
}

export default LongestFirst;
