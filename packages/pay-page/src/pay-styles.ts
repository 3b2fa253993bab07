/**
 * The pay page's whole stylesheet, inlined into the HTML (CSP allows inline styles): no render-
 * blocking request, no web fonts (system stack), nothing that shifts the layout after first paint.
 * Mobile first: readable at 360 px, 16 px inputs (no zoom on focus), 48 px tap targets.
 * Contrast (WCAG 2.2 AA): text at least 4.5:1 on its background, the borders that show where a
 * field is at least 3:1 against white (#858b97), a 3 px focus ring on every control.
 * The link's image is a fixed 88 px thumbnail: its box never shifts, and it never grows into the
 * largest element of the first screen, so a slow image cannot hold back the largest paint.
 * White-labelling sets --brand, --brand-text and --accent on <main> (contrast-safe by
 * @payrail/contract brand-contrast.ts); the defaults are Payrail's blue. The merchant's logo is at
 * most 40 px high and 160 px wide, drawn at the size its width and height attributes give
 * (pay-app.ts `logoDisplaySize`), so its box is reserved before it arrives.
 */
export const PAY_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f4f5f7;color:#14171f;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
.pay{max-width:440px;margin:0 auto;padding:16px}
.head,.pay>section,.pay-form{background:#fff;border:1px solid #e2e5ea;border-radius:12px;padding:20px;margin-bottom:12px}
.head{display:flow-root}
.link-img{float:right;width:88px;height:88px;object-fit:cover;border-radius:8px;margin:0 0 8px 12px;background:#eef0f3}
.merchant{margin:0;color:#4a5160;font-size:14px;font-weight:600;text-transform:uppercase;letter-spacing:.04em}
h1{margin:4px 0 8px;font-size:22px;line-height:1.25}
h2{margin:0 0 8px;font-size:20px}
h2:focus{outline:none}
.desc{margin:0 0 8px;color:#4a5160}
.amount{margin:0;font-size:28px;font-weight:700}
.amount.muted{font-size:18px;font-weight:500;color:#4a5160}
.fee{margin:4px 0 0;color:#4a5160;font-size:14px}
.field{margin-bottom:14px}
label{display:block;font-weight:600;margin-bottom:4px}
.opt{font-weight:400;color:#5b6270}
input[type=text],input[type=email],input[type=tel],input[type=password]{display:block;width:100%;min-height:48px;padding:10px 12px;font:inherit;font-size:16px;border:1px solid #858b97;border-radius:8px;background:#fff;color:inherit}
input:focus-visible,select:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2f6fed;outline-offset:2px}
input[aria-invalid=true]{border-color:#b3261e}
.prefixed{display:flex;align-items:center;gap:8px}
.prefixed>span{font-weight:600}
.hint{margin:0 0 4px;color:#5b6270;font-size:14px}
.error{margin:4px 0 0;color:#b3261e;font-size:14px}
.alert{margin:0 0 14px;padding:10px 12px;border-radius:8px;background:#fdecea;color:#8c1d18}
.pair{display:grid;grid-template-columns:1fr 1fr;gap:12px}
fieldset.channels{border:0;padding:0;margin:0 0 14px}
legend{font-weight:600;margin-bottom:4px;padding:0}
.choice{display:flex;align-items:center;gap:10px;min-height:48px;padding:0 12px;border:1px solid #c9ced6;border-radius:8px;margin-bottom:8px;font-weight:500;cursor:pointer}
.choice input{width:20px;height:20px;margin:0}
.pay-form:has(input[name=channel][value=card]:not(:checked)) .card-fields{display:none}
.pay-form:has(input[name=channel][value=ussd]:not(:checked)) .ussd-bank{display:none}
select{display:block;width:100%;min-height:48px;padding:10px 12px;font:inherit;font-size:16px;border:1px solid #858b97;border-radius:8px;background:#fff;color:inherit}
select[aria-invalid=true]{border-color:#b3261e}
.button,button{display:flex;align-items:center;justify-content:center;gap:8px;width:100%;min-height:48px;padding:10px 16px;border-radius:8px;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;margin-top:8px}
.primary{background:var(--brand,#1a4fd6);color:var(--brand-text,#fff);border:0}
.copyable{display:inline-flex;align-items:center;gap:8px;flex-wrap:wrap}
.copy{display:inline-flex;width:auto;min-height:40px;margin:0;padding:4px 14px;background:#fff;color:var(--accent,#1a4fd6);border:1px solid var(--accent,#1a4fd6);font-size:.9em}
html:not([data-pay-hydrated]) .copy{display:none}
.back{display:block;margin-top:16px;text-align:center;color:var(--accent,#1a4fd6)}
.secondary{background:#fff;color:var(--accent,#1a4fd6);border:1px solid var(--accent,#1a4fd6)}
button[disabled]{opacity:.7;cursor:progress}
.spinner{display:inline-block;width:18px;height:18px;border:3px solid currentColor;border-right-color:transparent;border-radius:50%;animation:spin .8s linear infinite;vertical-align:middle}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spinner{animation-duration:3s}}
.rows{margin:12px 0}
.rows>div{display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-bottom:1px solid #eef0f3}
.rows dt{color:#4a5160}
.rows dd{margin:0;text-align:right;overflow-wrap:anywhere}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.code{font-size:24px;font-weight:700;text-align:center;margin:12px 0}
.countdown{font-weight:600}
.status-line{color:#4a5160}
.sandbox,.sandbox-note{margin-top:16px;padding:12px;border:2px dashed #b26a00;border-radius:8px;background:#fff8e6;font-size:14px}
.sandbox-tag{margin:0;font-weight:700;color:#7a4a00}
.badge{width:48px;height:48px;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:24px;font-weight:700;margin-bottom:8px}
.ok .badge{background:#e3f4e8;color:#1e7a3c}
.bad .badge{background:#fdecea;color:#b3261e}
.part .badge{background:#fff4e0;color:#7a4a00}
.unavailable{font-weight:600}
.foot{text-align:center;color:#5b6270;font-size:13px;padding:8px 0}
.foot p{margin:0 0 4px}
.foot a{color:var(--accent,#1a4fd6);overflow-wrap:anywhere}
.logo{display:block;margin:0 0 8px}
`.replace(/\n/g, '');
