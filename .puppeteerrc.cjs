// pa11y drives Debian's Chromium (/usr/bin/chromium, CHROMIUM_PATH): Puppeteer never downloads a browser.
module.exports = { skipDownload: true };
