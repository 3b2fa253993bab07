/**
 * The boot script of a signed-in /home (issue 12: the dashboard on a slow mobile network).
 *
 * /home's document is a prerendered dashboard shell (scripts/prerender-plugin.ts, `shells`): the
 * frame, the page's headings and its cards' loading states, with no user data. This script is its
 * only script tag: a classic script in the head, without `async`, so it runs before the body is
 * parsed and anything is painted.
 * - Without a session (spec 000 §2: the `eas` store says signed in and the `EST` cookie is there,
 *   as `isAuthenticated()` reads it) it hides the page and replaces it with
 *   /auth/login?redirect=<where the visitor was going>, as the app's route guard would, so a
 *   signed-out visitor never sees the signed-in frame. A stored session whose cookie has expired is
 *   cleared first, as the guard does.
 * - With one, it asks at once for the balance (one small answer: the figures can then paint with
 *   the frame, instead of queueing behind the other reads and the app's chunks for the browser's
 *   six connections), lets the shell paint, then (once the browser reports the first contentful paint,
 *   which is when the frame is on screen, not merely drawn; a frame and a task where paints are
 *   not reported; at once in a hidden tab) asks for every read the first render of /home needs (what
 *   the dashboard layout fetches ahead, and the other cards' data for the URL's currencies and year)
 *   and then loads the app's entry with module preloads of the chunks /home renders with. The
 *   paint needs only the document and the stylesheet; the reads go out before the JavaScript,
 *   and the JavaScript downloads while they are answered.
 * While the app loads, the shell shows what the script already knows: the greeting and the
 * business's name from the stored session (as the app's first render does), then the balance's two
 * figures as soon as their answer is in, written by the contract's rules (en-NG, the currency's
 * narrow symbol, exact minor units: no float), into the elements marked `data-boot`. The app's
 * render replaces the shell, so these are never left to go stale.
 * When the app then makes the same request (same method, URL, body and bearer token), it is given
 * that answer instead of a new request. Each answer is used once, and only in the first seconds of
 * the page, so nothing stale is ever served; a request the script did not make, or one that
 * failed, goes to the network as usual. The app's code is unchanged: this wraps `fetch` for the
 * page's first seconds.
 */
import {
  DEFAULT_CURRENCY,
  DEFAULT_CUSTOMER_STATS_YEAR,
  SESSION_COOKIE,
  SESSION_STORE_KEY,
} from '@payrail/contract/constants';
import { CURRENCIES } from '@payrail/contract/money';
import * as account from '@payrail/contract/routes/account';
import * as dashboard from '@payrail/contract/routes/dashboard';
import * as kyb from '@payrail/contract/routes/kyb';
import * as profile from '@payrail/contract/routes/profile';
import * as twoFactor from '@payrail/contract/routes/two-factor';

type Route = { method: string; version: string; path: string };

const url = (r: Route) => `/api/${r.version}${r.path}`;

/** What the script needs to know, taken from the contract at build time. */
export function homeBootConfig() {
  const reads = [
    account.getUserAccess,
    twoFactor.getTwoFactorStatus,
    twoFactor.getTwoFactorInitiate,
    profile.getProfile,
    kyb.getKybStage,
    kyb.getKybNextStage,
    kyb.getKyb,
    dashboard.recentTransactions,
  ];
  for (const r of [...reads, dashboard.dashboardBalance, dashboard.transactionStats])
    if (r.method !== 'get') throw new Error(`home boot: ${r.path} is not a GET`);
  if (dashboard.customerStats.method !== 'post') throw new Error('home boot: customer stats is not a POST');
  return {
    cookie: SESSION_COOKIE,
    store: SESSION_STORE_KEY,
    login: '/auth/login',
    reads: reads.map(url),
    balance: url(dashboard.dashboardBalance),
    stats: url(dashboard.transactionStats),
    customers: url(dashboard.customerStats),
    // The pickers' values as features/dashboard/lib/home-search.ts reads them from the URL. Should
    // the two ever differ, the app's request simply does not match and goes to the network.
    currencies: ['NGN', 'USD'],
    /** Minor units per major, by currency: how the shell writes an early balance. */
    exponents: { NGN: CURRENCIES.NGN.exponent, USD: CURRENCIES.USD.exponent },
    currency: DEFAULT_CURRENCY,
    year: DEFAULT_CUSTOMER_STATS_YEAR,
    /** How long an early answer may wait for the app's request. */
    keepMs: 15_000,
    /** The longest the loads wait for the shell's first paint to be reported. */
    paintWaitMs: 3_000,
  };
}

/** What the page loads once it has painted: the app's entry and the chunks it renders /home with. */
export type HomeLoad = { entry: string; preloads: string[] };

