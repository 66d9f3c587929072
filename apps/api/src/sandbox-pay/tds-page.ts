// The challenge pages a card issuer shows during 3-D Secure, in the stand-in's plain HTML: no
// script but the one that posts the customer back to the shop, phone-sized, in Japanese. The
// virtual account's deposit page (virtual-account-page.ts) is built on the same page.

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#eef1f5;color:#1f2933;font-family:system-ui,-apple-system,"Hiragino Sans","Noto Sans JP",sans-serif;line-height:1.6}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.panel{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.badge{display:inline-block;margin:0 0 8px;padding:2px 8px;border-radius:4px;background:#fff3c4;color:#7a5b00;font-size:12px;font-weight:700}
h1{margin:0 0 8px;font-size:20px}
p{margin:0 0 12px;font-size:15px}
dl{margin:16px 0;padding:12px;border-radius:8px;background:#f5f7fa;font-size:14px}
dl div{display:flex;justify-content:space-between;gap:12px;padding:2px 0}
dt{color:#52606d}dd{margin:0;font-weight:700;font-variant-numeric:tabular-nums}
label{display:block;margin:16px 0 6px;font-weight:700}
input[type=password],input[type=text]{width:100%;padding:12px;border:1px solid #9aa5b1;border-radius:8px;font-size:18px}
.hint{margin-top:6px;color:#52606d;font-size:13px}
.error{color:#b42318;font-weight:700}
fieldset{margin:16px 0 0;padding:0;border:0}legend{font-weight:700;margin-bottom:6px}
.choice{display:flex;gap:8px;align-items:center;margin:6px 0;font-weight:400}
.done{color:#05603a;font-weight:700}
button{display:block;width:100%;min-height:48px;margin-top:12px;border-radius:8px;font-size:16px;font-weight:700;cursor:pointer}
.primary{border:0;background:#1a56db;color:#fff}
.secondary{border:1px solid #9aa5b1;background:#fff;color:#1f2933}
`;

/** One of the stand-in's pages: phone-sized, marked as the test environment. */
export function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main><div class="panel">
<p class="badge">テスト環境</p>
${body}
</div></main>
${script}
</body>
</html>
`;
}

export interface ChallengePageInput {
  answerUrl: string;
  pareq: string;
  md: string;
  /** '¥12,345' */
  amount: string;
  maskedCardNo: string;
  /** '2026年11月20日(金)' */
  date: string;
  error: string | null;
}

export function challengePage(input: ChallengePageInput): string {
  const error = input.error ? `<p id="error" class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  return page(
    '本人認証',
    `<h1>本人認証</h1>
<p>ご本人確認のため、カード会社にご登録のパスワードを入力してください。</p>
<dl>
<div><dt>ご利用金額</dt><dd>${escapeHtml(input.amount)}</dd></div>
<div><dt>カード番号</dt><dd>${escapeHtml(input.maskedCardNo)}</dd></div>
<div><dt>ご利用日</dt><dd>${escapeHtml(input.date)}</dd></div>
</dl>
<form method="post" action="${escapeHtml(input.answerUrl)}">
<input type="hidden" name="PaReq" value="${escapeHtml(input.pareq)}">
<input type="hidden" name="MD" value="${escapeHtml(input.md)}">
<label for="password">パスワード入力</label>
<input id="password" name="password" type="password" inputmode="numeric" autocomplete="one-time-code" aria-describedby="hint${input.error ? ' error' : ''}" autofocus>
<p id="hint" class="hint">テスト用: 1234</p>
${error}
<button type="submit" name="action" value="authenticate" class="primary">認証する</button>
<button type="submit" name="action" value="cancel" class="secondary">キャンセル</button>
</form>`,
  );
}

export interface ReturnPageInput {
  termUrl: string;
  paRes: string;
  md: string;
  authenticated: boolean;
}

/** Posts PaRes and MD back to the shop's TermUrl at once; the button is there when scripts are off. */
export function returnPage(input: ReturnPageInput): string {
  return page(
    'ショップへ戻ります',
    `<h1>${input.authenticated ? '本人認証が完了しました' : '本人認証を中止しました'}</h1>
<p>ショップの画面に戻ります。自動で切り替わらない場合は、下のボタンを押してください。</p>
<form id="return" method="post" action="${escapeHtml(input.termUrl)}">
<input type="hidden" name="PaRes" value="${escapeHtml(input.paRes)}">
<input type="hidden" name="MD" value="${escapeHtml(input.md)}">
<button type="submit" class="primary">ショップに戻る</button>
</form>`,
    `<script>document.getElementById('return').submit();</script>`,
  );
}

export function errorPage(message: string): string {
  return page(
    '本人認証を開始できません',
    `<h1>本人認証を開始できません</h1>
<p>${escapeHtml(message)}</p>
<p>お手数ですが、ショップの画面に戻り、もう一度お手続きください。</p>`,
  );
}
