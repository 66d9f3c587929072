import { describe, expect, it } from 'vitest';
import { classifyDevice, type DeviceClass, type DeviceHeaders } from './device-class.ts';

// Real User-Agent strings as the browsers and crawlers send them (2024–2025 versions).
const ua = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneLine:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidXperia:
    'Mozilla/5.0 (Linux; Android 14; SO-51E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  androidTabletReduced:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotDesktop:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/126.0.6478.126 Safari/537.36',
  bingbot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0.1938.76 Safari/537.36',
  curl: 'curl/8.5.0',
  // A browser that names no operating system.
  noSystem: 'Mozilla/5.0 (compatible) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  smartTv:
    'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
};

describe('classifyDevice from the User-Agent alone', () => {
  it.each<[string, string, DeviceClass]>([
    ['iPhone Safari', ua.iPhoneSafari, 'phone'],
    ['iPhone LINE in-app browser', ua.iPhoneLine, 'phone'],
    ['Android Chrome (reduced UA)', ua.androidChrome, 'phone'],
    ['Android Chrome (Xperia)', ua.androidXperia, 'phone'],
    ['iPad Safari (iPad UA)', ua.iPad, 'tablet'],
    ['Android tablet Chrome', ua.androidTablet, 'tablet'],
    ['Android tablet Chrome (reduced UA)', ua.androidTabletReduced, 'tablet'],
    ['Windows Chrome', ua.windowsChrome, 'desktop'],
    ['Windows Edge', ua.windowsEdge, 'desktop'],
    // iPadOS 13+ Safari sends this very string too: the server cannot tell (decision 0511).
    ['Mac Safari', ua.macSafari, 'desktop'],
    ['Linux Firefox', ua.linuxFirefox, 'desktop'],
    ['Chromebook', ua.chromebook, 'desktop'],
    ['Googlebot smartphone', ua.googlebotSmartphone, 'bot'],
    ['Googlebot desktop', ua.googlebotDesktop, 'bot'],
    ['Bingbot', ua.bingbot, 'bot'],
    ['curl', ua.curl, 'bot'],
    ['a smart TV', ua.smartTv, 'unknown'],
    ['a browser naming no system', ua.noSystem, 'unknown'],
    // isbot counts anything that does not look like a browser as a crawler: never redirected either.
    ['an unknown client', 'SomeClient/1.0', 'bot'],
    ['an empty UA', '', 'unknown'],
  ])('%s → %s', (_name, userAgent, expected) => {
    expect(classifyDevice({ 'user-agent': userAgent })).toBe(expected);
  });

  it('treats a missing User-Agent as unknown', () => {
    expect(classifyDevice({})).toBe('unknown');
  });
});

describe('classifyDevice with client hints first', () => {
  it.each<[string, DeviceHeaders, DeviceClass]>([
    [
      'Sec-CH-UA-Mobile ?1 wins over a desktop UA (a phone asking for the desktop UA string)',
      { 'user-agent': ua.windowsChrome, 'sec-ch-ua-mobile': '?1', 'sec-ch-ua-platform': '"Android"' },
      'phone',
    ],
    [
      '?0 on Android is a tablet',
      { 'user-agent': ua.androidTabletReduced, 'sec-ch-ua-mobile': '?0', 'sec-ch-ua-platform': '"Android"' },
      'tablet',
    ],
    [
      '?0 on Windows is a computer',
      { 'user-agent': ua.windowsChrome, 'sec-ch-ua-mobile': '?0', 'sec-ch-ua-platform': '"Windows"' },
      'desktop',
    ],
    [
      '?0 on macOS is a computer',
      { 'user-agent': ua.macSafari, 'sec-ch-ua-mobile': '?0', 'sec-ch-ua-platform': '"macOS"' },
      'desktop',
    ],
    [
      '?0 then the UA decides: a phone UA stays a phone',
      { 'user-agent': ua.iPhoneSafari, 'sec-ch-ua-mobile': '?0', 'sec-ch-ua-platform': '"Linux"' },
      'phone',
    ],
    [
      'a crawler is a crawler whatever hints it sends',
      { 'user-agent': ua.googlebotDesktop, 'sec-ch-ua-mobile': '?0', 'sec-ch-ua-platform': '"Linux"' },
      'bot',
    ],
    [
      'the platform hint places a UA with no system',
      { 'user-agent': ua.noSystem, 'sec-ch-ua-mobile': '?0', 'sec-ch-ua-platform': '"Windows"' },
      'desktop',
    ],
  ])('%s', (_name, headers, expected) => {
    expect(classifyDevice(headers)).toBe(expected);
  });
});
