/** Where the page's boot script leaves its handle (a property of `window`). */
export const EARLY_TAPS_GLOBAL = '__parishEarlyTaps';
/** The longest a tap is held for the scripts; then it does what it would without them. */
export const EARLY_TAP_LIMIT_MS = 8_000;
/** The longest a held tap waits for the page's parts once the page is taken over. */
export const REPLAY_WAIT_MS = 500;
/**
 * What React names the props it keeps on an element it has taken over
 * (followed by a random suffix): a held tap is replayed only on an element
 * that has it, as a part of the page taken over later would drop the tap.
 */
export const REACT_PROPS_KEY = '__reactProps$';
/** How often a held tap looks again whether its part of the page has been taken over. */
export const PART_POLL_MS = 50;
/** The most taps held at once; later ones are left to the browser. */
export const EARLY_TAPS_HELD_MAX = 10;

/** What a tap may mean once the scripts run. */
const TAPPABLE = 'a[href],button,[role="button"],[role="tab"],[role="menuitem"]';

/**
 * Inline in the shell's page head, so it runs before the page is even
 * parsed: holds the taps (or Enter and Space on a link or button) on a page
 * the server rendered while the site's scripts are still starting, and
 * replays them in order on the same elements once the browser has taken the
 * page over (hydration keeps the elements). All of them, not the last: an
 * amount and then a fund chosen on the giving form are both meant. A link
 * ends the replay, as the taps after it were made on the page it leaves. Without it, a tap on a filter or a menu button in
 * that moment does nothing, and one on a link reloads the whole site
 * instead of moving within it. A tap meant for another tab, window or
 * site, or a download, is left to the browser. React takes the page's
 * parts over one after another, after the page itself, so the replay
 * waits until the browser is idle, and each tap until its element has been
 * taken over (a busy phone may take its part over well after the page);
 * taps keep being held, in order, until all are replayed.
 *
 * Plain ES5, as it runs before (and without) any bundle.
 */
export const EARLY_TAPS_BOOT_SCRIPT = `(function(){
var d=document,w=window,held=[],released=false,replaying=false,limit=0,wait=0;
function takenOver(t){for(var k in t){if(k.indexOf(${JSON.stringify(REACT_PROPS_KEY)})===0)return true;}return false;}
function drain(force){
clearTimeout(wait);wait=0;
while(held.length){var t=held[0];
if(!t.isConnected){held.shift();continue;}
if(!force&&!takenOver(t)){wait=setTimeout(function(){drain(false);},${PART_POLL_MS});return;}
held.shift();replaying=true;t.click();replaying=false;
if(t.tagName==='A'){held=[];break;}}
clearTimeout(limit);d.removeEventListener('click',hold,true);}
function hold(e){
if(replaying||e.defaultPrevented||!(e.target instanceof Element))return;
var root=d.getElementById('root');
if(!root||!root.hasAttribute('data-server-rendered'))return;
var t=e.target.closest(${JSON.stringify(TAPPABLE)});
if(!t||!root.contains(t))return;
if(t.tagName==='A'&&((t.target&&t.target!=='_self')||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey||t.hasAttribute('download')||t.origin!==location.origin))return;
if(held.length>=${EARLY_TAPS_HELD_MAX})return;
e.preventDefault();e.stopPropagation();held.push(t);
if(!limit)limit=setTimeout(function(){drain(true);},${EARLY_TAP_LIMIT_MS});
}
d.addEventListener('click',hold,true);
w[${JSON.stringify(EARLY_TAPS_GLOBAL)}]={release:function(){
if(released)return;released=true;
var go=function(){drain(false);};
if(w.requestIdleCallback)w.requestIdleCallback(go,{timeout:${REPLAY_WAIT_MS}});else setTimeout(go,${REPLAY_WAIT_MS});
}};
})();`;

interface EarlyTaps {
  release: () => void;
}

/** The page is taken over: replays the taps held (once idle), and holds no more. */
export function releaseEarlyTaps(view: Window): void {
  const earlyTaps = (view as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
  earlyTaps?.release();
}