/** The script's source (plain JavaScript, no imports, one block), with its configuration inlined. */
export function homeBootScript(load: HomeLoad, config = homeBootConfig()): string {
  // A classic script: the block keeps its names out of the page's global scope.
  return `{
const C=${JSON.stringify(config)};
const L=${JSON.stringify(load)};
const cookie=document.cookie.split(';').map((p)=>p.trim()).find((p)=>p.startsWith(C.cookie+'='));
const token=cookie&&decodeURIComponent(cookie.slice(C.cookie.length+1));
let stored=null;
try{stored=JSON.parse(localStorage.getItem(C.store)??'null')?.state??null}catch{}
if(!token||stored?.status!=='authenticated'){
  if(stored?.status==='authenticated')localStorage.setItem(C.store,JSON.stringify({state:{user:null,status:'unauthenticated'},version:0}));
  document.documentElement.style.visibility='hidden';
  location.replace(C.login+'?redirect='+encodeURIComponent(location.pathname+location.search+location.hash));
}else{
  const auth='Bearer '+token;
  const ready=(f)=>{if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',f,{once:true});else f()};
  const fill=(name,text)=>{for(const el of document.querySelectorAll('[data-boot="'+name+'"]'))el.textContent=text};
  const user=stored.user;
  ready(()=>{
    if(typeof user?.firstName==='string'&&user.firstName)fill('greeting','Welcome, '+user.firstName);
    if(typeof user?.merchantName==='string'&&user.merchantName)fill('merchant-name',user.merchantName);
  });
  const money=(minor,currency)=>{
    const e=C.exponents[currency];
    const digits=String(Math.abs(minor)).padStart(e+1,'0');
    const decimal=(minor<0?'-':'')+digits.slice(0,digits.length-e)+(e?'.'+digits.slice(-e):'');
    return new Intl.NumberFormat('en-NG',{style:'currency',currency,currencyDisplay:'narrowSymbol'}).format(decimal);
  };
  const figures=(answer,currency)=>answer.then((r)=>r.ok?r.clone().json():null).then((body)=>{
    const b=body?.responseBody;
    if(!b||b.currency!==currency||!Number.isSafeInteger(b.available)||!Number.isSafeInteger(b.pending))return;
    ready(()=>{fill('balance-available',money(b.available,currency));fill('balance-pending',money(b.pending,currency))});
  }).catch(()=>{});
  const q=new URLSearchParams(location.search);
  const currency=(k)=>C.currencies.includes(q.get(k))?q.get(k):C.currency;
  const now=new Date().getFullYear();
  const years=[now,now-1,now-2,C.year];
  const asked=Number(q.get('customerStatsYear'));
  const year=q.get('customerStatsYear')!==null&&years.includes(asked)?asked:C.year;
  const native=window.fetch.bind(window);
  const early=new Map();
  const key=(method,url,body)=>method+' '+new URL(url,location.href).href+' '+(body??'');
  const ask=(method,url,body)=>{
    const headers={Accept:'application/json',Authorization:auth};
    if(body!==undefined)headers['Content-Type']='application/json';
    const answer=native(url,{method,headers,body,credentials:'same-origin'});
    answer.catch(()=>{});
    early.set(key(method,url,body),answer);
    return answer;
  };
  let until=0;
  window.fetch=(input,init)=>{
    if(typeof input==='string'&&early.size>0&&Date.now()<until){
      const body=typeof init?.body==='string'?init.body:undefined;
      const k=key((init?.method??'GET').toUpperCase(),input,body);
      const answer=early.get(k);
      if(answer&&new Headers(init?.headers).get('Authorization')===auth){
        early.delete(k);
        const signal=init?.signal;
        if(signal?.aborted)return Promise.reject(signal.reason);
        return new Promise((resolve,reject)=>{
          signal?.addEventListener('abort',()=>reject(signal.reason),{once:true});
          answer.then(resolve,()=>native(input,init).then(resolve,reject));
        });
      }
    }
    return native(input,init);
  };
  until=Date.now()+C.keepMs;
  const shown=currency('statsCurrency');
  figures(ask('GET',C.balance.replace('{currency}',shown)),shown);
  const start=()=>{
    for(const url of C.reads)ask('GET',url);
    ask('GET',C.stats.replace('{currency}',currency('transactionsStatsCurrency')));
    ask('POST',C.customers,JSON.stringify({year}));
    for(const href of L.preloads){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.append(l)}
    import(L.entry);
  };
  let started=false;
  const go=()=>{if(!started){started=true;start()}};
  const paints=window.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  if(document.hidden)go();
  else if(paints){
    new PerformanceObserver((list,observer)=>{
      if(list.getEntriesByName('first-contentful-paint').length>0){observer.disconnect();setTimeout(go,0)}
    }).observe({type:'paint',buffered:true});
    document.addEventListener('visibilitychange',()=>{if(document.hidden)go()});
    setTimeout(go,C.paintWaitMs);
  }else requestAnimationFrame(()=>setTimeout(go,0));
}
}
`;
}
