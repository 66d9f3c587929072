// What kind of device sent a request, from its headers alone (decision 0511). Pure: no I/O.
import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';

export type DeviceClass = 'phone' | 'tablet' | 'desktop' | 'bot' | 'unknown';

/** The request headers the rule reads, lower-case as Node gives them. */
export interface DeviceHeaders {
  'user-agent'?: string | undefined;
  'sec-ch-ua-mobile'?: string | string[] | undefined;
  'sec-ch-ua-platform'?: string | string[] | undefined;
}

// Only an operating system of a computer counts as a desktop: anything we cannot place (a TV, a
// console, a UA without an OS) is let through rather than sent away from the shop.
const desktopSystems = new Set([
  'windows',
  'mac os',
  'macos',
  'linux',
  'ubuntu',
  'debian',
  'fedora',
  'chromium os',
  'chrome os',
  'freebsd',
  'openbsd',
  'netbsd',
]);

function hint(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  // Structured-header strings arrive quoted: "Android".
  return first?.trim().replace(/^"(.*)"$/, '$1');
}

export function classifyDevice(headers: DeviceHeaders): DeviceClass {
  const userAgent = headers['user-agent']?.trim() ?? '';
  const mobileHint = hint(headers['sec-ch-ua-mobile']);
  const platformHint = hint(headers['sec-ch-ua-platform'])?.toLowerCase();

  // Crawlers first: search engines must see /sp itself (Googlebot smartphone is a phone anyway).
  if (userAgent !== '' && isbot(userAgent)) return 'bot';
  // Chromium's client hints are set by the browser itself and survive the UA reduction.
  if (mobileHint === '?1') return 'phone';
  // "Not mobile" on Android: a tablet (or a phone asking for the desktop site); never a computer.
  if (mobileHint === '?0' && platformHint === 'android') return 'tablet';
  if (userAgent === '') return 'unknown';

  const { device, os } = new UAParser(userAgent).getResult();
  if (device.type === 'mobile' || device.type === 'wearable') return 'phone';
  if (device.type === 'tablet') return 'tablet';
  if (device.type !== undefined) return 'unknown';
  const system = (os.name ?? platformHint)?.toLowerCase();
  return system !== undefined && desktopSystems.has(system) ? 'desktop' : 'unknown';
}
