/**
 * The boot script of a signed-in /home (issue 12: the dashboard on a slow mobile network).
 *
 * Without it, /home asks for its data only once the app's JavaScript (~200 KB) has downloaded and
 * run, and then in two rounds (the team access first, the cards' data after the home route's
 * guard): two round trips after the JavaScript, each ~150 ms on slow 4G plus the server's time.
 * This script has no imports and is an `async` classic script placed first, so it runs as soon as
 * it has arrived: when the `EST` session cookie is there, it asks for every read the first
 * render of /home needs (what the dashboard layout fetches ahead, and the four cards' data for
 * the URL's currencies and year) while the app's JavaScript downloads. When the app then makes
 * the same request (same method, URL, body and bearer token), it is given that answer instead of
 * a new request. Each answer is used once, and only in the first seconds of the page, so nothing
 * stale is ever served; a request the script did not make, or one that failed, goes to the
 * network as usual. The app's code is unchanged: this wraps `fetch` for the page's first seconds.
 */
import { DEFAULT_CURRENCY, DEFAULT_CUSTOMER_STATS_YEAR, SESSION_COOKIE } from '@payrail/contract/constants';
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
    reads: reads.map(url),
    balance: url(dashboard.dashboardBalance),
    stats: url(dashboard.transactionStats),
    customers: url(dashboard.customerStats),
    // The pickers' values as features/dashboard/lib/home-search.ts reads them from the URL. Should
    // the two ever differ, the app's request simply does not match and goes to the network.
    currencies: ['NGN', 'USD'],
    currency: DEFAULT_CURRENCY,
    year: DEFAULT_CUSTOMER_STATS_YEAR,
    /** How long an early answer may wait for the app's request. */
    keepMs: 15_000,
  };
}

/** The script's source (plain JavaScript, no imports, one block), with its configuration inlined. */
export function homeBootScript(config = homeBootConfig()): string {
  // A classic script: the block keeps its names out of the page's global scope.
  return `{
const C=${JSON.stringify(config)};
const cookie=document.cookie.split(';').map((p)=>p.trim()).find((p)=>p.startsWith(C.cookie+'='));
const token=cookie&&decodeURIComponent(cookie.slice(C.cookie.length+1));
if(token){
  const auth='Bearer '+token;
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
  };
  for(const url of C.reads)ask('GET',url);
  ask('GET',C.balance.replace('{currency}',currency('statsCurrency')));
  ask('GET',C.stats.replace('{currency}',currency('transactionsStatsCurrency')));
  ask('POST',C.customers,JSON.stringify({year}));
  const until=Date.now()+C.keepMs;
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
}
}
`;
}
