// The live chat widget a workspace embeds on its own site: one self-contained script (no framework, shadow DOM for its
// styles, textContent only) that renders a launcher and a chat panel and talks to the public widget endpoints.
import { INBOX_TEXT_MAX, WIDGET_GREETING_DELAY_MS } from '@ulak/shared';

/** The widget's own texts, in both languages (the page's lang attribute, else the browser's language, picks one). */
const TEXTS = {
  tr: {
    title: 'Canlı destek',
    greeting: 'Merhaba! Size nasıl yardımcı olabiliriz?',
    placeholder: 'Mesajınızı yazın…',
    send: 'Gönder',
    open: 'Sohbeti aç',
    minimise: 'Küçült',
    close: 'Kapat',
    typing: 'Yazıyor…',
    failed: 'Mesaj gönderilemedi, tekrar deneyin.',
  },
  en: {
    title: 'Live support',
    greeting: 'Hello! How can we help you?',
    placeholder: 'Type your message…',
    send: 'Send',
    open: 'Open chat',
    minimise: 'Minimise',
    close: 'Close',
    typing: 'Typing…',
    failed: 'The message could not be sent; please try again.',
  },
};

// widgetScript returns the script for one widget key, talking to the API at base.
export function widgetScript(base: string, key: string): string {
  const cfg = JSON.stringify({ base, key, texts: TEXTS, greetingDelay: WIDGET_GREETING_DELAY_MS, max: INBOX_TEXT_MAX });
  return `(function(){'use strict';
var C=${cfg.replace(/</g, '\\u003c')};
if(window.__ulakChat&&window.__ulakChat[C.key])return;(window.__ulakChat=window.__ulakChat||{})[C.key]=true;
var lang=((document.documentElement.lang||navigator.language||'en').toLowerCase().indexOf('tr')===0)?'tr':'en';var T=C.texts[lang];
var api=C.base+'/api/inbox/widget/'+encodeURIComponent(C.key);var store='ulak-chat:'+C.key;
var token=null;try{token=localStorage.getItem(store)}catch(e){}
var seen={},es=null,greeting=null,greeted=false,typingSent=0,idleTimer=null;
function el(tag,attrs,text){var n=document.createElement(tag);for(var k in attrs)n.setAttribute(k,attrs[k]);if(text!=null)n.textContent=text;return n}
var host=el('div',{id:'ulak-chat-widget'});var root=host.attachShadow?host.attachShadow({mode:'open'}):host;
var css=el('style',{},':host{all:initial}*{box-sizing:border-box;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif}'+
'.launcher{position:fixed;right:20px;bottom:20px;width:56px;height:56px;border-radius:50%;border:0;background:#228be6;color:#fff;font-size:26px;cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25);z-index:2147483000}'+
'.panel{position:fixed;right:20px;bottom:20px;width:340px;max-width:calc(100vw - 40px);height:460px;max-height:calc(100vh - 40px);background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.25);display:flex;flex-direction:column;overflow:hidden;z-index:2147483001}'+
'.panel.min{height:48px}.panel.min .body,.panel.min .foot{display:none}'+
'.head{display:flex;align-items:center;gap:8px;padding:0 12px;height:48px;background:#228be6;color:#fff;font-weight:600;font-size:15px}.head span{flex:1}'+
'.head button{background:transparent;border:0;color:#fff;font-size:18px;cursor:pointer;width:28px;height:28px;border-radius:6px}.head button:hover{background:rgba(255,255,255,.2)}'+
'.body{flex:1;overflow-y:auto;padding:12px;background:#f8f9fa;display:flex;flex-direction:column;gap:8px}'+
'.msg{max-width:80%;padding:8px 10px;border-radius:10px;font-size:14px;line-height:1.4;white-space:pre-wrap;word-wrap:break-word}'+
'.in{align-self:flex-end;background:#228be6;color:#fff}.out{align-self:flex-start;background:#fff;color:#212529;border:1px solid #dee2e6}'+
'.who{display:block;font-size:11px;color:#868e96;margin-bottom:2px}.typing{font-size:12px;color:#868e96;padding:0 12px 4px;min-height:18px;background:#f8f9fa}'+
'.err{font-size:12px;color:#e03131;padding:0 12px}.foot{display:flex;gap:8px;padding:10px;border-top:1px solid #dee2e6}'+
'textarea{flex:1;resize:none;height:40px;border:1px solid #ced4da;border-radius:8px;padding:8px;font-size:14px}'+
'.send{border:0;border-radius:8px;background:#228be6;color:#fff;padding:0 14px;font-size:14px;cursor:pointer}.send:disabled{background:#adb5bd;cursor:not-allowed}');
var launcher=el('button',{'class':'launcher',type:'button','aria-label':T.open,'data-testid':'ulak-chat-launcher'},'\\u{1F4AC}');
var panel=el('div',{'class':'panel',role:'dialog','aria-label':T.title,'data-testid':'ulak-chat-panel'});panel.style.display='none';
var head=el('div',{'class':'head'});var title=el('span',{},T.title);
var minBtn=el('button',{type:'button','aria-label':T.minimise,title:T.minimise,'data-testid':'ulak-chat-minimise'},'\\u2013');
var closeBtn=el('button',{type:'button','aria-label':T.close,title:T.close,'data-testid':'ulak-chat-close'},'\\u00d7');
head.appendChild(title);head.appendChild(minBtn);head.appendChild(closeBtn);
var body=el('div',{'class':'body','data-testid':'ulak-chat-messages','aria-live':'polite'});
var typing=el('div',{'class':'typing','data-testid':'ulak-chat-typing'});var err=el('div',{'class':'err',role:'alert'});
var foot=el('div',{'class':'foot'});var input=el('textarea',{placeholder:T.placeholder,maxlength:String(C.max),'aria-label':T.placeholder,'data-testid':'ulak-chat-input'});
var send=el('button',{type:'button','class':'send','data-testid':'ulak-chat-send'},T.send);send.disabled=true;
foot.appendChild(input);foot.appendChild(send);panel.appendChild(head);panel.appendChild(body);panel.appendChild(typing);panel.appendChild(err);panel.appendChild(foot);
root.appendChild(css);root.appendChild(launcher);root.appendChild(panel);
function mount(){document.body.appendChild(host)}if(document.body)mount();else document.addEventListener('DOMContentLoaded',mount);
function req(method,path,data){var o={method:method,headers:{}};if(data){o.headers['content-type']='application/json';o.body=JSON.stringify(data)}
return fetch(api+path,o).then(function(r){return r.json().then(function(j){if(!r.ok)throw j;return j})})}
function add(m){if(m.id&&seen[m.id])return;if(m.id)seen[m.id]=1;var b=el('div',{'class':'msg '+(m.direction==='in'?'in':'out'),'data-direction':m.direction});
if(m.direction==='out'&&m.authorName){b.appendChild(el('span',{'class':'who'},m.authorName))}b.appendChild(document.createTextNode(m.text));body.appendChild(b);body.scrollTop=body.scrollHeight}
function count(){return body.querySelectorAll('.msg').length}
function connect(){if(!token||es||!window.EventSource)return;es=new EventSource(api+'/stream?token='+encodeURIComponent(token));
es.onmessage=function(ev){var e;try{e=JSON.parse(ev.data)}catch(x){return}if(e.type==='message'){add(e.message);if(e.message.direction==='out')typing.textContent=''}
else if(e.type==='typing'){typing.textContent=e.typing?T.typing:''}}}
function history(){if(!token)return Promise.resolve();return req('GET','/messages?token='+encodeURIComponent(token)).then(function(r){r.messages.forEach(add)}).catch(function(e){if(e&&e.code==='INBOX_VISITOR_TOKEN_INVALID'){token=null;try{localStorage.removeItem(store)}catch(x){}}})}
function ensureToken(){if(token)return Promise.resolve(token);return req('POST','/visitors',{}).then(function(r){token=r.visitorToken;try{localStorage.setItem(store,token)}catch(e){}connect();return token})}
function cid(){var a=new Uint8Array(12);(window.crypto||{}).getRandomValues?crypto.getRandomValues(a):a.forEach(function(_,i){a[i]=Math.random()*256});return Array.prototype.map.call(a,function(x){return('0'+x.toString(16)).slice(-2)}).join('')}
function sendNow(){var text=input.value.trim();if(!text)return;input.value='';send.disabled=true;err.textContent='';var id=cid();
ensureToken().then(function(t){return req('POST','/messages',{visitorToken:t,clientId:id,text:text})}).then(function(r){add(r.message)}).catch(function(e){err.textContent=(e&&e.message)||T.failed;input.value=text;send.disabled=false});
typingSent=0;clearTimeout(idleTimer)}
function sendTyping(on){if(!token)return;req('POST','/typing',{visitorToken:token,typing:on}).catch(function(){})}
input.addEventListener('input',function(){send.disabled=!input.value.trim();if(!token)return;var now=Date.now();if(input.value.trim()&&now-typingSent>3000){typingSent=now;sendTyping(true)}
clearTimeout(idleTimer);idleTimer=setTimeout(function(){typingSent=0;sendTyping(false)},4000)});
input.addEventListener('keydown',function(e){if(e.key==='Enter'&&!e.shiftKey&&!e.isComposing){e.preventDefault();sendNow()}});
send.addEventListener('click',sendNow);
function open(){launcher.style.display='none';panel.style.display='flex';panel.classList.remove('min');input.focus();
if(!greeted){greeted=true;req('GET','/config').then(function(c){greeting=c.greeting}).catch(function(){}).then(function(){return history()}).then(function(){connect();
if(count()===0)setTimeout(function(){if(count()===0)add({direction:'out',text:greeting||T.greeting})},C.greetingDelay)})}}
launcher.addEventListener('click',open);
minBtn.addEventListener('click',function(){panel.classList.toggle('min')});
head.addEventListener('click',function(e){if(e.target===head||e.target===title){if(panel.classList.contains('min'))panel.classList.remove('min')}});
closeBtn.addEventListener('click',function(){panel.style.display='none';launcher.style.display='block'});
})();
`;
}
