// Debian's Chromium, launched the way this machine allows (no sandbox as root, no background networking).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumLaunchOptions() {
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true };
}
