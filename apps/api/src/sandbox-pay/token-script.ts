// The browser script the checkout page loads, shaped like the real provider's (PAYMENTS.md):
// EpsilonToken.init(contractCode), then EpsilonToken.getToken(card, callback). It only carries the
// fields to POST /tokens: the rules live once, on the server, in the domain's functions.
// Plain ES2017 with no build step; the callback is always called asynchronously, exactly once.

/** The script, with the stand-in's address to fall back on when document.currentScript is unknown. */
export function tokenScript(fallbackBaseUrl: string): string {
  return `/* Card-token provider stand-in (test environment). */
(function (root) {
  'use strict';
  var current = typeof document !== 'undefined' ? document.currentScript : null;
  var base = current && current.src ? current.src.replace(/\\/token\\.js(?:[?#].*)?$/, '') : ${JSON.stringify(fallbackBaseUrl)};
  var TIMEOUT_MS = 20000;
  var FIELDS = ['cardno', 'expire', 'securitycode', 'holdername'];
  var contractCode = '';

  function answerLater(callback, response) {
    setTimeout(function () { callback(response); }, 0);
  }

  function isAnswer(value) {
    return value !== null && typeof value === 'object' && typeof value.resultCode === 'string';
  }

  root.EpsilonToken = {
    init: function (code) {
      contractCode = code === undefined || code === null ? '' : String(code);
    },
    getToken: function (card, callback) {
      if (typeof callback !== 'function') throw new TypeError('EpsilonToken.getToken: callback must be a function');
      if (!/^\\d{8}$/.test(contractCode)) return answerLater(callback, { resultCode: '901' });
      var body = new URLSearchParams();
      body.set('contract_code', contractCode);
      FIELDS.forEach(function (name) {
        var value = card && card[name];
        body.set(name, value === undefined || value === null ? '' : String(value));
      });
      var finished = false;
      function finish(response) {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        answerLater(callback, response);
      }
      var controller = typeof AbortController === 'function' ? new AbortController() : null;
      var timer = setTimeout(function () {
        if (controller) controller.abort();
        finish({ resultCode: '902' });
      }, TIMEOUT_MS);
      fetch(base + '/tokens', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
        credentials: 'omit',
        signal: controller ? controller.signal : undefined
      }).then(function (response) {
        if (!response.ok) return finish({ resultCode: '903' });
        return response.json().then(function (value) {
          finish(isAnswer(value) ? value : { resultCode: '903' });
        }, function () { finish({ resultCode: '903' }); });
      }, function () { finish({ resultCode: '902' }); });
    }
  };
})(typeof window !== 'undefined' ? window : this);
`;
}
