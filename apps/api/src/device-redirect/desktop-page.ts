// The page / shows a computer in production and staging (decision 0512): where to open the shop on
// a phone, and a way to use it here anyway. Server-rendered, no script of the app; only the
// app's icon is requested (a file, so never redirected), or the browser would ask for /favicon.ico.
import { qrCodePath } from '../lib/qr-code.ts';
import { pcViewPath } from './redirect-rule.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The address as a QR code for the phone's camera (an inline SVG, so the page still loads nothing
 * else), drawn by lib/qr-code.ts.
 */
export function addressQrSvg(address: string): string {
  const { size, path } = qrCodePath(address);
  return (
    `<svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" ` +
    `aria-label="${escapeHtml(`ショップのアドレス（${address}）のQRコード`)}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

/** `shopUrl`: the app's absolute address, as a QR code and shown for typing or copying on a phone. */
export function renderDesktopPage(shopUrl: string): string {
  const url = escapeHtml(shopUrl);
  // The script: iPadOS Safari sends a Mac's User-Agent, and a "Mac" with a touch screen is an iPad,
  // which goes on through the stay link at once (decision 0511).
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/sp/favicon.svg" type="image/svg+xml">
<title>スマートフォンでご覧ください | ステッカー印刷のシールラボ</title>
<style>
body{margin:0;font-family:system-ui,"Hiragino Sans","Noto Sans JP",sans-serif;color:#222;background:#f5f5f3;line-height:1.7}
main{max-width:34rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:12px}
h1{font-size:1.4rem;margin:.25rem 0 1rem}
.shop{margin:0;color:#666;font-size:.9rem}
.url{font-size:1.15rem;padding:.75rem 1rem;background:#f0f4f8;border-radius:8px;word-break:break-all;user-select:all}
.note{color:#555;font-size:.9rem}
.qr{display:block;width:168px;height:168px;margin:1rem auto .5rem}
.qr-caption{text-align:center;margin:0;font-size:.9rem;color:#555}
</style>
</head>
<body>
<main>
<p class="shop">ステッカー印刷のシールラボ</p>
<h1>このショップはスマートフォン専用です</h1>
<p>シールラボは、スマートフォンで快適にご注文いただけるよう作られています。お手数ですが、お手持ちのスマートフォンで下のQRコードを読み取るか、アドレスを開いてご利用ください。</p>
${addressQrSvg(shopUrl)}
<p class="qr-caption">スマートフォンのカメラで読み取ると、そのまま開けます。</p>
<p class="url" translate="no">${url}</p>
<p><a href="${pcViewPath}">このままPCで見る</a></p>
<p class="note">スマートフォン向けの画面のまま表示されます。iPad などのタブレットをお使いの方も、こちらからご覧いただけます。</p>
</main>
<script>
if (navigator.maxTouchPoints > 1 && /Macintosh/.test(navigator.userAgent)) location.replace(${JSON.stringify(pcViewPath)});
</script>
</body>
</html>
`;
}
