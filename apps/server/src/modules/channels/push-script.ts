// The two files a workspace puts on its own site to collect Web Push subscriptions: the service worker (served for
// copying to the site's origin, as browsers require) and the subscribe script, which registers it, asks permission
// once on a user gesture or at load, subscribes with the workspace's VAPID key and posts the subscription to Ulak.

// serviceWorker shows each push as a notification (first line title, rest body) and opens `url` on a click.
export function serviceWorker(): string {
  return `/* Ulak Web Push service worker: serve it from your site's origin (e.g. /ulak-push-sw.js). */
self.addEventListener('push', function (event) {
  var data = {};
  try { data = event.data ? event.data.json() : {}; } catch (e) { data = { title: event.data ? event.data.text() : '' }; }
  event.waitUntil(self.registration.showNotification(data.title || '', { body: data.body || '', data: { url: data.url || '' } }));
});
self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var url = event.notification.data && event.notification.data.url;
  if (url) event.waitUntil(clients.openWindow(url));
});
`;
}

// subscribeScript registers the service worker named by data-service-worker and posts the subscription (text/plain: no CORS preflight).
export function subscribeScript(apiBase: string, publicKey: string): string {
  return `/* Ulak Web Push: <script src="…/subscribe.js" data-service-worker="/ulak-push-sw.js" data-email="(optional)"></script>
   window.ulakPush.subscribe(email?) subscribes again, e.g. from a button. */
(function () {
  var me = document.currentScript;
  var api = ${JSON.stringify(apiBase)};
  var key = ${JSON.stringify(publicKey)};
  function bytes(b64) {
    var pad = '='.repeat((4 - (b64.length % 4)) % 4);
    var raw = atob((b64 + pad).replace(/-/g, '+').replace(/_/g, '/'));
    var out = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
    return out;
  }
  function subscribe(email) {
    if (!('serviceWorker' in navigator) || !('PushManager' in window)) return Promise.resolve(false);
    var sw = (me && me.getAttribute('data-service-worker')) || '/ulak-push-sw.js';
    return navigator.serviceWorker.register(sw)
      .then(function (reg) { return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes(key) }); })
      .then(function (sub) {
        var body = { subscription: sub.toJSON() };
        if (email) body.email = email;
        return fetch(api + '/subscriptions', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) });
      })
      .then(function (res) { return res.ok; })
      .catch(function () { return false; });
  }
  window.ulakPush = { subscribe: subscribe };
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') subscribe(me && me.getAttribute('data-email'));
})();
`;
}
